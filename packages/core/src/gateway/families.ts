/** DESIGN 2: the API families, their base paths, and SPEC 9's per-family request timeouts. */
export const THIRTY_MINUTES_MS = 1_800_000;

export const FAMILIES = {
  main: { basePath: '/api/main', timeoutMs: THIRTY_MINUTES_MS },
  order: { basePath: '/api/order', timeoutMs: THIRTY_MINUTES_MS },
  md: { basePath: '/api/md', timeoutMs: THIRTY_MINUTES_MS },
  certification: { basePath: '/api/certification', timeoutMs: THIRTY_MINUTES_MS },
  cm: { basePath: '/api/cm', timeoutMs: THIRTY_MINUTES_MS },
  jp: { basePath: '/api/jp', timeoutMs: undefined },
  v2: { basePath: '/api/v2', timeoutMs: THIRTY_MINUTES_MS },
} as const satisfies Record<string, { basePath: string; timeoutMs: number | undefined }>;

export type Family = keyof typeof FAMILIES;

/** The header every call carries (a missing or wrong key answers 403). */
export const API_KEY_HEADER = 'x-api-key';

/** The envelope of the main, md, certification, cm and jp families. */
export interface Envelope<T> {
  statusCode: number;
  message: string;
  data: T;
}
