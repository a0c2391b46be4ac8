import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { typed } from '../../platform/typeProvider';
import { publicRoutes } from './publicRoutes';

/** The health probe (DESIGN 2). */
export async function healthFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await publicRoutes(typed(app), { ctx });
}
