import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { notFound } from '../../platform/httpError';
import { principalOf } from '../../platform/policy';
import type { ContractedApp } from '../../platform/typeProvider';
import { countUnread, listNotifications, markAllRead, markRead } from './queries';
import { idParams, listAnswer, listQuery, unreadAnswer, unreadCountAnswer } from './schemas';

/** SPEC 7's unread count, the notification page's list, and marking read: the caller's own notifications. */
export async function memberRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const authenticated = { policy: 'authenticated' as const };

  app.get('/notification', { schema: { response: unreadCountAnswer }, config: authenticated }, async (request, reply) =>
    envelope(request, reply, { data: { totalUnread: await countUnread(db, principalOf(request).accountId) } }),
  );

  app.get('/notification/list', { schema: { querystring: listQuery, response: listAnswer }, config: authenticated }, async (request, reply) => {
    const accountId = principalOf(request).accountId;
    const pageIndex = Number(request.query.pageIndex ?? 1);
    const pageSize = Number(request.query.pageSize ?? 10);
    const [page, totalUnread] = await Promise.all([listNotifications(db, accountId, pageIndex, pageSize), countUnread(db, accountId)]);
    return envelope(request, reply, { ...page, pageIndex, pageSize, totalUnread });
  });

  app.post('/notification/:id/read', { schema: { params: idParams, response: unreadAnswer }, config: authenticated }, async (request, reply) => {
    const accountId = principalOf(request).accountId;
    // Another account's notification answers 404, like one that does not exist.
    if (!(await markRead(db, accountId, request.params.id))) throw notFound();
    return envelope(request, reply, { totalUnread: await countUnread(db, accountId) });
  });

  app.post('/notification/read-all', { schema: { response: unreadAnswer }, config: authenticated }, async (request, reply) => {
    await markAllRead(db, principalOf(request).accountId);
    return envelope(request, reply, { totalUnread: 0 });
  });
}
