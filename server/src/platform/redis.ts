import type { Redis } from 'ioredis';

/**
 * One connection to REDIS_URL for commands (rate-limit counts, hub negotiations); pub/sub needs connections of its
 * own (server/src/platform/fanout.ts). A failing Redis surfaces as failing commands, logged through onError.
 */
export async function connectRedis(url: string, onError: (error: unknown) => void): Promise<Redis> {
  // Loaded with the first connection: a gateway without REDIS_URL never loads the client.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  redis.on('error', onError);
  await redis.connect();
  return redis;
}
