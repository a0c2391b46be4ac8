import type { PaymentStart, ProofStatus, ProofView } from '../../../../src/core/checkout/payment';
import type { Locale } from '../../../../src/core/i18n/locales';
import type { Db } from '../../db/connect';
import { providerOf } from './providers';

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
  events: { from: string | null; to: string; action: string | null; at: string; actorAccountId: string | null; note: string | null }[];
  /** How to pay, while the order awaits payment (the provider's instructions or page). */
  payment: PaymentStart | null;
  /** A manual transfer's proofs, newest first. */
  proofs: ProofView[];
}

/**
 * Orders newest first: an account's (the learner's pages) or any (the operator's, `accountId` undefined); with
 * `orderId`, just that one (another account's order is not found).
 */
export async function ordersOf(db: Db, locale: Locale, scope: { accountId?: string; orderId?: string }): Promise<OrderView[]> {
  let query = db.selectFrom('orders').selectAll().orderBy('created_at', 'desc');
  if (scope.accountId) query = query.where('account_id', '=', scope.accountId);
  if (scope.orderId) query = query.where('id', '=', scope.orderId);
  const orders = await query.execute();
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const [items, events, proofs] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('title_id').execute(),
    db.selectFrom('order_events').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('payment_proofs')
      .innerJoin('uploads', 'uploads.name', 'payment_proofs.upload_name')
      .select(['payment_proofs.id', 'payment_proofs.order_id', 'payment_proofs.status', 'payment_proofs.reason', 'payment_proofs.created_at', 'uploads.content_type'])
      .where('payment_proofs.order_id', 'in', ids)
      .orderBy('payment_proofs.created_at', 'desc')
      .execute(),
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
      .map((event) => ({
        from: event.from_state,
        to: event.to_state,
        action: event.action,
        at: event.created_at.toISOString(),
        actorAccountId: event.actor_account_id,
        note: event.note,
      })),
    payment: order.state === 'awaiting-payment' ? providerOf(order.payment_provider).start({ id: order.id, total: Number(order.total) }) : null,
    proofs: proofs
      .filter((proof) => proof.order_id === order.id)
      .map((proof) => ({ id: proof.id, status: proof.status as ProofStatus, reason: proof.reason, contentType: proof.content_type, createdAt: proof.created_at.toISOString() })),
  }));
}
