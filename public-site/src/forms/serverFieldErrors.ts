import { GatewayError, parseErrorMessage } from '@core/errors/parseError';
import type { FieldErrors } from './validation';

const HTTP_CONFLICT = 409;

/**
 * The messages a refused request gives the form's own fields: the gateway's `errors` ({field: message}, beside
 * the envelope) and, for a 409, the server's message on the field that conflicts.
 */
export function serverFieldErrors<Field extends string>(error: unknown, fields: readonly Field[], conflictField?: Field): FieldErrors<Field> {
  if (!(error instanceof GatewayError)) return {};
  const result: FieldErrors<Field> = {};
  const body = error.body as { errors?: unknown } | null;
  if (typeof body?.errors === 'object' && body.errors !== null) {
    const byField = body.errors as Record<string, unknown>;
    for (const field of fields) {
      const message = byField[field];
      if (typeof message === 'string') result[field] = message;
    }
  }
  if (conflictField && error.status === HTTP_CONFLICT) result[conflictField] = parseErrorMessage(error);
  return result;
}
