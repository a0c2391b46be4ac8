import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { sameSiteTarget } from '../../../../src/core/rules/redirect';
import { isRoleName } from '../../../../src/core/rules/roles';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { badRequest, HttpError, notFound } from '../../platform/httpError';
import { principalOf } from '../../platform/policy';
import { idParams, listQuery, sendBody, type SendBody } from './bodySchemas';
import type { Recipients } from './model';
import { countUnread, listNotifications, markAllRead, markRead } from './queries';
import { notify } from './service';

async function recipientsOf(ctx: AppContext, body: SendBody): Promise<Recipients> {
  if (body.audience === 'all') return { kind: 'all' };
  if (body.audience === 'role') {
    if (!isRoleName(body.role)) throw badRequest('role', { role: 'errors.fieldInvalid' });
    return { kind: 'role', role: body.role };
  }
  if (!body.userId && !body.email) throw badRequest('userId, email', { userId: 'validation.required' });
  const rows = await ctx.db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select('accounts.id')
    .where((eb) => (body.userId ? eb('accounts.id', '=', body.userId) : eb(sql`lower(users.email)`, '=', (body.email ?? '').trim().toLowerCase())))
    .execute();
  if (!rows.length) throw notFound('notifications.unknownRecipient');
  return { kind: 'accounts', ids: rows.map((row) => row.id) };
}

/** SPEC 7's unread count, the notification page's list, marking read, and the operator's broadcast. */
export async function notificationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  // SPEC 7: the client reads data.data.totalUnread.
  app.get('/notification', { config: { policy: 'authenticated' } }, async (request, reply) =>
    envelope(request, reply, { data: { totalUnread: await countUnread(db, principalOf(request).accountId) } }),
  );

  app.get<{ Querystring: { pageIndex?: string; pageSize?: string } }>(
    '/notification/list',
    { schema: { querystring: listQuery }, config: { policy: 'authenticated' } },
    async (request, reply) => {
      const accountId = principalOf(request).accountId;
      const pageIndex = Number(request.query.pageIndex ?? 1);
      const pageSize = Number(request.query.pageSize ?? 10);
      const [page, totalUnread] = await Promise.all([listNotifications(db, accountId, pageIndex, pageSize), countUnread(db, accountId)]);
      return envelope(request, reply, { ...page, pageIndex, pageSize, totalUnread });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/notification/:id/read',
    { schema: { params: idParams }, config: { policy: 'authenticated' } },
    async (request, reply) => {
      const accountId = principalOf(request).accountId;
      // Another account's notification answers 404, like one that does not exist.
      if (!(await markRead(db, accountId, request.params.id))) throw notFound();
      return envelope(request, reply, { totalUnread: await countUnread(db, accountId) });
    },
  );

  app.post('/notification/read-all', { config: { policy: 'authenticated' } }, async (request, reply) => {
    await markAllRead(db, principalOf(request).accountId);
    return envelope(request, reply, { totalUnread: 0 });
  });

  app.post<{ Body: SendBody }>(
    '/notification/send',
    { schema: { body: sendBody }, config: { policy: ['Admin'] } },
    async (request, reply) => {
      // A link leads to a page of this site only ('//evil.example', '/\tevil', 'https://...' are refused), stored as
      // the browser would resolve it.
      const link = request.body.link === undefined ? null : sameSiteTarget(request.body.link);
      if (request.body.link !== undefined && link === null) {
        throw new HttpError(400, 'notifications.linkNotOnSite', {}, { link: 'notifications.linkNotOnSite' });
      }
      const recipients = await recipientsOf(ctx, request.body);
      const stored = await notify(db, ctx.fanout, {
        category: 'announcement',
        title: request.body.title,
        body: request.body.body,
        link,
        recipients,
        createdBy: principalOf(request).accountId,
      });
      return envelope(request, reply, { id: stored.view.id, recipients: stored.recipients }, 'messages.ok', 201);
    },
  );
}
