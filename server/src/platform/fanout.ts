import { connectRedis } from './redis';

/**
 * Messages every gateway instance must see (a notification to deliver to whoever is connected there).
 * In-process by default; Redis pub/sub when REDIS_URL is set, so several instances share them.
 */
export interface Fanout {
  publish(message: unknown): Promise<void>;
  subscribe(handler: (message: unknown) => void): void;
  close(): Promise<void>;
  readonly kind: 'local' | 'redis';
}

export function createLocalFanout(): Fanout {
  const handlers: ((message: unknown) => void)[] = [];
  return {
    kind: 'local',
    async publish(message) {
      // A copy, as Redis would hand over: no handler can change what another one sees.
      const copy = JSON.parse(JSON.stringify(message)) as unknown;
      for (const handler of handlers) handler(copy);
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      handlers.length = 0;
    },
  };
}

/** The channel is `<prefix>fanout` (REDIS_KEY_PREFIX, 'bisa:' by default): platforms sharing one Redis do not hear each other. */
export async function createRedisFanout(url: string, onError: (error: unknown) => void, prefix = 'bisa:'): Promise<Fanout> {
  const channel = `${prefix}fanout`;
  const [publisher, subscriber] = await Promise.all([connectRedis(url, onError), connectRedis(url, onError)]);
  await subscriber.subscribe(channel);
  const handlers: ((message: unknown) => void)[] = [];
  subscriber.on('message', (_channel: string, text: string) => {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch (error) {
      onError(error);
      return;
    }
    for (const handler of handlers) handler(message);
  });
  return {
    kind: 'redis',
    async publish(message) {
      await publisher.publish(channel, JSON.stringify(message));
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
