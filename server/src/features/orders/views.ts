import type { Locale } from '../../../../src/core/i18n/locales';
import type { Db } from '../../db/connect';

/** An order as the learner's transactions list and detail show it (amounts in whole rupiah). */
export interface OrderView {
  id: string;
  state: string;
  paymentProvider: string;
  subtotal: number;
  discount: number;
  ppnRate: number;
  pphRate: number;
  ppn: number;
  pph: number;
  total: number;
  expiresAt: string;
  createdAt: string;
  items: { programId: number; enrollmentType: number; title: string; price: number; discount: number; total: number }[];
  events: { from: string | null; to: string; at: string; actorAccountId: string | null; note: string | null }[];
}

/** The account's orders, newest first; with `orderId`, just that one (another account's order is not found). */
export async function ordersOf(db: Db, accountId: string, locale: Locale, orderId?: string): Promise<OrderView[]> {
  let query = db.selectFrom('orders').selectAll().where('account_id', '=', accountId).orderBy('created_at', 'desc');
  if (orderId) query = query.where('id', '=', orderId);
  const orders = await query.execute();
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const [items, events] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('title_id').execute(),
    db.selectFrom('order_events').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
  ]);
  return orders.map((order) => ({
    id: order.id,
    state: order.state,
    paymentProvider: order.payment_provider,
    subtotal: Number(order.subtotal),
    discount: Number(order.discount),
    ppnRate: Number(order.ppn_rate),
    pphRate: Number(order.pph_rate),
    ppn: Number(order.ppn),
    pph: Number(order.pph),
    total: Number(order.total),
    expiresAt: order.expires_at.toISOString(),
    createdAt: order.created_at.toISOString(),
    items: items
      .filter((item) => item.order_id === order.id)
      .map((item) => ({
        programId: item.program_id,
        enrollmentType: item.enrollment_type,
        title: locale === 'en' ? item.title_en : item.title_id,
        price: Number(item.price),
        discount: Number(item.discount),
        total: Number(item.total),
      })),
    events: events
      .filter((event) => event.order_id === order.id)
      .map((event) => ({ from: event.from_state, to: event.to_state, at: event.created_at.toISOString(), actorAccountId: event.actor_account_id, note: event.note })),
  }));
}
