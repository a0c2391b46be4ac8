import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { typed } from '../../platform/typeProvider';
import { notifyOnDomainEvents } from './eventNotifications';
import { memberRoutes } from './memberRoutes';
import { operatorRoutes } from './operatorRoutes';
import { deliverLive } from './service';

/**
 * Notifications (SPEC 4, 7; DESIGN 5): stored rows, the unread count and list, the operator's broadcast, and
 * live delivery through the hub to every connection of each recipient, on whichever instance it is.
 */
export async function notificationsFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  deliverLive(ctx);
  notifyOnDomainEvents(ctx);
  await memberRoutes(typed(app), { ctx });
  await operatorRoutes(typed(app), { ctx });
}
