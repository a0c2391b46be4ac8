import { translate } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import type { AppContext } from '../../context';
import type { NotificationCategory } from './model';
import { accountIdsOfUser } from './queries';
import { bothLanguages, notify } from './service';

/**
 * The platform's own notifications (no operator behind them), each the answer to a domain event: a confirmed
 * e-mail, a changed password, a company request (to the operators), a paid order, a rejected transfer proof.
 */
export function notifyOnDomainEvents(ctx: AppContext) {
  /** A notification of the platform's own (no operator behind it) to every account of one person. */
  const notifyPerson = async (userId: string, category: NotificationCategory, text: 'welcome' | 'passwordChanged', link: string) => {
    await notify(ctx.db, ctx.fanout, {
      category,
      title: bothLanguages(`${text}Title`),
      body: bothLanguages(`${text}Body`),
      link,
      recipients: { kind: 'accounts', ids: await accountIdsOfUser(ctx.db, userId) },
      createdBy: null,
    });
  };
  ctx.events.on('account.emailConfirmed', ({ userId }) => notifyPerson(userId, 'welcome', 'welcome', '/member'));
  ctx.events.on('account.passwordChanged', ({ userId }) => notifyPerson(userId, 'password-changed', 'passwordChanged', '/member/profile'));

  ctx.events.on('catalogue.companyRequested', async ({ kind, company, participants, wanted }) => {
    const text = (locale: Locale, key: 'catalogue.requestNotificationTitle' | 'catalogue.requestNotificationBody') =>
      translate(locale, key, { kind, company, participants, wanted });
    await notify(ctx.db, ctx.fanout, {
      category: 'company-request',
      title: { id: text('id', 'catalogue.requestNotificationTitle'), en: text('en', 'catalogue.requestNotificationTitle') },
      body: { id: text('id', 'catalogue.requestNotificationBody'), en: text('en', 'catalogue.requestNotificationBody') },
      link: null,
      recipients: { kind: 'role', role: 'Admin' },
      createdBy: null,
    });
  });

  ctx.events.on('notification.requested', async ({ category, accountIds, title, body, link }) => {
    if (accountIds.length === 0) return;
    await notify(ctx.db, ctx.fanout, { category, title, body, link, recipients: { kind: 'accounts', ids: accountIds }, createdBy: null });
  });

  ctx.events.on('order.paid', async ({ accountId }) => {
    const text = (key: 'orders.paidNotificationTitle' | 'orders.paidNotificationBody') => ({ id: translate('id', key), en: translate('en', key) });
    await notify(ctx.db, ctx.fanout, {
      category: 'order-paid',
      title: text('orders.paidNotificationTitle'),
      body: text('orders.paidNotificationBody'),
      link: '/member/transaksi',
      recipients: { kind: 'accounts', ids: [accountId] },
      createdBy: null,
    });
  });

  ctx.events.on('order.paymentRejected', async ({ orderId, accountId, reason }) => {
    const text = (key: 'payments.rejectedNotificationTitle' | 'payments.rejectedNotificationBody') => ({
      id: translate('id', key, { reason }),
      en: translate('en', key, { reason }),
    });
    await notify(ctx.db, ctx.fanout, {
      category: 'payment-rejected',
      title: text('payments.rejectedNotificationTitle'),
      body: text('payments.rejectedNotificationBody'),
      link: `/member/transaksi/${orderId}`,
      recipients: { kind: 'accounts', ids: [accountId] },
      createdBy: null,
    });
  });
}
