import { HttpError } from 'react-admin';
import { GatewayError } from '@core/errors/parseError';

/** The families' envelope {statusCode, message, data}: react-admin wants the records, which are its data. */
export function recordsOf(body: unknown): unknown {
  const isEnvelope = typeof body === 'object' && body !== null && 'statusCode' in body && 'data' in body;
  return isEnvelope ? (body as { data: unknown }).data : body;
}

/** react-admin reads field errors from error.body.errors, as its own fetchJson rejects them. */
export function asHttpError(error: unknown): never {
  if (error instanceof GatewayError) throw new HttpError(error.message, error.status, error.body);
  throw error;
}
