import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
import { memberRoutes } from './memberRoutes';

/** SPEC 3, 4 and 7's cart (main family, order-cart). */
export async function cartFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await memberRoutes(contracted(app), { ctx });
}
