import { parseCalendarRange } from '@core/learning/calendar';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { HttpError } from '../../../platform/httpError';
import { requestLocale } from '../../../platform/locale';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { CALENDAR_ROLES, calendarEvents, feedCreatedAt, renewFeedToken } from './calendarQueries';
import { calendarAnswer, calendarQuery, feedCreatedAnswer, feedStateAnswer } from './calendarSchemas';

/**
 * The learning calendar: GET /api/main/calendar?from&to (the caller's events, calendarQueries.ts says
 * whose), the feed's state and its renewal. Not under `jadwal`: the assessor SPV's jadwal is another page.
 */
const calendarPolicy = { policy: CALENDAR_ROLES } as const;

export async function calendarRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get('/calendar', { config: calendarPolicy, schema: { querystring: calendarQuery, response: calendarAnswer } }, async (request, reply) => {
    const range = parseCalendarRange(request.query.from, request.query.to);
    if ('problem' in range) throw new HttpError(400, `calendarForum.calendar.errors.${range.problem}`);
    const principal = principalOf(request);
    return envelope(request, reply, await calendarEvents(db, principal.accountId, principal.role, range, requestLocale(request)));
  });

  app.get('/calendar/feed', { config: calendarPolicy, schema: { response: feedStateAnswer } }, async (request, reply) => {
    const createdAt = await feedCreatedAt(db, principalOf(request).accountId);
    return envelope(request, reply, { createdAt: createdAt?.toISOString() ?? null });
  });

  app.post('/calendar/feed', { config: calendarPolicy, schema: { response: feedCreatedAnswer } }, async (request, reply) => {
    const accountId = principalOf(request).accountId;
    const token = await renewFeedToken(db, accountId);
    const createdAt = (await feedCreatedAt(db, accountId)) ?? new Date();
    const url = `${ctx.config.publicUrl}/calendar/${token}.ics?lang=${requestLocale(request)}`;
    return envelope(request, reply, { url, createdAt: createdAt.toISOString() }, 'calendarForum.calendar.feed.made');
  });
}
