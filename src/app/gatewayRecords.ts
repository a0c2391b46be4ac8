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

/**
 * A registered path with its `:name` segments filled from a read's `meta.path` (a class's results:
 * `/scheduling/classes/:classId/vr-result` with `{path: {classId}}`), each value encoded. A segment left without a
 * value is refused, as the gateway would answer some other list.
 */
export function pathOf(path: string, meta: unknown): string {
  const values = (typeof meta === 'object' && meta !== null ? (meta as { path?: Record<string, unknown> }).path : undefined) ?? {};
  return path.replace(/:([A-Za-z]\w*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path} needs meta.path.${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The records of an answer and what came beside them: the answer itself when it is the list, else its `itemsAt`
 * field (a dashboard's `candidates`, a fee report's `items`), the rest of the answer as react-admin's list `meta`
 * (the counters and totals a page shows above its table).
 */
export function splitAnswer<T>(answer: unknown, itemsAt: string | undefined): { items: T; meta?: Record<string, unknown> } {
  if (!itemsAt || typeof answer !== 'object' || answer === null) return { items: answer as T };
  const { [itemsAt]: items, ...meta } = answer as Record<string, unknown>;
  return { items: items as T, meta };
}
