import type { MessageKey, MessageParams } from '../../../src/core/i18n/catalog';

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
