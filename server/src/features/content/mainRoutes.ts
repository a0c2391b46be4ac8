import type { FastifyInstance } from 'fastify';
import type {
  Banner,
  ConsultationBanner,
  KaryaBisaBanner,
  KaryaBisaContent,
  KaryaBisaProduct,
  NewsItem,
} from '../../../../src/core/content/types';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { notFound } from '../../platform/httpError';
import { requestLocale } from '../../platform/locale';
import { pageOf, totalPagesOf } from './paging';
import { idParams, mainPagedQuery } from './schemas';
import { allItems, listItems, readGlobal } from './store';

const pub = { policy: 'public' } as const;

async function karyaBisa(ctx: AppContext): Promise<KaryaBisaContent> {
  const content = await readGlobal<KaryaBisaContent>(ctx.db, 'karyabisa');
  if (!content) throw notFound();
  return content;
}

/** SPEC 7's content calls of the main family (envelope), in the caller's language where the shape has one text. */
export async function mainContentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get('/banner/get-banner', { config: pub }, async (request, reply) => envelope(request, reply, await allItems<Banner>(ctx.db, 'banners')));

  app.get('/contact/get-contact', { config: pub }, async (request, reply) => {
    const banner = await readGlobal<ConsultationBanner>(ctx.db, 'consultation-banner');
    if (!banner) throw notFound();
    return envelope(request, reply, banner);
  });

  app.get<{ Querystring: { pageSize?: string; pageIndex?: string } }>(
    '/news/get-news',
    { schema: { querystring: mainPagedQuery }, config: pub },
    async (request, reply) => {
      const { limit, page, offset } = pageOf({ limit: request.query.pageSize, page: request.query.pageIndex }, 6);
      const { rows, total } = await listItems<NewsItem>(ctx.db, 'news', { limit, offset });
      return envelope(request, reply, {
        items: rows.map((row) => row.data),
        pageIndex: page,
        pageSize: limit,
        totalItems: total,
        totalPages: totalPagesOf(total, limit),
      });
    },
  );

  app.get('/karya-bisa/banner/get-banner', { config: pub }, async (request, reply) => {
    const banner = (await karyaBisa(ctx)).Banner[0];
    if (!banner) throw notFound();
    const en = requestLocale(request) === 'en';
    const data: KaryaBisaBanner = {
      heading: en ? banner.headingEnglish : banner.Heading,
      subheading: en ? banner.subheadingEnglish : banner.Subheading,
      imageUrl: banner.Image.url,
    };
    return envelope(request, reply, data);
  });

  app.get('/karya-bisa/product/get-product', { config: pub }, async (request, reply) => {
    const en = requestLocale(request) === 'en';
    const data: KaryaBisaProduct[] = (await karyaBisa(ctx)).Product.map((product) => ({
      id: product.id,
      name: product.Name,
      category: product.Category,
      description: en ? product.descriptionEnglish : product.Description,
      images: product.Images.map((image) => ({ id: image.id, imageUrl: image.Image.url })),
    }));
    return envelope(request, reply, data);
  });
}

/** cm family: GET /corporate/get-images/{type} (the corporate logos; type 1 is the only one the site asks for). */
export async function cmContentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get<{ Params: { id: string } }>('/corporate/get-images/:id', { schema: { params: idParams }, config: pub }, async (request, reply) => {
    const images = await allItems<{ id: number; fileLogo: string }>(ctx.db, 'corporate-images');
    return envelope(request, reply, images.map(({ id, fileLogo }) => ({ id, fileLogo })));
  });
}
