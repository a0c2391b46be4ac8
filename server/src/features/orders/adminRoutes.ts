import type { FastifyInstance } from 'fastify';
import { contentRange, containsPattern, listQuerySchema, parseListQuery, type ListQueryText } from '../../../../src/core/catalogue/adminList';
import { ORDER_STATES, type OrderState } from '../../../../src/core/checkout/orderStates';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { badRequest, HttpError, notFound } from '../../platform/httpError';
import { requestLocale } from '../../platform/locale';
import { principalOf } from '../../platform/policy';
import { uploadsDir } from '../../platform/uploads';
import { sendProof } from './paymentRoutes';
import { providerOf } from './providers';
import { openProof } from './providers/manualTransfer';
import { orderIdParams, proofParams } from './schemas';
import { expireOverdueOrders, moveOrder } from './service';
import { ordersOf } from './views';

const operator = { policy: ['Admin'] } as const;
const rejectBody = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: { reason: { type: 'string', minLength: 3, maxLength: 500, pattern: '\\S' } },
} as const;
/** The operator's moves besides a payment's confirmation; the state machine decides whether each is allowed. */
const MOVES = { cancel: 'cancelled', refund: 'refunded', fulfil: 'fulfilled' } as const satisfies Record<string, OrderState>;

/**
 * The operator console's orders (main family, ra-data-simple-rest): /admin-orders lists every order (filter by
 * state, provider, a waiting proof; search by the learner's e-mail or name), /admin-orders/{id} shows one with its
 * history and proofs, and the actions confirm or reject a manual transfer, cancel, refund and fulfil. Every
 * action is one recorded move through the state machine (an illegal one answers 409).
 */
export async function adminOrderRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const dir = uploadsDir(ctx.config);

  app.get<{ Querystring: ListQueryText }>('/admin-orders', { schema: { querystring: listQuerySchema }, config: operator }, async (request, reply) => {
    const parsed = parseListQuery(request.query, { state: 'string', paymentProvider: 'string', proofWaiting: 'boolean' }, ['createdAt', 'total']);
    if ('invalid' in parsed) throw badRequest(parsed.invalid);
    const { query } = parsed;
    if (query.filter.state !== undefined && !(ORDER_STATES as readonly unknown[]).includes(query.filter.state)) throw badRequest('filter.state');
    await expireOverdueOrders(ctx.db);
    let base = ctx.db
      .selectFrom('orders')
      .innerJoin('accounts', 'accounts.id', 'orders.account_id')
      .innerJoin('users', 'users.id', 'accounts.user_id');
    if (query.filter.state !== undefined) base = base.where('orders.state', '=', String(query.filter.state));
    if (query.filter.paymentProvider !== undefined) base = base.where('orders.payment_provider', '=', String(query.filter.paymentProvider));
    if (query.filter.proofWaiting === true) {
      base = base.where(({ exists, selectFrom }) =>
        exists(selectFrom('payment_proofs').select('payment_proofs.id').whereRef('payment_proofs.order_id', '=', 'orders.id').where('payment_proofs.status', '=', 'sent')),
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
          exists(selectFrom('payment_proofs').select('payment_proofs.id').whereRef('payment_proofs.order_id', '=', 'orders.id').where('payment_proofs.status', '=', 'sent')).as('proof_waiting'),
        )
        .orderBy(query.sort === 'total' ? 'orders.total' : 'orders.created_at', query.direction)
        .orderBy('orders.id')
        .limit(query.limit)
        .offset(query.first)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    reply.header('content-range', contentRange('admin-orders', query.first, rows.length, Number(count.total)));
    return envelope(
      request,
      reply,
      rows.map((row) => ({
        id: row.id,
        state: row.state,
        paymentProvider: row.payment_provider,
        total: Number(row.total),
        createdAt: row.created_at.toISOString(),
        learnerName: row.fullname,
        learnerEmail: row.email,
        proofWaiting: Boolean(row.proof_waiting),
      })),
    );
  });

  async function orderView(request: Parameters<typeof requestLocale>[0], orderId: string) {
    const [order] = await ordersOf(ctx.db, requestLocale(request), { orderId });
    if (!order) throw notFound();
    const learner = await ctx.db
      .selectFrom('orders')
      .innerJoin('accounts', 'accounts.id', 'orders.account_id')
      .innerJoin('users', 'users.id', 'accounts.user_id')
      .select(['users.fullname', 'users.email'])
      .where('orders.id', '=', orderId)
      .executeTakeFirstOrThrow();
    return { ...order, learnerName: learner.fullname, learnerEmail: learner.email };
  }

  app.get<{ Params: { id: string } }>('/admin-orders/:id', { schema: { params: orderIdParams }, config: operator }, async (request, reply) => {
    await expireOverdueOrders(ctx.db);
    return envelope(request, reply, await orderView(request, request.params.id));
  });

  app.get<{ Params: { id: string; proofId: string } }>('/admin-orders/:id/payment-proof/:proofId', { schema: { params: proofParams }, config: operator }, async (request, reply) => {
    const proof = await openProof(ctx.db, dir, request.params.proofId, request.params.id);
    if (!proof) throw notFound();
    return sendProof(reply, proof);
  });

  /** The order's provider, which must be the manual transfer for the operator's payment decisions. */
  async function manualTransferOf(orderId: string) {
    const order = await ctx.db.selectFrom('orders').select(['payment_provider']).where('id', '=', orderId).executeTakeFirst();
    if (!order) throw notFound();
    if (order.payment_provider !== 'manual-transfer') throw new HttpError(409, 'payments.notManualTransfer');
    return providerOf(order.payment_provider);
  }

  app.post<{ Params: { id: string } }>('/admin-orders/:id/confirm', { schema: { params: orderIdParams }, config: operator }, async (request, reply) => {
    const provider = await manualTransferOf(request.params.id);
    await expireOverdueOrders(ctx.db);
    const result = await provider.confirm(ctx.db, request.params.id, principalOf(request).accountId);
    if (result.paid) ctx.events.emit('order.paid', { orderId: request.params.id, accountId: result.accountId });
    return envelope(request, reply, await orderView(request, request.params.id), result.paid ? 'payments.confirmed' : 'payments.alreadyPaid');
  });

  app.post<{ Params: { id: string }; Body: { reason: string } }>(
    '/admin-orders/:id/reject',
    { schema: { params: orderIdParams, body: rejectBody }, config: operator },
    async (request, reply) => {
      const provider = await manualTransferOf(request.params.id);
      const reason = request.body.reason.trim();
      await provider.reject(ctx.db, request.params.id, principalOf(request).accountId, reason);
      const order = await orderView(request, request.params.id);
      const owner = await ctx.db.selectFrom('orders').select('account_id').where('id', '=', request.params.id).executeTakeFirstOrThrow();
      ctx.events.emit('order.paymentRejected', { orderId: order.id, accountId: owner.account_id, reason });
      return envelope(request, reply, order, 'payments.rejected');
    },
  );

  for (const [action, to] of Object.entries(MOVES)) {
    app.post<{ Params: { id: string } }>(`/admin-orders/:id/${action}`, { schema: { params: orderIdParams }, config: operator }, async (request, reply) => {
      await expireOverdueOrders(ctx.db);
      await moveOrder(ctx.db, request.params.id, to, principalOf(request).accountId);
      return envelope(request, reply, await orderView(request, request.params.id), 'payments.moved');
    });
  }
}
