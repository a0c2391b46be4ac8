import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
import { publicRoutes } from './publicRoutes';

/**
 * The development outbox. Registered only in development without SMTP (app.ts), where mail is not sent but kept.
 */
export async function devMailboxFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await publicRoutes(contracted(app), { ctx });
}
