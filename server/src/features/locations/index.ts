import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
import { publicRoutes } from './publicRoutes';

/** SPEC 7's location lookups (md family): Indonesia's provinces, regencies and cities, districts and villages. */
export async function locationsFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await publicRoutes(contracted(app), { ctx });
}
