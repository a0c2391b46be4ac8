import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import { tooManyRequests } from './httpError';

/**
 * Rate limits (DESIGN 4, ASVS 6.3.1 / 2.4.1). Two kinds: fixed-window counters, kept by @fastify/rate-limit's stores
 * (in memory, or in Redis when REDIS_URL is set so that every gateway instance counts against the same number), and
 * the login failures with a progressive delay, which that library does not have (in memory, or a small Lua script
 * in Redis). In memory, each gateway instance counts its own callers.
 */
export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** A fixed-window counter per key (an address, an account): at most `limit` hits per window. */
export interface RateLimiter {
  /** Counts one hit and says whether it fits in the window. */
  hit(key: string): Promise<RateLimitResult>;
}

/** Bound on remembered keys in memory: under a flood of distinct keys the least recently used are dropped (a fresh window for them, not a crash). */
const MAX_KEYS = 100_000;

function counter(store: FastifyRateLimitCounterStore, limit: number, windowMs: number): RateLimiter {
  return {
    hit: (key) =>
      new Promise((resolve, reject) => {
        store.incr(
          key,
          (error, result) => {
            if (error || !result) return reject(error ?? new Error('rate limit store answered nothing'));
            const allowed = result.current <= limit;
            resolve({ allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(result.ttl / 1000)) });
          },
          windowMs,
          limit,
        );
      }),
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

/** The failure limiter of one instance: its own memory. */
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

/**
 * The same failure limiter in Redis, one hash per key: the check, the count and the delay in one script, so that
 * parallel attempts on several instances are cut at the free failures as on one. The caller's clock is used (the
 * instances' clocks agree to well under the 5 s first delay).
 */
const FAILURE_SCRIPT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local freeFailures = tonumber(ARGV[2])
local baseDelay = tonumber(ARGV[3])
local maxDelay = tonumber(ARGV[4])
local forgetAfter = tonumber(ARGV[5])
local blockedUntil = tonumber(redis.call('HGET', key, 'blockedUntil') or '0')
if blockedUntil > now then return {0, blockedUntil - now} end
local failures = redis.call('HINCRBY', key, 'failures', 1)
local keep = forgetAfter
if failures >= freeFailures then
  local delay = math.min(maxDelay, baseDelay * 2 ^ math.min(30, failures - freeFailures))
  redis.call('HSET', key, 'blockedUntil', string.format('%d', now + delay))
  keep = math.max(forgetAfter, delay)
end
redis.call('PEXPIRE', key, keep)
return {1, 0}
`;

type FailureScript = (key: string, now: number, free: number, base: number, max: number, forget: number) => Promise<[number, number]>;

function createRedisFailureLimiter(
  redis: Redis,
  prefix: string,
  { freeFailures, baseDelayMs = 5000, maxDelayMs = 15 * 60_000, forgetAfterMs = 60 * 60_000, now = Date.now }: FailureLimiterOptions,
): FailureLimiter {
  if (!('bisaFailureAttempt' in redis)) redis.defineCommand('bisaFailureAttempt', { numberOfKeys: 1, lua: FAILURE_SCRIPT });
  const script = (redis as unknown as { bisaFailureAttempt: FailureScript }).bisaFailureAttempt.bind(redis);
  return {
    async attempt(key) {
      const [allowed, waitMs] = await script(prefix + key, now(), freeFailures, baseDelayMs, maxDelayMs, forgetAfterMs);
      return allowed === 1 ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
    async succeeded(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Where the gateway's limiters keep their counts: each limiter has a name (its keys in Redis start with
 * `<prefix>rate:<name>:`), so limiters keyed on the same thing (an address) do not share a count.
 */
export interface RateLimits {
  counter(name: string, limit: number, windowMs: number): RateLimiter;
  failures(name: string, options: FailureLimiterOptions): FailureLimiter;
}

/** Every instance's own memory (no REDIS_URL). */
export function createLocalRateLimits(): RateLimits {
  return {
    counter: (_name, limit, windowMs) => counter(new LocalStore(false, false, MAX_KEYS), limit, windowMs),
    failures: (_name, options) => createFailureLimiter(options),
  };
}

/** Counts shared by every instance on one Redis (keys under `prefix`). */
export function createRedisRateLimits(redis: Redis, prefix: string): RateLimits {
  return {
    counter: (name, limit, windowMs) => counter(new RedisStore(false, false, redis, `${prefix}rate:${name}:`), limit, windowMs),
    failures: (name, options) => createRedisFailureLimiter(redis, `${prefix}rate:${name}:`, options),
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
