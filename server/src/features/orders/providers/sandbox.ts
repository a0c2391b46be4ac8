import type { PaymentProvider } from './types';
import { confirmPayment, recordAction } from '../service';

/** Development and tests: the public site's page at /payment/sandbox/{id} says paid or failed. */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  start: (order) => ({ kind: 'redirect', path: `/payment/sandbox/${order.id}` }),
  confirm: confirmPayment,
  async reject(db, orderId, actorAccountId, reason) {
    // A failure reported for an order no longer awaiting payment changes nothing, so there is nothing to record.
    const order = await db.selectFrom('orders').select('state').where('id', '=', orderId).executeTakeFirst();
    if (order?.state === 'awaiting-payment') await recordAction(db, orderId, 'payment-failed', actorAccountId, reason);
  },
};
