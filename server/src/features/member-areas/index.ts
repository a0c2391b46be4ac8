import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
import { memberRoutes } from './memberRoutes';

/** The member areas (SPEC 2): the caller's menu and each area's landing data (cm family). */
export async function memberAreasFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await memberRoutes(contracted(app), { ctx });
}
