import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { RECEIVE_NOTIFICATION } from './model';
import { accountIdsOfUser } from './queries';
import { notificationRoutes } from './routes';
import { bothLanguages, isDelivery, notify } from './service';

/**
 * Notifications (SPEC 4, 7; DESIGN 5): stored rows, the unread count and list, the operator's broadcast, and
 * live delivery through the hub to every connection of each recipient, on whichever instance it is.
 */
export async function notificationsFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  ctx.fanout.subscribe((message) => {
    if (isDelivery(message)) ctx.hub.push(message.audience, RECEIVE_NOTIFICATION, [message.notification]);
  });

  const toPerson = async (userId: string) => ({ kind: 'accounts' as const, ids: await accountIdsOfUser(ctx.db, userId) });
  ctx.events.on('account.emailConfirmed', async ({ userId }) => {
    await notify(ctx.db, ctx.fanout, {
      category: 'welcome',
      title: bothLanguages('welcomeTitle'),
      body: bothLanguages('welcomeBody'),
      link: '/member',
      recipients: await toPerson(userId),
      createdBy: null,
    });
  });
  ctx.events.on('account.passwordChanged', async ({ userId }) => {
    await notify(ctx.db, ctx.fanout, {
      category: 'password-changed',
      title: bothLanguages('passwordChangedTitle'),
      body: bothLanguages('passwordChangedBody'),
      link: '/member/profile',
      recipients: await toPerson(userId),
      createdBy: null,
    });
  });

  await app.register(notificationRoutes, { ctx });
}
