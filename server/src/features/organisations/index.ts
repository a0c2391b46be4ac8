import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
import { operatorRoutes } from './operatorRoutes';

/** Organisations (DESIGN 4a) as the operator verifies them, under /api/main. */
export async function organisationsFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await operatorRoutes(contracted(app), { ctx });
}
