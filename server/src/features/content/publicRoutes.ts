import {
  ALL_NEWS_CATEGORY_ID,
  type Banner,
  type Category,
  type ConsultationBanner,
  type ConsultationBannerContent,
  type KaryaBisaContent,
  type NewsItem,
  type Partner,
  type TeamMember,
} from '@core/content/types';
import type { KaryaBisaBanner, KaryaBisaProduct, PartnerListItem } from '@core/content/contract';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { notFound } from '../../platform/httpError';
import { requestLocale } from '../../platform/locale';
import type { ContractedApp } from '../../platform/typeProvider';
import { docsOf, pageOf, pagedList, totalPagesOf } from './paging';
import { allItems, itemById, itemBySlug, listItems, readGlobal } from './queries';
import {
  corporateImagesEnvelope,
  docsAnswer,
  documentAnswer,
  documentEnvelope,
  documentsEnvelope,
  globalSlugParams,
  idParams,
  karyaBisaBannerEnvelope,
  karyaBisaProductsEnvelope,
  mainPagedQuery,
  newsItemAnswer,
  newsListAnswer,
  newsPageEnvelope,
  newsSlugParams,
  pagedQuery,
  partnerCategoryParams,
  partnerListAnswer,
  type PagedQuery,
} from './schemas';

const pub = { policy: 'public' } as const;
const NEWS_TITLE_FIELDS = { id: ['titleId'], en: ['titleEn'] } as const;

const partnerListItem = (partner: Partner): PartnerListItem => ({
  id: partner.id,
  partner_name: partner.partner_name,
  image_partner: partner.image_partner,
  location: partner.location,
});

/**
 * SPEC 7's content reads, by anyone (index.ts caches their answers): the v2 family (Payload-style: global pages,
 * categories, team, news and partners), the main family's content calls (envelope, in the caller's language where
 * the shape has one text) and the cm family's corporate logos.
 */
export async function publicRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  app.get('/api/v2/api/globals/:slug', { schema: { params: globalSlugParams, response: documentAnswer }, config: pub }, async (request) => {
    const data = await readGlobal(ctx.db, request.params.slug);
    if (data === undefined) throw notFound();
    return data;
  });

  for (const collection of ['type-news', 'type-partner'] as const) {
    app.get(`/api/v2/api/${collection}`, { schema: { response: docsAnswer }, config: pub }, async () => {
      const docs = await allItems<Category>(ctx.db, collection);
      return docsOf(docs, docs.length, 1, Math.max(docs.length, 1));
    });
  }

  app.get('/api/v2/api/our-teams', { schema: { querystring: pagedQuery, response: docsAnswer }, config: pub }, async (request) => {
    const { limit, page, offset } = pageOf(request.query, 10);
    const { rows, total } = await listItems<TeamMember>(ctx.db, 'our-teams', { limit, offset });
    // The team reads in its given order (ids), not newest first.
    return docsOf(
      rows.map((row) => row.data).sort((a, b) => a.id - b.id),
      total,
      page,
      limit,
    );
  });

  app.get('/api/v2/api/Partners/:id', { schema: { params: idParams, response: documentAnswer }, config: pub }, async (request) => {
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
    return pagedList(
      rows.map((row) => row.data),
      total,
      page,
      limit,
    );
  }

  app.get('/api/v2/news', { schema: { querystring: pagedQuery, response: newsListAnswer }, config: pub }, (request) =>
    newsPage(request.query, undefined),
  );

  app.get(
    '/api/v2/news/type-news/:id',
    { schema: { params: idParams, querystring: pagedQuery, response: newsListAnswer }, config: pub },
    (request) => {
      const category = Number(request.params.id);
      return newsPage(request.query, category === ALL_NEWS_CATEGORY_ID ? undefined : category);
    },
  );

  app.get('/api/v2/news/:slug', { schema: { params: newsSlugParams, response: newsItemAnswer }, config: pub }, async (request) => {
    const item = await itemBySlug<NewsItem>(ctx.db, 'news', request.params.slug);
    if (!item) throw notFound();
    return { data: item };
  });

  async function partnersPage(query: PagedQuery, categoryId: number | undefined) {
    const { limit, page, offset } = pageOf(query, 10);
    const search = query.filter ? { text: query.filter, fields: ['partner_name'] } : undefined;
    const { rows, total } = await listItems<Partner>(ctx.db, 'partners', { categoryId, search, limit, offset });
    return pagedList(
      rows.map((row) => partnerListItem(row.data)),
      total,
      page,
      limit,
    );
  }

  app.get('/api/v2/partners', { schema: { querystring: pagedQuery, response: partnerListAnswer }, config: pub }, (request) =>
    partnersPage(request.query, undefined),
  );

  app.get(
    '/api/v2/partners/type-partners/:category',
    { schema: { params: partnerCategoryParams, querystring: pagedQuery, response: partnerListAnswer }, config: pub },
    (request) => {
      const { category } = request.params;
      // SPEC 9: 'all' means no category filter.
      return partnersPage(request.query, category === 'all' ? undefined : Number(category));
    },
  );

  // The main family.
  async function karyaBisa(): Promise<KaryaBisaContent> {
    const content = await readGlobal<KaryaBisaContent>(ctx.db, 'karyabisa');
    if (!content) throw notFound();
    return content;
  }

  app.get('/api/main/banner/get-banner', { schema: { response: documentsEnvelope }, config: pub }, async (request, reply) =>
    envelope(request, reply, await allItems<Banner>(ctx.db, 'banners')),
  );

  app.get('/api/main/contact/get-contact', { schema: { response: documentEnvelope }, config: pub }, async (request, reply) => {
    const banner = await readGlobal<ConsultationBannerContent>(ctx.db, 'consultation-banner');
    if (!banner) throw notFound();
    const en = requestLocale(request) === 'en';
    // A banner saved before the English fields existed keeps its Indonesian text in English too.
    const data: ConsultationBanner = {
      heading: (en && banner.headingEnglish) || banner.heading,
      subheading: (en && banner.subheadingEnglish) || banner.subheading,
      url: banner.url,
    };
    return envelope(request, reply, data);
  });

  app.get('/api/main/news/get-news', { schema: { querystring: mainPagedQuery, response: newsPageEnvelope }, config: pub }, async (request, reply) => {
    const { limit, page, offset } = pageOf({ limit: request.query.pageSize, page: request.query.pageIndex }, 6);
    const { rows, total } = await listItems<NewsItem>(ctx.db, 'news', { limit, offset });
    return envelope(request, reply, {
      items: rows.map((row) => row.data),
      pageIndex: page,
      pageSize: limit,
      totalItems: total,
      totalPages: totalPagesOf(total, limit),
    });
  });

  app.get('/api/main/karya-bisa/banner/get-banner', { schema: { response: karyaBisaBannerEnvelope }, config: pub }, async (request, reply) => {
    const banner = (await karyaBisa()).Banner[0];
    if (!banner) throw notFound();
    const en = requestLocale(request) === 'en';
    const data: KaryaBisaBanner = {
      heading: en ? banner.headingEnglish : banner.Heading,
      subheading: en ? banner.subheadingEnglish : banner.Subheading,
      imageUrl: banner.Image.url,
    };
    return envelope(request, reply, data);
  });

  app.get('/api/main/karya-bisa/product/get-product', { schema: { response: karyaBisaProductsEnvelope }, config: pub }, async (request, reply) => {
    const en = requestLocale(request) === 'en';
    const data: KaryaBisaProduct[] = (await karyaBisa()).Product.map((product) => ({
      id: product.id,
      name: (en && product.nameEnglish) || product.Name,
      category: (en && product.categoryEnglish) || product.Category,
      description: en ? product.descriptionEnglish : product.Description,
      images: product.Images.map((image) => ({ id: image.id, imageUrl: image.Image.url })),
    }));
    return envelope(request, reply, data);
  });

  // The cm family: GET /corporate/get-images/{type} (the corporate logos; type 1 is the only one the site asks for).
  app.get(
    '/api/cm/corporate/get-images/:id',
    { schema: { params: idParams, response: corporateImagesEnvelope }, config: pub },
    async (request, reply) => {
      const images = await allItems<{ id: number; fileLogo: string }>(ctx.db, 'corporate-images');
      return envelope(
        request,
        reply,
        images.map(({ id, fileLogo }) => ({ id, fileLogo })),
      );
    },
  );
}
