import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
import { operatorRoutes } from './operatorRoutes';
import { publicRoutes } from './publicRoutes';

/** SPEC 3 and 7's contact info (main family). */
export async function contactFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await publicRoutes(contracted(app), { ctx });
  await operatorRoutes(contracted(app), { ctx });
}
