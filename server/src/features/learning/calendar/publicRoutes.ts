import { feedWindow } from '@core/learning/calendar';
import type { AppContext } from '../../../context';
import { notFound } from '../../../platform/httpError';
import type { ContractedApp } from '../../../platform/typeProvider';
import { icsCalendar } from './calendarIcs';
import { calendarEvents, feedOwner } from './calendarQueries';
import { feedParams, feedQuery } from './calendarSchemas';

const ICS_SUFFIX = '.ics';

/**
 * The feed itself, outside /api: calendar apps fetch it with no session and no API key, so its secret address is its
 * only key (policy 'public'). An unknown or renewed-away token answers 404, like any address that is not there.
 */
export async function calendarFeedRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  app.get('/calendar/:file', { config: { policy: 'public' }, schema: { params: feedParams, querystring: feedQuery } }, async (request, reply) => {
    const { file } = request.params;
    if (!file.endsWith(ICS_SUFFIX)) throw notFound();
    const owner = await feedOwner(ctx.db, file.slice(0, -ICS_SUFFIX.length));
    if (!owner) throw notFound();
    const locale = request.query.lang ?? 'id';
    const events = await calendarEvents(ctx.db, owner.accountId, owner.role, feedWindow(new Date()), locale);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=900')
      .header('content-disposition', 'inline; filename="jadwal.ics"')
      .send(icsCalendar(events, locale));
  });
}
