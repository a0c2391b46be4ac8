import { tooManyRequests } from './httpError';

/**
 * A fixed-window counter per key (an e-mail address, an IP). In memory: one gateway instance counts its own
 * callers; a later Redis-backed store can keep the same interface for several instances.
 */
export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string): RateLimitResult;
  reset(key: string): void;
}

export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  function sweep(time: number) {
    for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
  }

  return {
    hit(key) {
      const time = now();
      // Bounded memory under a flood of distinct keys: drop finished windows once the map grows.
      if (windows.size > 10_000) sweep(time);
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      const allowed = window.count <= limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)) };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** Counts one attempt against a limiter and answers 429 with Retry-After when the window is full. */
export function enforce(limiter: RateLimiter, key: string): void {
  const result = limiter.hit(key);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}
