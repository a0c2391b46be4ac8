import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countedPath, deviceClass, isBot, PAGE_VIEW_BEACON_URL, pathLocale, referrerHost } from '@core/analytics/pageViews';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { contracted } from '../../platform/typeProvider';
import { countPageView, pageViewReport } from './queries';
import { pageViewAnswer, pageViewBody, reportAnswer, reportQuery } from './schemas';

/** A browser's speculative load (prefetch, prerender) is not a view; Sec-Purpose is the standard header, Purpose the older one. */
function isPrefetch(request: FastifyRequest): boolean {
  const purpose = `${request.headers['sec-purpose'] ?? ''} ${request.headers.purpose ?? ''}`;
  return /prefetch|prerender/i.test(purpose);
}

/**
 * First-party page-view analytics (SPEC 7): the public site's beacon counts a view into daily totals
 * (no address, cookie or user agent is stored), and the operator console reads views per day and page, referrers
 * and the program page -> cart -> paid funnel. The beacon lives outside /api: navigator.sendBeacon cannot send the API key.
 */
export async function analyticsFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = contracted(app);

  api.post(
    PAGE_VIEW_BEACON_URL,
    { schema: { body: pageViewBody, response: pageViewAnswer }, config: { policy: 'public' } },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'];
      const path = countedPath(request.body.path);
      if (path && !isBot(userAgent) && !isPrefetch(request)) {
        await countPageView(ctx.db, {
          path,
          locale: pathLocale(path),
          device: deviceClass(userAgent ?? ''),
          referrerHost: referrerHost(request.body.referrer, request.headers.host),
        });
      }
      // The same answer whether counted or not: a beacon reads nothing back.
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/main/analytics/page-views',
    { schema: { querystring: reportQuery, response: reportAnswer }, config: { policy: ['Admin'] } },
    async (request, reply) => envelope(request, reply, await pageViewReport(ctx.db, Number(request.query.days ?? 30))),
  );
}
