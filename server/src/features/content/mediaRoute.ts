import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/httpError';
import { MEDIA_NAME_PATTERN, mediaDir } from '../../platform/media';

/**
 * GET /media/:name: the seeded content's SVG pictures. A day of caching with revalidation (a reseed may redraw a
 * picture under the same name); the SVG may never run script or load anything (its own CSP).
 */
export async function mediaRoute(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const dir = mediaDir(ctx.config);
  app.get<{ Params: { name: string } }>('/media/:name', { config: { policy: 'public' } }, async (request, reply) => {
    const { name } = request.params;
    if (!MEDIA_NAME_PATTERN.test(name)) throw notFound();
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) throw notFound();
    const etag = `"${info.size.toString(36)}-${info.mtimeMs.toString(36)}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply
      .type('image/svg+xml')
      .header('content-length', info.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(createReadStream(file));
  });
}
