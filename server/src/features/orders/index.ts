import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
import { workInvoicePdfs } from './invoiceFiles';
import { memberPaymentProofRoutes } from './memberPaymentProofRoutes';
import { memberRoutes } from './memberRoutes';
import { operatorRoutes } from './operatorRoutes';
import { EXPIRE_ORDERS_JOB, expireOverdueOrders } from './service';

/**
 * Checkout, orders and payment (main family): an order is made once per idempotency key, paid through a provider
 * (./providers: the sandbox or the manual bank transfer), and a paid order enrols its learner (SPEC 7's
 * certification enrolment call included). The operator's order routes and the learner's programs live here too.
 */
export async function ordersFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // Each order's expiry is a job due at its deadline, so an order nobody opens still expires on time (reads expire too).
  // One at a time: each run expires every overdue order, so runs side by side would only race for the same rows.
  await ctx.jobs.work(EXPIRE_ORDERS_JOB, () => expireOverdueOrders(ctx.db), { batchSize: 1, concurrency: 1 });
  // A paid order's invoice is rendered once in the background; the download renders on demand until then.
  await workInvoicePdfs(ctx);
  await memberRoutes(contracted(app), { ctx });
  // The proofs' body parsers in a scope of their own.
  await app.register(async (scope) => memberPaymentProofRoutes(contracted(scope), { ctx }));
  await operatorRoutes(contracted(app), { ctx });
}
