import { createHash } from 'node:crypto';

/** How a queue retries: retryLimit more runs after the first, the first retry after retryDelaySeconds, doubling when backoff. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  backoff: boolean;
  /** A run still active after this long counts as failed (its worker died): it is retried like a failure. */
  expireInSeconds: number;
}

/** Mail, PDFs, batches, fan-out and expiry all tolerate a few minutes' delay better than a lost job. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { retryLimit: 5, retryDelaySeconds: 30, backoff: true, expireInSeconds: 15 * 60 };

/**
 * The earliest and latest wait before retry number `retryCount + 1` under the queue library's backoff: the delay
 * doubles per retry, with up to as much again of random jitter so that failed jobs do not all come back at once.
 */
export function backoffWindowSeconds(policy: Pick<RetryPolicy, 'retryDelaySeconds' | 'backoff'>, retryCount: number): [number, number] {
  if (!policy.backoff) return [policy.retryDelaySeconds, policy.retryDelaySeconds];
  const base = Math.max(policy.retryDelaySeconds, 1) * 2 ** Math.min(16, retryCount);
  return [base, base * 2];
}

/**
 * A job's id derived from its queue and idempotency key (a UUID of version 5's shape over SHA-1): sending the same
 * key twice inserts one job, since the queue keeps one row per (queue, id).
 */
export function idempotentJobId(queue: string, key: string): string {
  const bytes = createHash('sha1').update(`${queue}\u0000${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The schema holding the queue's tables, beside the platform's own: 'pgboss' next to 'public', and '<schema>_jobs'
 * next to any other (each test suite on the PostgreSQL server works in a schema of its own and must not share jobs).
 */
export function jobsSchemaFor(platformSchema: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(platformSchema)) throw new Error(`unexpected schema name ${platformSchema}`);
  return platformSchema === 'public' ? 'pgboss' : `${platformSchema}_jobs`;
}
