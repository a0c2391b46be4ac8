import type { FastifyInstance } from 'fastify';
import { ENROLLMENT_TYPE } from '../../../../src/core/rules/programs';
import type { AppContext } from '../../context';
import { readContactInfo } from '../../platform/contactInfo';
import { envelope } from '../../platform/envelope';
import { badRequest, notFound } from '../../platform/httpError';
import { requestLocale } from '../../platform/locale';
import { principalOf } from '../../platform/policy';
import type { PaymentProviderName } from '../../../../src/core/checkout/payment';
import { adminOrderRoutes } from './adminRoutes';
import { createOrder, expireOverdueOrders, moveOrder, registerCertification, type OrderLine } from './service';
import { invoicePdf } from './invoice';
import { myProgramsOf } from './myPrograms';
import { paymentRoutes } from './paymentRoutes';
import { providerOf } from './providers';
import { orderIdParams } from './schemas';
import { ordersOf } from './views';

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const idempotencyHeaders = {
  type: 'object',
  required: ['idempotency-key'],
  properties: { 'idempotency-key': { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' } },
} as const;
/** Checkout: the selected cart rows, or one program (/buy-now). */
const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['provider'],
  properties: {
    provider: { type: 'string', enum: ['sandbox', 'manual-transfer'] },
    cartIds: { type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: { type: 'string', pattern: UUID } },
    program: {
      type: 'object',
      additionalProperties: false,
      required: ['enrollmentType', 'programId'],
      properties: { enrollmentType: { type: 'integer', minimum: 1, maximum: 6 }, programId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
    },
  },
  oneOf: [{ required: ['cartIds'] }, { required: ['program'] }],
} as const;
const sandboxBody = { type: 'object', additionalProperties: false, required: ['outcome'], properties: { outcome: { type: 'string', enum: ['paid', 'failed'] } } } as const;
const certificationQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['certificationId'],
  properties: { certificationId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
} as const;

interface CreateBody {
  provider: PaymentProviderName;
  cartIds?: string[];
  program?: OrderLine;
}

/**
 * Checkout, orders and payment (main family): an order is made once per idempotency key, paid through a provider
 * (./providers: the sandbox or the manual bank transfer), and a paid order enrols its learner (SPEC 7's
 * certification enrolment call included). The operator's order routes and the learner's programs live here too.
 */
export async function ordersFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const authenticated = { policy: 'authenticated' as const };

  /** The caller's own order, or 404 (another account's order is not found). */
  async function ownOrder(accountId: string, orderId: string) {
    const order = await ctx.db.selectFrom('orders').select(['id', 'payment_provider']).where('id', '=', orderId).where('account_id', '=', accountId).executeTakeFirst();
    if (!order) throw notFound();
    return order;
  }

  app.post<{ Body: CreateBody; Headers: { 'idempotency-key': string } }>(
    '/order',
    { schema: { body: createBody, headers: idempotencyHeaders }, config: authenticated },
    async (request, reply) => {
      const { accountId } = principalOf(request);
      // The sandbox pays without money: never in production (its payment route is not there either).
      if (ctx.config.production && request.body.provider === 'sandbox') throw badRequest('provider');
      let lines: OrderLine[];
      if (request.body.cartIds) {
        const rows = await ctx.db
          .selectFrom('order_carts')
          .select(['program_id', 'enrollment_type'])
          .where('account_id', '=', accountId)
          .where('id', 'in', request.body.cartIds)
          .execute();
        lines = rows.map((row) => ({ programId: row.program_id, enrollmentType: row.enrollment_type }));
        // A repeat after the first order emptied the cart finds its order by the key, before this check.
        if (rows.length !== request.body.cartIds.length) {
          const existing = await ctx.db
            .selectFrom('orders')
            .select(['id', 'payment_provider', 'total'])
            .where('account_id', '=', accountId)
            .where('idempotency_key', '=', request.headers['idempotency-key'])
            .executeTakeFirst();
          if (existing) return envelope(request, reply, { id: existing.id, payment: providerOf(existing.payment_provider).start({ id: existing.id, total: Number(existing.total) }) });
          throw notFound('orders.cartItemMissing');
        }
      } else {
        lines = [request.body.program!];
      }
      const order = await createOrder(ctx.db, {
        accountId,
        idempotencyKey: request.headers['idempotency-key'],
        provider: request.body.provider,
        lines,
        expiryMinutes: ctx.config.orderExpiryMinutes,
      });
      const payment = providerOf(order.provider).start({ id: order.id, total: order.total });
      return envelope(request, reply, { id: order.id, payment }, order.created ? 'orders.created' : 'messages.ok', order.created ? 201 : 200);
    },
  );

  app.get('/order', { config: authenticated }, async (request, reply) => {
    await expireOverdueOrders(ctx.db);
    return envelope(request, reply, await ordersOf(ctx.db, requestLocale(request), { accountId: principalOf(request).accountId }));
  });

  app.get<{ Params: { id: string } }>('/order/:id', { schema: { params: orderIdParams }, config: authenticated }, async (request, reply) => {
    await expireOverdueOrders(ctx.db);
    const [order] = await ordersOf(ctx.db, requestLocale(request), { accountId: principalOf(request).accountId, orderId: request.params.id });
    if (!order) throw notFound();
    return envelope(request, reply, order);
  });

  app.get<{ Params: { id: string } }>('/order/:id/invoice', { schema: { params: orderIdParams }, config: authenticated }, async (request, reply) => {
    const locale = requestLocale(request);
    const [order] = await ordersOf(ctx.db, locale, { accountId: principalOf(request).accountId, orderId: request.params.id });
    if (!order) throw notFound();
    const contact = await readContactInfo(ctx.db);
    const pdf = await invoicePdf(order, contact?.company ?? null, locale);
    return reply.type('application/pdf').header('content-disposition', `inline; filename="invoice-${order.id}.pdf"`).send(pdf);
  });

  app.post<{ Params: { id: string } }>('/order/:id/cancel', { schema: { params: orderIdParams }, config: authenticated }, async (request, reply) => {
    const { accountId } = principalOf(request);
    await ownOrder(accountId, request.params.id);
    await expireOverdueOrders(ctx.db);
    const state = await moveOrder(ctx.db, request.params.id, 'cancelled', accountId);
    return envelope(request, reply, { id: request.params.id, state }, 'orders.cancelled');
  });

  // The sandbox provider (development and tests): the learner's payment page says paid or failed.
  app.post<{ Params: { id: string }; Body: { outcome: 'paid' | 'failed' } }>(
    '/order/:id/sandbox-payment',
    { schema: { params: orderIdParams, body: sandboxBody }, config: authenticated },
    async (request, reply) => {
      if (ctx.config.production) throw notFound();
      const { accountId } = principalOf(request);
      const order = await ownOrder(accountId, request.params.id);
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
  app.post<{ Querystring: { certificationId: string } }>(
    '/enrollmen-trainee/certification',
    { schema: { querystring: certificationQuery }, config: authenticated },
    async (request, reply) => {
      const { accountId } = principalOf(request);
      const programId = Number(request.query.certificationId);
      const paid = await ctx.db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select('order_items.id')
        .where('orders.account_id', '=', accountId)
        .where('orders.state', 'in', ['paid', 'fulfilled'])
        .where('order_items.program_id', '=', programId)
        .where('order_items.enrollment_type', '=', ENROLLMENT_TYPE.certification)
        .executeTakeFirst();
      if (!paid) throw notFound('orders.certificationNotPaid');
      return envelope(request, reply, { id: await registerCertification(ctx.db, accountId, programId) });
    },
  );

  // "My programs" (the Trainee menu's kompetensi page): what the caller's paid orders gave them.
  app.get('/my-programs', { config: authenticated }, async (request, reply) =>
    envelope(request, reply, await myProgramsOf(ctx.db, principalOf(request).accountId, requestLocale(request))),
  );

  await app.register(paymentRoutes, { ctx });
  await app.register(adminOrderRoutes, { ctx });
}
