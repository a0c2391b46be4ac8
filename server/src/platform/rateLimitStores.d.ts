/**
 * @fastify/rate-limit's two counter stores, used directly by server/src/platform/rateLimiter.ts: the package ships
 * them as plain CommonJS files without declarations. `incr` counts one hit in a fixed window and answers the count
 * so far and the milliseconds left in the window.
 */
interface FastifyRateLimitCounterStore {
  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void;
}

declare module '@fastify/rate-limit/store/LocalStore.js' {
  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => FastifyRateLimitCounterStore;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  const RedisStore: new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string) => FastifyRateLimitCounterStore;
  export default RedisStore;
}
