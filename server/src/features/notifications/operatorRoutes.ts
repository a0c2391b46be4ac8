import { sql } from 'kysely';
import type { NotificationSend } from '@core/notifications/contract';
import { sameSiteTarget } from '@core/rules/redirect';
import { isRoleName } from '@core/rules/roles';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { badRequest, HttpError, notFound } from '../../platform/httpError';
import { principalOf } from '../../platform/policy';
import type { ContractedApp } from '../../platform/typeProvider';
import type { Recipients } from './model';
import { sendBody, sentAnswer } from './schemas';
import { broadcast, notify } from './service';

async function recipientsOf(ctx: AppContext, body: NotificationSend): Promise<Recipients> {
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

/**
 * The operator's broadcast: to one person, a role, or everyone. To one person (a few accounts) it is written and
 * pushed before the answer; to a role or everyone the answer comes at once and a job writes the receipts (service.ts).
 */
export async function operatorRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  app.post('/notification/send', { schema: { body: sendBody, response: sentAnswer }, config: { policy: ['Admin'] } }, async (request, reply) => {
    // A link leads to a page of this site only ('//evil.example', '/\tevil', 'https://...' are refused), stored as
    // the browser would resolve it.
    const link = request.body.link === undefined ? null : sameSiteTarget(request.body.link);
    if (request.body.link !== undefined && link === null) {
      throw new HttpError(400, 'notifications.linkNotOnSite', {}, { link: 'notifications.linkNotOnSite' });
    }
    const recipients = await recipientsOf(ctx, request.body);
    const notification = {
      category: 'announcement',
      title: request.body.title,
      body: request.body.body,
      link,
      createdBy: principalOf(request).accountId,
    } as const;
    const stored =
      recipients.kind === 'accounts'
        ? await notify(ctx.db, ctx.fanout, { ...notification, recipients })
        : await broadcast(ctx.db, ctx.jobs, { ...notification, recipients });
    return envelope(request, reply, { id: stored.view.id, recipients: stored.recipients }, 'messages.ok', 201);
  });
}
