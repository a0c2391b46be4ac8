import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
import { publicRoutes } from './publicRoutes';

/** The stored public uploads (DESIGN 4), served at /uploads/<name>. */
export async function uploadsFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await publicRoutes(contracted(app), { ctx });
}
