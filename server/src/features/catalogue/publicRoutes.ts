import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { badRequest, notFound } from '../../platform/httpError';
import { requestLocale } from '../../platform/locale';
import { enforce } from '../../platform/rateLimiter';
import { createTtlCache } from '../../platform/ttlCache';
import type { ContractedApp } from '../../platform/typeProvider';
import { categoryLookup, insertCompanyRequest, listPrograms, programById, recommendedPrograms, searchPrograms } from './queries';
import {
  categoryLookupAnswer,
  categoryLookupQuery,
  companyRequestAnswer,
  companyRequestBody,
  defaultProgramAnswer,
  listProgramAnswer,
  listProgramQuery,
  programByIdParams,
  programDetailAnswer,
  programPageAnswer,
  programQuery,
  searchQuery,
} from './schemas';

const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
/** SPEC 9: the landing lists show page 1 of 4; the full lists (mobile browser) page 1 of 100. */
const LANDING_SIZE = 4;
const LIST_SIZE = 100;
const READ_CACHE_ENTRIES = 1_000;
const READ_CACHE_TTL_MS = 10_000;

const page = (query: { pageIndex?: string; pageSize?: string }, defaultSize: number) => ({
  pageIndex: number(query.pageIndex) ?? 1,
  pageSize: number(query.pageSize) ?? defaultSize,
});

const publicRoute = { policy: 'public' } as const;

/**
 * SPEC 7's catalogue calls: the md family's category lookup and the main family's public-site program lists,
 * detail, search and the companies' requests. All public: visitors browse before they have an account.
 */
export async function publicRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  /**
   * The public reads are the same for every visitor and change only when the catalogue does: answers are kept
   * by URL and language for a few seconds (DESIGN: the catalogue pages are the busiest reads).
   */
  const answers = createTtlCache<unknown>({
    maxEntries: READ_CACHE_ENTRIES,
    ttlMs: READ_CACHE_TTL_MS,
    onLookup: ctx.metrics.cacheLookup('catalogue'),
  });
  const cached = async <T>(request: FastifyRequest, load: () => Promise<T>): Promise<T> => {
    const key = `${requestLocale(request)} ${request.url}`;
    const hit = answers.get(key);
    if (hit !== undefined) return hit as T;
    const value = await load();
    answers.set(key, value);
    return value;
  };
  // An operator's catalogue change (operatorRoutes.ts) is a change of the public site's content: the cache empties.
  ctx.events.onEveryInstance('content.changed', () => answers.clear());

  app.get(
    '/api/md/competency/category/lookup',
    { config: publicRoute, schema: { querystring: categoryLookupQuery, response: categoryLookupAnswer } },
    async (request, reply) =>
      envelope(
        request,
        reply,
        await cached(request, async () => ({ items: await categoryLookup(ctx.db, number(request.query.groupProgram), requestLocale(request)) })),
      ),
  );

  app.get(
    '/api/main/public-site/get-list-program',
    { config: publicRoute, schema: { querystring: listProgramQuery, response: listProgramAnswer } },
    async (request, reply) => {
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
    },
  );

  app.get(
    '/api/main/public-site/get-default-program',
    { config: publicRoute, schema: { response: defaultProgramAnswer } },
    async (request, reply) => {
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
    },
  );

  app.get(
    '/api/main/public-site/get-program',
    { config: publicRoute, schema: { querystring: programQuery, response: programPageAnswer } },
    async (request, reply) => {
      const { query } = request;
      const { pageIndex, pageSize } = page(query, LANDING_SIZE);
      const filter = { groupProgram: number(query.groupProgram), subProgramId: number(query.subProgramId) };
      return envelope(request, reply, await cached(request, () => listPrograms(ctx.db, filter, pageIndex, pageSize, requestLocale(request))));
    },
  );

  app.get(
    '/api/main/public-site/get-program-by-id/:id/:subProgramId',
    { config: publicRoute, schema: { params: programByIdParams, response: programDetailAnswer } },
    async (request, reply) => {
      const detail = await cached(
        request,
        async () => (await programById(ctx.db, Number(request.params.id), Number(request.params.subProgramId), requestLocale(request))) ?? null,
      );
      if (!detail) throw notFound('catalogue.programNotFound');
      return envelope(request, reply, detail);
    },
  );

  app.get(
    '/api/main/public-site/search-program',
    { config: publicRoute, schema: { querystring: searchQuery, response: programPageAnswer } },
    async (request, reply) => {
      const { pageIndex, pageSize } = page(request.query, LIST_SIZE);
      return envelope(
        request,
        reply,
        await cached(request, () => searchPrograms(ctx.db, request.query.key.trim(), pageIndex, pageSize, requestLocale(request))),
      );
    },
  );

  // Anonymous, and each one notifies the operator: a few per address per hour (both kinds together).
  const requestsPerIp = ctx.rateLimits.counter(
    'company-requests',
    ctx.config.rateLimits.companyRequestsPerIp,
    ctx.config.rateLimits.companyRequestWindowMs,
  );
  for (const kind of ['learning-industrial', 'link-and-match'] as const) {
    app.post(
      `/api/main/public-site/request-${kind}`,
      { config: { ...publicRoute, captcha: 'company-request' }, schema: { body: companyRequestBody, response: companyRequestAnswer } },
      async (request, reply) => {
        await enforce(requestsPerIp, request.ip);
        const body = request.body;
        if (body.period.end < body.period.start) throw badRequest('period', { period: 'catalogue.periodOrder' });
        const id = await insertCompanyRequest(ctx.db, kind, body);
        ctx.events.emit('catalogue.companyRequested', {
          requestId: id,
          kind,
          company: body.company.name.trim(),
          participants: body.participants,
          wanted: body.wanted.trim(),
        });
        return envelope(request, reply, { id }, 'catalogue.requestReceived', 201);
      },
    );
  }
}
