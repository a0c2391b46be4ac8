import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requestLocale } from '../../platform/locale';

/**
 * The content routes' answers, kept in memory per URL and language (the envelope's message is translated) until an
 * operator changes content: the public site reads them on every page, and a cached answer costs no database call.
 * Every answer carries an ETag, and `no-cache` lets browsers and the service worker keep a copy that they
 * revalidate (a 304 when nothing changed), so an operator's edit shows on the next request.
 */
const MAX_ENTRIES = 5000;
export const CONTENT_CACHE_CONTROL = 'public, no-cache';

interface Entry {
  payload: string;
  etag: string;
  contentType: string;
}

export interface ResponseCache {
  clear(): void;
  /** Adds the caching hooks to the routes of this (encapsulated) plugin. */
  attach(app: FastifyInstance): void;
}

export function createResponseCache(): ResponseCache {
  const entries = new Map<string, Entry>();
  // A clear while an answer is being computed must not let that (older) answer into the cache.
  let generation = 0;
  const started = new WeakMap<FastifyRequest, number>();
  const keyOf = (request: FastifyRequest) => `${requestLocale(request)} ${request.url}`;

  return {
    clear() {
      generation += 1;
      entries.clear();
    },
    attach(app) {
      app.addHook('preHandler', async (request, reply) => {
        if (request.method !== 'GET') return;
        const entry = entries.get(keyOf(request));
        if (!entry) {
          started.set(request, generation);
          return;
        }
        reply.header('etag', entry.etag).header('cache-control', CONTENT_CACHE_CONTROL).header('vary', 'Accept-Language');
        if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
        return reply.type(entry.contentType).send(entry.payload);
      });
      app.addHook('onSend', async (request, reply, payload) => {
        const at = started.get(request);
        if (at === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
        const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
        reply.header('etag', etag).header('cache-control', CONTENT_CACHE_CONTROL).header('vary', 'Accept-Language');
        if (at === generation) {
          if (entries.size >= MAX_ENTRIES) entries.clear();
          entries.set(keyOf(request), { payload, etag, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') });
        }
        return payload;
      });
    },
  };
}

/**
 * The content feature's cache: emptied by 'content.changed' (a change made through another route or instance), and
 * at once by `changed` (the event is delivered a tick later; the operator's next read must see the change).
 */
export function contentResponseCache(ctx: AppContext): ResponseCache & { changed(): void } {
  const cache = createResponseCache();
  ctx.events.onEveryInstance('content.changed', () => cache.clear());
  return {
    ...cache,
    changed() {
      cache.clear();
      ctx.events.emit('content.changed', {});
    },
  };
}
