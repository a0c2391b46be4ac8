import { sql } from 'kysely';
import type { PaymentProviderName } from '@core/checkout/payment';
import { canMove, isOrderState, type OrderState } from '@core/checkout/orderStates';
import { checkoutTotals } from '@core/checkout/totals';
import { ENROLLMENT_TYPE } from '@core/rules/programs';
import { isProgramKind } from '@core/rules/programLinks';
import { pphRate, ppnRate } from '@core/rules/tax';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect';
import { readConfiguration } from '../../platform/configuration';
import { HttpError, notFound } from '../../platform/httpError';
import { sendStoredFile, type StoredFile } from '../../platform/storedFiles';

export interface OrderLine {
  programId: number;
  enrollmentType: number;
}

export interface NewOrder {
  accountId: string;
  idempotencyKey: string;
  provider: PaymentProviderName;
  lines: OrderLine[];
  expiryMinutes: number;
}

/**
 * Makes an order from published programs, copying their prices and today's tax rates, and takes them out of the
 * cart. The (account, idempotency key) unique key makes it happen once: a repeat, even a concurrent one, waits
 * for the first and answers its order (`created` false).
 */
export async function createOrder(db: Db, order: NewOrder): Promise<{ id: string; created: boolean; total: number; provider: string }> {
  const programIds = [...new Set(order.lines.map((line) => line.programId))];
  const programs = await db.selectFrom('programs').selectAll().where('id', 'in', programIds).where('published', '=', true).execute();
  for (const line of order.lines) {
    const program = programs.find((candidate) => candidate.id === line.programId);
    if (!program || !isProgramKind(program.kind) || ENROLLMENT_TYPE[program.kind] !== line.enrollmentType)
      throw notFound('catalogue.programNotFound');
  }
  const configuration = await readConfiguration(db);
  const rates = { ppn: ppnRate(configuration), pph: pphRate(configuration) };
  const lines = programs.map((program) => ({ program, price: Number(program.price), discount: Number(program.discount) }));
  const totals = checkoutTotals(lines, rates);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('orders')
      .values({
        account_id: order.accountId,
        idempotency_key: order.idempotencyKey,
        payment_provider: order.provider,
        subtotal: totals.subtotal,
        discount: totals.discount,
        ppn_rate: rates.ppn,
        pph_rate: rates.pph,
        ppn: totals.ppn,
        pph: totals.pph,
        total: totals.total,
        expires_at: new Date(Date.now() + order.expiryMinutes * 60_000),
      })
      .onConflict((conflict) => conflict.columns(['account_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx
        .selectFrom('orders')
        .select(['id', 'total', 'payment_provider'])
        .where('account_id', '=', order.accountId)
        .where('idempotency_key', '=', order.idempotencyKey)
        .executeTakeFirstOrThrow();
      return { id: existing.id, created: false, total: Number(existing.total), provider: existing.payment_provider };
    }
    await trx
      .insertInto('order_items')
      .values(
        lines.map(({ program, price, discount }) => ({
          order_id: inserted.id,
          program_id: program.id,
          enrollment_type: isProgramKind(program.kind) ? ENROLLMENT_TYPE[program.kind] : 0,
          title_id: program.title_id,
          title_en: program.title_en,
          price,
          discount,
          total: price - discount,
        })),
      )
      .execute();
    await trx
      .insertInto('order_events')
      .values({ order_id: inserted.id, from_state: null, to_state: 'awaiting-payment', actor_account_id: order.accountId })
      .execute();
    await trx.deleteFrom('order_carts').where('account_id', '=', order.accountId).where('program_id', 'in', programIds).execute();
    return { id: inserted.id, created: true, total: totals.total, provider: order.provider };
  });
}

const illegalMove = (from: string, to: OrderState) => new HttpError(409, 'orders.illegalMove', { from, to });

/**
 * One state change, recorded with its time and actor (null: the system). Refused (409) unless the state machine
 * allows it from the order's current state; the update is conditional on that state, so two racing changes
 * cannot both win.
 */
export async function moveOrder(
  db: Db,
  orderId: string,
  to: OrderState,
  actorAccountId: string | null,
  note: string | null = null,
): Promise<OrderState> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select('state').where('id', '=', orderId).executeTakeFirst();
    if (!order) throw notFound();
    if (!isOrderState(order.state) || !canMove(order.state, to)) throw illegalMove(order.state, to);
    const updated = await trx
      .updateTable('orders')
      .set({ state: to })
      .where('id', '=', orderId)
      .where('state', '=', order.state)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw illegalMove(order.state, to);
    await trx
      .insertInto('order_events')
      .values({ order_id: orderId, from_state: order.state, to_state: to, actor_account_id: actorAccountId, note })
      .execute();
    return to;
  });
}

/**
 * A payment confirmation: awaiting payment -> paid, then one enrolment (or certification registration) per item.
 * A second confirmation of a paid order changes nothing and answers `paid: false`; the unique keys on the
 * enrolments keep even racing confirmations to one each.
 */
export async function confirmPayment(db: Db, orderId: string, actorAccountId: string | null): Promise<{ paid: boolean; accountId: string }> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({ state: 'paid' })
      .where('id', '=', orderId)
      .where('state', '=', 'awaiting-payment')
      .returning('account_id')
      .executeTakeFirst();
    if (!updated) {
      const order = await trx.selectFrom('orders').select(['state', 'account_id']).where('id', '=', orderId).executeTakeFirst();
      if (!order) throw notFound();
      if (order.state === 'paid' || order.state === 'fulfilled') return { paid: false, accountId: order.account_id };
      throw illegalMove(order.state, 'paid');
    }
    await trx
      .insertInto('order_events')
      .values({ order_id: orderId, from_state: 'awaiting-payment', to_state: 'paid', actor_account_id: actorAccountId })
      .execute();
    const items = await trx.selectFrom('order_items').select(['id', 'program_id', 'enrollment_type']).where('order_id', '=', orderId).execute();
    for (const item of items) {
      if (item.enrollment_type === ENROLLMENT_TYPE.certification) {
        await registerCertification(trx, updated.account_id, item.program_id);
      } else {
        await trx
          .insertInto('enrolments')
          .values({ account_id: updated.account_id, program_id: item.program_id, order_item_id: item.id })
          .onConflict((conflict) => conflict.column('order_item_id').doNothing())
          .execute();
      }
    }
    return { paid: true, accountId: updated.account_id };
  });
}

export async function registerCertification(db: Db, accountId: string, programId: number): Promise<string> {
  await db
    .insertInto('certification_registrations')
    .values({ account_id: accountId, program_id: programId })
    .onConflict((conflict) => conflict.columns(['account_id', 'program_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('certification_registrations')
    .select('id')
    .where('account_id', '=', accountId)
    .where('program_id', '=', programId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What happened to an order besides a state change (a proof sent or rejected, a failed payment), with its actor. */
export async function recordAction(db: Db, orderId: string, action: string, actorAccountId: string | null, note: string | null): Promise<void> {
  await db
    .insertInto('order_events')
    .values({ order_id: orderId, from_state: 'awaiting-payment', to_state: 'awaiting-payment', action, actor_account_id: actorAccountId, note })
    .execute();
}

/** The queue of the orders' expiry: one job per order, due at its deadline, expiring every overdue order. */
export const EXPIRE_ORDERS_JOB = 'orders.expire';

/**
 * Orders left unpaid past their time expire (recorded as the system's move); run before orders are read or paid.
 * An order whose transfer proof waits for the operator does not: the learner paid in time.
 */
export async function expireOverdueOrders(db: Db): Promise<void> {
  const expired = await db
    .updateTable('orders')
    .set({ state: 'expired' })
    .where('state', '=', 'awaiting-payment')
    .where('expires_at', '<', sql<Date>`now()`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payment_proofs')
            .select('payment_proofs.id')
            .whereRef('payment_proofs.order_id', '=', 'orders.id')
            .where('payment_proofs.status', '=', 'sent'),
        ),
      ),
    )
    .returning('id')
    .execute();
  if (expired.length === 0) return;
  await db
    .insertInto('order_events')
    .values(expired.map(({ id }) => ({ order_id: id, from_state: 'awaiting-payment', to_state: 'expired', actor_account_id: null })))
    .execute();
}

/** A proof's bytes: private to the learner and the operator, so never kept by a shared cache. */
export function sendProof(request: FastifyRequest, reply: FastifyReply, proof: StoredFile) {
  return sendStoredFile(request, reply, proof, 'private, no-store');
}
