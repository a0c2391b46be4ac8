import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
import { notifyOnDomainEvents } from './eventNotifications';
import { memberRoutes } from './memberRoutes';
import { operatorRoutes } from './operatorRoutes';
import { deliverLive, FAN_OUT_JOB, fanOut, type FanOutJob } from './service';

/**
 * Notifications (SPEC 4, 7; DESIGN 5): stored rows, the unread count and list, the operator's broadcast (to a role or
 * everyone through a fan-out job of the durable queue), and live delivery through the hub to every connection of each recipient, on whichever instance it is.
 */
export async function notificationsFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  deliverLive(ctx);
  // One broadcast at a time per worker: each job already writes thousands of receipts per statement.
  await ctx.jobs.work<FanOutJob>(FAN_OUT_JOB, (job) => fanOut(ctx.db, ctx.fanout, job), { batchSize: 1, concurrency: 1 });
  notifyOnDomainEvents(ctx);
  await memberRoutes(contracted(app), { ctx });
  await operatorRoutes(contracted(app), { ctx });
}
