import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted, typed } from '../../platform/typeProvider';
import { companyRoutes } from './companyRoutes';
import { jobProfileRoutes } from './profileRoutes';
import { jobsRoutes } from './routes';
import { talentRoutes } from './talentRoutes';
import { testRoutes } from './testRoutes';

/** The job portal's jp family (docs/decisions/2026-11-26-job-portal.md). */
export async function jobsFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await jobsRoutes(typed(app), { ctx });
  await talentRoutes(typed(app), { ctx });
  await testRoutes(typed(app), { ctx });
  await app.register(async (scope) => jobProfileRoutes(contracted(scope), { ctx }));
  await app.register(async (scope) => companyRoutes(typed(scope), { ctx }));
}
