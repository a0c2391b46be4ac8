import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
import { operatorRoutes } from './operatorRoutes';
import { publicRoutes } from './publicRoutes';

/** SPEC 3 and 7's global configuration (main family): read by anyone, changed by the operator. */
export async function globalConfigurationFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await publicRoutes(contracted(app), { ctx });
  await operatorRoutes(contracted(app), { ctx });
}
