import type { FastifyRequest } from 'fastify';
import { contentRange, parseListQuery } from '@core/catalogue/adminList';
import { ListQueryText } from '@core/catalogue/adminList.contract';
import { ORDER_STATES, type OrderState } from '@core/checkout/orderStates';
import type { OperatorOrderView } from '@core/checkout/contract';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { badRequest, HttpError, notFound } from '../../platform/httpError';
import { requestLocale } from '../../platform/locale';
import { principalOf } from '../../platform/policy';
import type { ContractedApp } from '../../platform/typeProvider';
import { uploadStore } from '../../platform/uploads';
import { providerOf } from './providers';
import { openProof } from './providers/manualTransfer';
import { learnerOf, operatorOrders, orderById, ordersOf } from './queries';
import { operatorOrderAnswer, operatorOrderListAnswer, orderIdParams, proofParams, rejectBody } from './schemas';
import { expireOverdueOrders, moveOrder, sendProof } from './service';

const operator = { policy: ['Admin'] } as const;
/** The operator's moves besides a payment's confirmation; the state machine decides whether each is allowed. */
const MOVES = { cancel: 'cancelled', refund: 'refunded', fulfil: 'fulfilled' } as const satisfies Record<string, OrderState>;

/**
 * The operator console's orders (main family, ra-data-simple-rest): /admin-orders lists every order (filter by
 * state, provider, a waiting proof; search by the learner's e-mail or name), /admin-orders/{id} shows one with its
 * history and proofs, and the actions confirm or reject a manual transfer, cancel, refund and fulfil. Every
 * action is one recorded move through the state machine (an illegal one answers 409).
 */
export async function operatorRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const dir = uploadStore(ctx.config);

  app.get(
    '/admin-orders',
    { schema: { querystring: ListQueryText, response: operatorOrderListAnswer }, config: operator },
    async (request, reply) => {
      const parsed = parseListQuery(request.query, { state: 'string', paymentProvider: 'string', proofWaiting: 'boolean' }, ['createdAt', 'total']);
      if ('invalid' in parsed) throw badRequest(parsed.invalid);
      const { filter, q, sort, direction, limit, first } = parsed.query;
      if (filter.state !== undefined && !(ORDER_STATES as readonly unknown[]).includes(filter.state)) throw badRequest('filter.state');
      await expireOverdueOrders(ctx.db);
      const { rows, total } = await operatorOrders(ctx.db, {
        state: filter.state === undefined ? undefined : String(filter.state),
        paymentProvider: filter.paymentProvider === undefined ? undefined : String(filter.paymentProvider),
        proofWaiting: filter.proofWaiting === true,
        q,
        sort: sort === 'total' ? 'total' : 'createdAt',
        direction,
        limit,
        first,
      });
      reply.header('content-range', contentRange('admin-orders', first, rows.length, total));
      return envelope(request, reply, rows);
    },
  );

  async function orderView(request: FastifyRequest, orderId: string): Promise<OperatorOrderView> {
    const [order] = await ordersOf(ctx.db, requestLocale(request), { orderId });
    if (!order) throw notFound();
    const learner = await learnerOf(ctx.db, orderId);
    return { ...order, learnerName: learner.fullname, learnerEmail: learner.email };
  }

  app.get('/admin-orders/:id', { schema: { params: orderIdParams, response: operatorOrderAnswer }, config: operator }, async (request, reply) => {
    await expireOverdueOrders(ctx.db);
    return envelope(request, reply, await orderView(request, request.params.id));
  });

  // No response schema: the answer is the proof's file.
  app.get('/admin-orders/:id/payment-proof/:proofId', { schema: { params: proofParams }, config: operator }, async (request, reply) => {
    const proof = await openProof(ctx.db, dir, request.params.proofId, request.params.id);
    if (!proof) throw notFound();
    return sendProof(request, reply, proof);
  });

  /** The order's provider, which must be the manual transfer for the operator's payment decisions. */
  async function manualTransferOf(orderId: string) {
    const order = await orderById(ctx.db, orderId);
    if (!order) throw notFound();
    if (order.payment_provider !== 'manual-transfer') throw new HttpError(409, 'payments.notManualTransfer');
    return { order, provider: providerOf(order.payment_provider) };
  }

  app.post(
    '/admin-orders/:id/confirm',
    { schema: { params: orderIdParams, response: operatorOrderAnswer }, config: operator },
    async (request, reply) => {
      const { provider } = await manualTransferOf(request.params.id);
      await expireOverdueOrders(ctx.db);
      const result = await provider.confirm(ctx.db, request.params.id, principalOf(request).accountId);
      if (result.paid) ctx.events.emit('order.paid', { orderId: request.params.id, accountId: result.accountId });
      return envelope(request, reply, await orderView(request, request.params.id), result.paid ? 'payments.confirmed' : 'payments.alreadyPaid');
    },
  );

  app.post(
    '/admin-orders/:id/reject',
    { schema: { params: orderIdParams, body: rejectBody, response: operatorOrderAnswer }, config: operator },
    async (request, reply) => {
      const { order: owner, provider } = await manualTransferOf(request.params.id);
      const reason = request.body.reason.trim();
      await provider.reject(ctx.db, request.params.id, principalOf(request).accountId, reason);
      const order = await orderView(request, request.params.id);
      ctx.events.emit('order.paymentRejected', { orderId: order.id, accountId: owner.account_id, reason });
      return envelope(request, reply, order, 'payments.rejected');
    },
  );

  for (const [action, to] of Object.entries(MOVES)) {
    app.post(
      `/admin-orders/:id/${action}`,
      { schema: { params: orderIdParams, response: operatorOrderAnswer }, config: operator },
      async (request, reply) => {
        await expireOverdueOrders(ctx.db);
        await moveOrder(ctx.db, request.params.id, to, principalOf(request).accountId);
        return envelope(request, reply, await orderView(request, request.params.id), 'payments.moved');
      },
    );
  }
}
