import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CompanyRequest } from '../../../../src/core/catalogue/model';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { badRequest, notFound } from '../../platform/httpError';
import { requestLocale } from '../../platform/locale';
import { createRateLimiter, enforce } from '../../platform/rateLimiter';
import { createTtlCache } from '../../platform/ttlCache';
import { adminCatalogueRoutes } from './adminRoutes';
import { categoryLookup, listPrograms, programById, recommendedPrograms, searchPrograms } from './queries';
import { categoryLookupQuery, companyRequestBody, listProgramQuery, programByIdParams, programQuery, searchQuery } from './schemas';

type Query = Record<string, string | undefined>;

const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
/** SPEC 9: the landing lists show page 1 of 4; the full lists (mobile browser) page 1 of 100. */
const LANDING_SIZE = 4;
const LIST_SIZE = 100;
const READ_CACHE_ENTRIES = 1_000;
const READ_CACHE_TTL_MS = 10_000;

const page = (query: Query, defaultSize: number) => ({ pageIndex: number(query.pageIndex) ?? 1, pageSize: number(query.pageSize) ?? defaultSize });

/**
 * SPEC 7's catalogue calls: the md family's category lookup and the main family's public-site program lists,
 * detail, search and the companies' requests. All public: visitors browse before they have an account. The
 * operator console's catalogue routes (./adminRoutes.ts) are registered here, as they empty these caches.
 */
export async function catalogueFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const publicRoute = { config: { policy: 'public' as const } };
  /**
   * The public reads are the same for every visitor and change only when the catalogue does: answers are kept
   * by URL and language for a few seconds (DESIGN: the catalogue pages are the busiest reads).
   */
  const answers = createTtlCache<unknown>({ maxEntries: READ_CACHE_ENTRIES, ttlMs: READ_CACHE_TTL_MS });
  const cached = async (request: FastifyRequest, load: () => Promise<unknown>) => {
    const key = `${requestLocale(request)} ${request.url}`;
    const hit = answers.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    answers.set(key, value);
    return value;
  };
  // An operator's catalogue change is a change of the public site's content: both caches empty (public-site too).
  ctx.events.on('content.changed', () => answers.clear());
  await app.register(adminCatalogueRoutes, { ctx, prefix: '/api/main', changed: () => ctx.events.emit('content.changed', {}) });

  app.get<{ Querystring: Query }>('/api/md/competency/category/lookup', { ...publicRoute, schema: { querystring: categoryLookupQuery } }, async (request, reply) =>
    envelope(request, reply, await cached(request, async () => ({ items: await categoryLookup(ctx.db, number(request.query.groupProgram), requestLocale(request)) }))),
  );

  app.get<{ Querystring: Query }>('/api/main/public-site/get-list-program', { ...publicRoute, schema: { querystring: listProgramQuery } }, async (request, reply) => {
    const { query } = request;
    const filter = { groupProgram: number(query.groupProgram), subProgramId: number(query.subProgramId), categoryId: number(query.categoryId) };
    const { pageIndex, pageSize } = page(query, LIST_SIZE);
    const locale = requestLocale(request);
    const data = await cached(request, async () => {
      const [listProgram, recommended] = await Promise.all([
        listPrograms(ctx.db, filter, pageIndex, pageSize, locale),
        recommendedPrograms(ctx.db, { groupProgram: filter.groupProgram }, LANDING_SIZE, locale),
      ]);
      return { listProgram, recommended };
    });
    return envelope(request, reply, data);
  });

  app.get('/api/main/public-site/get-default-program', publicRoute, async (request, reply) => {
    const locale = requestLocale(request);
    const data = await cached(request, async () => {
      const [academy, business, recommended] = await Promise.all([
        listPrograms(ctx.db, { groupProgram: 2 }, 1, LANDING_SIZE, locale),
        listPrograms(ctx.db, { groupProgram: 1 }, 1, LANDING_SIZE, locale),
        recommendedPrograms(ctx.db, {}, LANDING_SIZE, locale),
      ]);
      return { bisaForAcademy: academy.items, bisaForBusiness: business.items, recommended };
    });
    return envelope(request, reply, data);
  });

  app.get<{ Querystring: Query }>('/api/main/public-site/get-program', { ...publicRoute, schema: { querystring: programQuery } }, async (request, reply) => {
    const { query } = request;
    const { pageIndex, pageSize } = page(query, LANDING_SIZE);
    const filter = { groupProgram: number(query.groupProgram), subProgramId: number(query.subProgramId) };
    return envelope(request, reply, await cached(request, () => listPrograms(ctx.db, filter, pageIndex, pageSize, requestLocale(request))));
  });

  app.get<{ Params: { id: string; subProgramId: string } }>(
    '/api/main/public-site/get-program-by-id/:id/:subProgramId',
    { ...publicRoute, schema: { params: programByIdParams } },
    async (request, reply) => {
      const detail = await cached(request, async () => (await programById(ctx.db, Number(request.params.id), Number(request.params.subProgramId), requestLocale(request))) ?? null);
      if (!detail) throw notFound('catalogue.programNotFound');
      return envelope(request, reply, detail);
    },
  );

  app.get<{ Querystring: Query }>('/api/main/public-site/search-program', { ...publicRoute, schema: { querystring: searchQuery } }, async (request, reply) => {
    const { pageIndex, pageSize } = page(request.query, LIST_SIZE);
    return envelope(request, reply, await cached(request, () => searchPrograms(ctx.db, request.query.key!.trim(), pageIndex, pageSize, requestLocale(request))));
  });

  // Anonymous, and each one notifies the operator: a few per address per hour (both kinds together).
  const requestsPerIp = createRateLimiter(ctx.config.rateLimits.companyRequestsPerIp, ctx.config.rateLimits.companyRequestWindowMs);
  for (const kind of ['learning-industrial', 'link-and-match'] as const) {
    app.post<{ Body: CompanyRequest }>(
      `/api/main/public-site/request-${kind}`,
      { ...publicRoute, schema: { body: companyRequestBody } },
      async (request: FastifyRequest<{ Body: CompanyRequest }>, reply) => {
        await enforce(requestsPerIp, request.ip);
        const body = request.body;
        if (body.period.end < body.period.start) throw badRequest('period', { period: 'catalogue.periodOrder' });
        const row = await ctx.db
          .insertInto('company_requests')
          .values({
            kind,
            company_name: body.company.name.trim(),
            company_industry: body.company.industry?.trim() ?? null,
            company_address: body.company.address?.trim() ?? null,
            contact_name: body.contact.name.trim(),
            contact_email: body.contact.email,
            contact_phone: body.contact.phone,
            contact_position: body.contact.position?.trim() ?? null,
            wanted: body.wanted.trim(),
            participants: body.participants,
            period_start: body.period.start,
            period_end: body.period.end,
            notes: body.notes?.trim() ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ctx.events.emit('catalogue.companyRequested', {
          requestId: row.id,
          kind,
          company: body.company.name.trim(),
          participants: body.participants,
          wanted: body.wanted.trim(),
        });
        return envelope(request, reply, { id: row.id }, 'catalogue.requestReceived', 201);
      },
    );
  }
}
