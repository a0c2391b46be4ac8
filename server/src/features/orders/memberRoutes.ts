import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { badRequest, notFound } from '../../platform/httpError';
import { requestLocale } from '../../platform/locale';
import { principalOf } from '../../platform/policy';
import type { ContractedApp } from '../../platform/typeProvider';
import { invoiceContentFor, sendInvoicePdf } from './invoiceFiles';
import { providerOf } from './providers';
import { cartLines, myProgramsOf, orderByIdempotencyKey, ordersOf, ownOrder, paidForCertification } from './queries';
import {
  certificationQuery,
  createBody,
  idempotencyHeaders,
  myProgramsAnswer,
  orderAnswer,
  orderIdParams,
  ordersAnswer,
  orderStateAnswer,
  placedAnswer,
  registrationAnswer,
  sandboxBody,
} from './schemas';
import { createOrder, EXPIRE_ORDERS_JOB, expireOverdueOrders, moveOrder, registerCertification, type OrderLine } from './service';

/**
 * The learner's checkout and orders: an order is made once per idempotency key and paid through a provider (the
 * sandbox's page here; the manual transfer's proofs in memberPaymentProofRoutes.ts); SPEC 7's certification
 * enrolment and "my programs".
 */
export async function memberRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const authenticated = { policy: 'authenticated' as const };

  /** The caller's own order, or 404 (another account's order is not found). */
  async function ownOrderOr404(accountId: string, orderId: string) {
    const order = await ownOrder(ctx.db, accountId, orderId);
    if (!order) throw notFound();
    return order;
  }

  app.post(
    '/order',
    { schema: { body: createBody, headers: idempotencyHeaders, response: placedAnswer }, config: authenticated },
    async (request, reply) => {
      const { accountId } = principalOf(request);
      const idempotencyKey = request.headers['idempotency-key'];
      // The sandbox pays without money: never in production (its payment route is not there either).
      if (ctx.config.production && request.body.provider === 'sandbox') throw badRequest('provider');
      let lines: OrderLine[];
      if (request.body.cartIds) {
        const rows = await cartLines(ctx.db, accountId, request.body.cartIds);
        lines = rows.map((row) => ({ programId: row.program_id, enrollmentType: row.enrollment_type }));
        // A repeat after the first order emptied the cart finds its order by the key, before this check.
        if (rows.length !== request.body.cartIds.length) {
          const existing = await orderByIdempotencyKey(ctx.db, accountId, idempotencyKey);
          if (existing)
            return envelope(request, reply, {
              id: existing.id,
              payment: providerOf(existing.payment_provider).start({ id: existing.id, total: Number(existing.total) }),
            });
          throw notFound('orders.cartItemMissing');
        }
      } else {
        lines = [request.body.program!];
      }
      const order = await createOrder(ctx.db, {
        accountId,
        idempotencyKey,
        provider: request.body.provider,
        lines,
        expiryMinutes: ctx.config.orderExpiryMinutes,
      });
      if (order.created) {
        const deadline = new Date(Date.now() + ctx.config.orderExpiryMinutes * 60_000);
        await ctx.jobs.enqueue(EXPIRE_ORDERS_JOB, { orderId: order.id }, { key: order.id, startAfter: deadline });
      }
      const payment = providerOf(order.provider).start({ id: order.id, total: order.total });
      return envelope(request, reply, { id: order.id, payment }, order.created ? 'orders.created' : 'messages.ok', order.created ? 201 : 200);
    },
  );

  app.get('/order', { schema: { response: ordersAnswer }, config: authenticated }, async (request, reply) => {
    await expireOverdueOrders(ctx.db);
    return envelope(request, reply, await ordersOf(ctx.db, requestLocale(request), { accountId: principalOf(request).accountId }));
  });

  app.get('/order/:id', { schema: { params: orderIdParams, response: orderAnswer }, config: authenticated }, async (request, reply) => {
    await expireOverdueOrders(ctx.db);
    const [order] = await ordersOf(ctx.db, requestLocale(request), { accountId: principalOf(request).accountId, orderId: request.params.id });
    if (!order) throw notFound();
    return envelope(request, reply, order);
  });

  // No response schema: the answer is the invoice's PDF.
  app.get('/order/:id/invoice', { schema: { params: orderIdParams }, config: authenticated }, async (request, reply) => {
    const content = await invoiceContentFor(ctx, request.params.id, requestLocale(request), principalOf(request).accountId);
    if (!content) throw notFound();
    return sendInvoicePdf(ctx, request, reply, content);
  });

  app.post('/order/:id/cancel', { schema: { params: orderIdParams, response: orderStateAnswer }, config: authenticated }, async (request, reply) => {
    const { accountId } = principalOf(request);
    await ownOrderOr404(accountId, request.params.id);
    await expireOverdueOrders(ctx.db);
    const state = await moveOrder(ctx.db, request.params.id, 'cancelled', accountId);
    return envelope(request, reply, { id: request.params.id, state }, 'orders.cancelled');
  });

  // The sandbox provider (development and tests): the learner's payment page says paid or failed (a failure is a 402).
  app.post(
    '/order/:id/sandbox-payment',
    { schema: { params: orderIdParams, body: sandboxBody, response: orderStateAnswer }, config: authenticated },
    async (request, reply) => {
      if (ctx.config.production) throw notFound();
      const { accountId } = principalOf(request);
      const order = await ownOrderOr404(accountId, request.params.id);
      if (order.payment_provider !== 'sandbox') throw badRequest('provider');
      await expireOverdueOrders(ctx.db);
      const provider = providerOf(order.payment_provider);
      if (request.body.outcome === 'failed') {
        await provider.reject(ctx.db, order.id, accountId, 'sandbox');
        return envelope(request, reply, { id: order.id, state: 'awaiting-payment' }, 'orders.paymentFailed', 402);
      }
      const result = await provider.confirm(ctx.db, order.id, accountId);
      if (result.paid) ctx.events.emit('order.paid', { orderId: order.id, accountId: result.accountId });
      return envelope(request, reply, { id: order.id, state: 'paid' }, 'orders.paid');
    },
  );

  // SPEC 7: POST /enrollmen-trainee/certification?certificationId= (empty body), for a certification the caller paid for.
  app.post(
    '/enrollmen-trainee/certification',
    { schema: { querystring: certificationQuery, response: registrationAnswer }, config: authenticated },
    async (request, reply) => {
      const { accountId } = principalOf(request);
      const programId = Number(request.query.certificationId);
      if (!(await paidForCertification(ctx.db, accountId, programId))) throw notFound('orders.certificationNotPaid');
      return envelope(request, reply, { id: await registerCertification(ctx.db, accountId, programId) });
    },
  );

  // "My programs" (the Trainee menu's kompetensi page): what the caller's paid orders gave them.
  app.get('/my-programs', { schema: { response: myProgramsAnswer }, config: authenticated }, async (request, reply) =>
    envelope(request, reply, await myProgramsOf(ctx.db, principalOf(request).accountId, requestLocale(request))),
  );
}
