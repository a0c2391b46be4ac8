import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { SHARE_PATH_PATTERN, SHARE_PICTURE_ROUTE, sharePictureSvg } from '@core/site/sharePicture';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/httpError';
import { loadSharp } from '../../platform/lazyModules';
import { createTtlCache } from '../../platform/ttlCache';
import { contracted } from '../../platform/typeProvider';

const shareQuery = Type.Object({ path: Type.String({ minLength: 1, maxLength: 300, pattern: SHARE_PATH_PATTERN }) }, { additionalProperties: false });

const HTML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The page's own title from its server-rendered HTML, without the " | BISA" every title ends with. */
export function pageTitleOf(html: string, site: string): string | undefined {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (raw === undefined) return undefined;
  const title = raw.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => HTML_ENTITIES[entity]!);
  return title.endsWith(` | ${site}`) ? title.slice(0, -` | ${site}`.length) : title;
}

/**
 * GET /share-picture.png?path=<page>: the page's Open Graph / Twitter card picture, a PNG drawn from
 * the page's own title (packages/core/src/site/sharePicture.ts), for pages that exist only (anything else is 404, so the
 * route cannot be made to print arbitrary text). Rendered once per page and kept an hour (in memory, 200 pages).
 */
export async function sharePictureFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const pictures = createTtlCache<Buffer>({ maxEntries: 200, ttlMs: 3_600_000 });
  const site = 'BISA';
  contracted(app).get(SHARE_PICTURE_ROUTE, { schema: { querystring: shareQuery }, config: { policy: 'public' } }, async (request, reply) => {
    const { path } = request.query;
    let png = pictures.get(path);
    if (!png) {
      // The page as a visitor would get it (from the page cache when it is there), without the caller's cookies.
      const page = await app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
      const title = page.statusCode === 200 ? pageTitleOf(page.body, site) : undefined;
      if (!title) throw notFound();
      const sharp = await loadSharp();
      const host = new URL(ctx.config.publicUrl).host;
      png = await sharp(Buffer.from(sharePictureSvg({ title, site, host })))
        .png({ compressionLevel: 9, palette: true })
        .toBuffer();
      pictures.set(path, png);
    }
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
  });
}
