import type { FieldError } from '@core/forms/validation';
import type { MessageKey, MessageParams } from '@core/i18n/catalog';

/**
 * An error a handler throws on purpose: the status and a catalog key, translated into the caller's
 * language by the error handler.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    /** Field errors, ra-data-simple-rest style: {field: message key}. */
    readonly fieldErrors: Record<string, MessageKey> = {},
    readonly headers: Record<string, string> = {},
    /** The envelope's `data` (null unless the error carries a document, as a 422 its field errors). */
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string, fieldErrors: Record<string, MessageKey> = {}) =>
  new HttpError(400, 'errors.badRequest', { detail }, fieldErrors);
export const unauthorized = (key: MessageKey = 'errors.unauthenticated') => new HttpError(401, key);
export const forbidden = (key: MessageKey = 'errors.forbidden') => new HttpError(403, key);
export const notFound = (key: MessageKey = 'errors.notFound') => new HttpError(404, key);
export const conflict = (key: MessageKey) => new HttpError(409, key);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'errors.tooManyRequests', { seconds: retryAfterSeconds }, {}, { 'retry-after': String(retryAfterSeconds) });
/**
 * A document that is well formed but does not satisfy its rules (a form part's submit): {statusCode: 422, message,
 * data: {errors: [{path, message}]}}, the field errors already in the caller's language (packages/core/src/forms/validation.ts).
 */
export const unprocessable = (messageKey: MessageKey, errors: readonly FieldError[]) => new HttpError(422, messageKey, {}, {}, {}, { errors });
