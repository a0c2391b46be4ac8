import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { typed } from '../../platform/typeProvider';
import { operatorRoutes } from './operatorRoutes';
import { publicRoutes } from './publicRoutes';

/** SPEC 3 and 7's global configuration (main family): read by anyone, changed by the operator. */
export async function globalConfigurationFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await publicRoutes(typed(app), { ctx });
  await operatorRoutes(typed(app), { ctx });
}
