import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { sitemapUrls, sitemapXml } from '@core/content/sitemap';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/httpError';
import { MEDIA_NAME_PATTERN, mediaDir } from '../../platform/media';
import type { ContractedApp } from '../../platform/typeProvider';
import { sitemapEntries } from './queries';
import { mediaNameParams } from './schemas';

/** The seeded pictures and the sitemap. No response schemas: the answers are an SVG file and an XML document. */
export async function publicFileRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const dir = mediaDir(ctx.config);

  // GET /media/:name: the seeded content's SVG pictures. A day of caching with revalidation (a reseed may redraw a
  // picture under the same name); the SVG may never run script or load anything (its own CSP).
  app.get('/media/:name', { schema: { params: mediaNameParams }, config: { policy: 'public' } }, async (request, reply) => {
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

  // GET /sitemap.xml: every public URL in both languages, articles and partners included.
  app.get('/sitemap.xml', { config: { policy: 'public' } }, async (_request, reply) => {
    const { slugs, partners } = await sitemapEntries(ctx.db);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(sitemapUrls(ctx.config.publicUrl, slugs, partners)));
  });
}
