import { sql } from 'kysely';
import { containsPattern } from '@core/catalogue/adminList';
import type { MyProgram, OperatorOrderRow, OrderView } from '@core/checkout/contract';
import type { ProofStatus } from '@core/checkout/payment';
import type { Locale } from '@core/i18n/locales';
import { ENROLLMENT_TYPE } from '@core/rules/programs';
import type { Db } from '../../db/connect';
import { providerOf } from './providers';

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
      .select([
        'payment_proofs.id',
        'payment_proofs.order_id',
        'payment_proofs.status',
        'payment_proofs.reason',
        'payment_proofs.created_at',
        'uploads.content_type',
      ])
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
      .map((proof) => ({
        id: proof.id,
        status: proof.status as ProofStatus,
        reason: proof.reason,
        contentType: proof.content_type,
        createdAt: proof.created_at.toISOString(),
      })),
  }));
}

const ENROLMENT_STATUS: Record<string, string> = { paid: 'active', fulfilled: 'completed', refunded: 'refunded' };

/** The account's enrolments and certification registrations, newest first. */
export async function myProgramsOf(db: Db, accountId: string, locale: Locale): Promise<MyProgram[]> {
  const title = locale === 'en' ? 'programs.title_en' : 'programs.title_id';
  const [enrolments, registrations] = await Promise.all([
    db
      .selectFrom('enrolments')
      .innerJoin('programs', 'programs.id', 'enrolments.program_id')
      .innerJoin('order_items', 'order_items.id', 'enrolments.order_item_id')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select([
        'enrolments.id',
        'programs.id as program_id',
        sql<string>`${sql.ref(title)}`.as('title'),
        'programs.kind',
        'enrolments.created_at',
        'orders.state',
      ])
      .where('enrolments.account_id', '=', accountId)
      .execute(),
    db
      .selectFrom('certification_registrations')
      .innerJoin('programs', 'programs.id', 'certification_registrations.program_id')
      .select([
        'certification_registrations.id',
        'programs.id as program_id',
        sql<string>`${sql.ref(title)}`.as('title'),
        'programs.kind',
        'certification_registrations.created_at',
        'certification_registrations.status',
      ])
      .where('certification_registrations.account_id', '=', accountId)
      .execute(),
  ]);
  return [
    ...enrolments.map((row) => ({
      id: row.id,
      programId: row.program_id,
      title: row.title,
      kind: row.kind,
      enrolledAt: row.created_at.toISOString(),
      status: ENROLMENT_STATUS[row.state] ?? row.state,
    })),
    ...registrations.map((row) => ({
      id: row.id,
      programId: row.program_id,
      title: row.title,
      kind: row.kind,
      enrolledAt: row.created_at.toISOString(),
      status: row.status,
    })),
  ].sort((a, b) => b.enrolledAt.localeCompare(a.enrolledAt));
}

/** The caller's own order (id and provider), or undefined: another account's order is not found. */
export function ownOrder(db: Db, accountId: string, orderId: string) {
  return db.selectFrom('orders').select(['id', 'payment_provider']).where('id', '=', orderId).where('account_id', '=', accountId).executeTakeFirst();
}

/** Any order's provider and owner (the operator's routes). */
export function orderById(db: Db, orderId: string) {
  return db.selectFrom('orders').select(['id', 'payment_provider', 'account_id']).where('id', '=', orderId).executeTakeFirst();
}

/** An order already made with this idempotency key by this account. */
export function orderByIdempotencyKey(db: Db, accountId: string, key: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'payment_provider', 'total'])
    .where('account_id', '=', accountId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The programs of the account's chosen cart rows. */
export function cartLines(db: Db, accountId: string, cartIds: string[]) {
  return db
    .selectFrom('order_carts')
    .select(['program_id', 'enrollment_type'])
    .where('account_id', '=', accountId)
    .where('id', 'in', cartIds)
    .execute();
}

/** Whether the account has a paid (or fulfilled) order for this certification. */
export async function paidForCertification(db: Db, accountId: string, programId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select('order_items.id')
    .where('orders.account_id', '=', accountId)
    .where('orders.state', 'in', ['paid', 'fulfilled'])
    .where('order_items.program_id', '=', programId)
    .where('order_items.enrollment_type', '=', ENROLLMENT_TYPE.certification)
    .executeTakeFirst();
  return row !== undefined;
}

/** The order's learner, for the operator. */
export function learnerOf(db: Db, orderId: string) {
  return db
    .selectFrom('orders')
    .innerJoin('accounts', 'accounts.id', 'orders.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['users.fullname', 'users.email'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export interface OperatorOrderQuery {
  state?: string;
  paymentProvider?: string;
  proofWaiting?: boolean;
  q?: string;
  sort: 'createdAt' | 'total';
  direction: 'asc' | 'desc';
  limit: number;
  first: number;
}

/** The operator's order list: a page of every order, filtered and searched by the learner, and how many match. */
export async function operatorOrders(db: Db, query: OperatorOrderQuery): Promise<{ rows: OperatorOrderRow[]; total: number }> {
  let base = db.selectFrom('orders').innerJoin('accounts', 'accounts.id', 'orders.account_id').innerJoin('users', 'users.id', 'accounts.user_id');
  if (query.state !== undefined) base = base.where('orders.state', '=', query.state);
  if (query.paymentProvider !== undefined) base = base.where('orders.payment_provider', '=', query.paymentProvider);
  if (query.proofWaiting === true) {
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('payment_proofs')
          .select('payment_proofs.id')
          .whereRef('payment_proofs.order_id', '=', 'orders.id')
          .where('payment_proofs.status', '=', 'sent'),
      ),
    );
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    base = base.where((eb) => eb.or([eb('users.email', 'ilike', pattern), eb('users.fullname', 'ilike', pattern)]));
  }
  const [rows, count] = await Promise.all([
    base
      .select(['orders.id', 'orders.state', 'orders.payment_provider', 'orders.total', 'orders.created_at', 'users.fullname', 'users.email'])
      .select(({ exists, selectFrom }) =>
        exists(
          selectFrom('payment_proofs')
            .select('payment_proofs.id')
            .whereRef('payment_proofs.order_id', '=', 'orders.id')
            .where('payment_proofs.status', '=', 'sent'),
        ).as('proof_waiting'),
      )
      .orderBy(query.sort === 'total' ? 'orders.total' : 'orders.created_at', query.direction)
      .orderBy('orders.id')
      .limit(query.limit)
      .offset(query.first)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      state: row.state,
      paymentProvider: row.payment_provider,
      total: Number(row.total),
      createdAt: row.created_at.toISOString(),
      learnerName: row.fullname,
      learnerEmail: row.email,
      proofWaiting: Boolean(row.proof_waiting),
    })),
    total: Number(count.total),
  };
}
