import type { FastifyInstance } from 'fastify';
import {
  ALL_NEWS_CATEGORY_ID,
  GLOBAL_SLUGS,
  type Category,
  type NewsItem,
  type Partner,
  type PartnerListItem,
  type TeamMember,
} from '../../../../src/core/content/types';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/httpError';
import { docsOf, pageOf, pagedList } from './paging';
import { idParams, pagedQuery, type PagedQuery } from './schemas';
import { allItems, itemById, itemBySlug, listItems, readGlobal } from './store';

const pub = { policy: 'public' } as const;
const NEWS_TITLE_FIELDS = { id: ['titleId'], en: ['titleEn'] } as const;

const partnerListItem = (partner: Partner): PartnerListItem => ({
  id: partner.id,
  partner_name: partner.partner_name,
  image_partner: partner.image_partner,
  location: partner.location,
});

/** SPEC 7's v2 family (Payload-style): global pages, categories, team, news and partners, read by anyone. */
export async function v2ReadRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get<{ Params: { slug: string } }>(
    '/api/globals/:slug',
    { schema: { params: { type: 'object', properties: { slug: { type: 'string', enum: GLOBAL_SLUGS } } } }, config: pub },
    async (request) => {
      const data = await readGlobal(ctx.db, request.params.slug);
      if (data === undefined) throw notFound();
      return data;
    },
  );

  for (const collection of ['type-news', 'type-partner'] as const) {
    app.get(`/api/${collection}`, { config: pub }, async () => {
      const docs = await allItems<Category>(ctx.db, collection);
      return docsOf(docs, docs.length, 1, Math.max(docs.length, 1));
    });
  }

  app.get<{ Querystring: PagedQuery }>('/api/our-teams', { schema: { querystring: pagedQuery }, config: pub }, async (request) => {
    const { limit, page, offset } = pageOf(request.query, 10);
    const { rows, total } = await listItems<TeamMember>(ctx.db, 'our-teams', { limit, offset });
    // The team reads in its given order (ids), not newest first.
    return docsOf(rows.map((row) => row.data).sort((a, b) => a.id - b.id), total, page, limit);
  });

  app.get<{ Params: { id: string } }>('/api/Partners/:id', { schema: { params: idParams }, config: pub }, async (request) => {
    const partner = await itemById<Partner>(ctx.db, 'partners', Number(request.params.id));
    if (!partner) throw notFound();
    return partner;
  });

  async function newsPage(query: PagedQuery, categoryId: number | undefined) {
    const { limit, page, offset } = pageOf(query, 10);
    // With a localization the filter searches that language's title; without, both.
    const fields = query.localization ? [...NEWS_TITLE_FIELDS[query.localization]] : ['titleId', 'titleEn'];
    const search = query.filter ? { text: query.filter, fields } : undefined;
    const { rows, total } = await listItems<NewsItem>(ctx.db, 'news', { categoryId, search, limit, offset });
    return pagedList(rows.map((row) => row.data), total, page, limit);
  }

  app.get<{ Querystring: PagedQuery }>('/news', { schema: { querystring: pagedQuery }, config: pub }, (request) => newsPage(request.query, undefined));

  app.get<{ Params: { id: string }; Querystring: PagedQuery }>(
    '/news/type-news/:id',
    { schema: { params: idParams, querystring: pagedQuery }, config: pub },
    (request) => {
      const category = Number(request.params.id);
      return newsPage(request.query, category === ALL_NEWS_CATEGORY_ID ? undefined : category);
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/news/:slug',
    { schema: { params: { type: 'object', properties: { slug: { type: 'string', maxLength: 120 } } } }, config: pub },
    async (request) => {
      const item = await itemBySlug<NewsItem>(ctx.db, 'news', request.params.slug);
      if (!item) throw notFound();
      return { data: item };
    },
  );

  async function partnersPage(query: PagedQuery, categoryId: number | undefined) {
    const { limit, page, offset } = pageOf(query, 10);
    const search = query.filter ? { text: query.filter, fields: ['partner_name'] } : undefined;
    const { rows, total } = await listItems<Partner>(ctx.db, 'partners', { categoryId, search, limit, offset });
    return pagedList(rows.map((row) => partnerListItem(row.data)), total, page, limit);
  }

  app.get<{ Querystring: PagedQuery }>('/partners', { schema: { querystring: pagedQuery }, config: pub }, (request) => partnersPage(request.query, undefined));

  app.get<{ Params: { category: string }; Querystring: PagedQuery }>(
    '/partners/type-partners/:category',
    { schema: { params: { type: 'object', properties: { category: { type: 'string', pattern: '^(all|[1-9][0-9]{0,5})$' } } }, querystring: pagedQuery }, config: pub },
    (request) => {
      const { category } = request.params;
      // SPEC 9: 'all' means no category filter.
      return partnersPage(request.query, category === 'all' ? undefined : Number(category));
    },
  );
}
