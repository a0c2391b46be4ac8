import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
import { publicRoutes } from './publicRoutes';

/** The member app's build (DESIGN 2), served by the gateway. */
export async function staticAppsFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await publicRoutes(contracted(app), { ctx });
}
