import { tooManyRequests } from './httpError';

/**
 * Rate limits (DESIGN 4, ASVS 6.3.1 / 2.4.1). Two kinds, both behind asynchronous interfaces so that a Redis store
 * (INCR with PEXPIRE, or a small Lua script for the failure limiter) can replace these in-memory ones when
 * several instances must share their counts. In memory, each gateway instance counts its own callers.
 */
export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** A fixed-window counter per key (an address, an account): at most `limit` hits per window. */
export interface RateLimiter {
  /** Counts one hit and says whether it fits in the window. */
  hit(key: string): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
}

/** Bound on remembered keys: under a flood of distinct keys the oldest are dropped (a fresh window for them, not a crash). */
const MAX_KEYS = 100_000;

export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  function sweep(time: number) {
    for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
    // Still too many live keys: drop the oldest (a Map iterates in insertion order).
    for (const key of windows.keys()) {
      if (windows.size <= MAX_KEYS / 2) break;
      windows.delete(key);
    }
  }

  return {
    async hit(key) {
      const time = now();
      if (windows.size > MAX_KEYS) sweep(time);
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        windows.delete(key);
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      const allowed = window.count <= limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)) };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/**
 * Failures with a progressive delay per key (an e-mail + address pair): the first `freeFailures` attempts are free,
 * then each further one must wait twice as long as the last (baseDelayMs = 5 s, 10 s, 20 s ... up to maxDelayMs = 15 min). An attempt
 * counts as a failure the moment it starts (so a burst of parallel guesses cannot slip past the check) until
 * `succeeded` clears the key. A key left alone for forgetAfterMs starts over.
 */
export interface FailureLimiter {
  attempt(key: string): Promise<RateLimitResult>;
  succeeded(key: string): Promise<void>;
}

export interface FailureLimiterOptions {
  freeFailures: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  forgetAfterMs?: number;
  now?: () => number;
}

export function createFailureLimiter({
  freeFailures,
  baseDelayMs = 5000,
  maxDelayMs = 15 * 60_000,
  forgetAfterMs = 60 * 60_000,
  now = Date.now,
}: FailureLimiterOptions): FailureLimiter {
  const entries = new Map<string, { failures: number; last: number; blockedUntil: number }>();

  function sweep(time: number) {
    for (const [key, entry] of entries) if (time - entry.last >= forgetAfterMs && entry.blockedUntil <= time) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size <= MAX_KEYS / 2) break;
      entries.delete(key);
    }
  }

  return {
    async attempt(key) {
      const time = now();
      if (entries.size > MAX_KEYS) sweep(time);
      let entry = entries.get(key);
      if (entry && time - entry.last >= forgetAfterMs && entry.blockedUntil <= time) entry = undefined;
      if (entry && entry.blockedUntil > time) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.blockedUntil - time) / 1000)) };
      }
      if (!entry) {
        entry = { failures: 0, last: time, blockedUntil: 0 };
        entries.set(key, entry);
      }
      entry.failures += 1;
      entry.last = time;
      if (entry.failures >= freeFailures) {
        const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(30, entry.failures - freeFailures));
        entry.blockedUntil = time + delay;
      }
      return { allowed: true, retryAfterSeconds: 0 };
    },
    async succeeded(key) {
      entries.delete(key);
    },
  };
}

/** Counts one attempt against a limiter and answers 429 with Retry-After when the window is full. */
export async function enforce(limiter: RateLimiter, key: string): Promise<void> {
  const result = await limiter.hit(key);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

/** Starts an attempt against a failure limiter; 429 with Retry-After while the key must wait. */
export async function enforceAttempt(limiter: FailureLimiter, key: string): Promise<void> {
  const result = await limiter.attempt(key);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}
