import type { FastifyInstance } from 'fastify';
import { sitemapUrls, sitemapXml } from '../../../../src/core/content/sitemap';
import type { AppContext } from '../../context';

/** GET /sitemap.xml: every public URL in both languages, articles and partners included. */
export async function sitemapRoute(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get('/sitemap.xml', { config: { policy: 'public' } }, async (_request, reply) => {
    const rows = await ctx.db
      .selectFrom('content_items')
      .select(['collection', 'id', 'slug'])
      .where('collection', 'in', ['news', 'partners'])
      .orderBy('collection')
      .orderBy('id')
      .execute();
    const slugs = rows.filter((row) => row.collection === 'news' && row.slug).map((row) => row.slug!);
    const partners = rows.filter((row) => row.collection === 'partners').map((row) => row.id);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(sitemapUrls(ctx.config.publicUrl, slugs, partners)));
  });
}
