import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
import { companyRoutes } from './companies/memberRoutes';
import { memberApplicationRoutes } from './portal/memberApplicationRoutes';
import { memberCandidateRoutes } from './portal/memberCandidateRoutes';
import { memberVacancyRoutes } from './portal/memberVacancyRoutes';
import { publicVacancyRoutes } from './portal/publicRoutes';
import { jobProfileRoutes } from './profile/memberRoutes';
import { testRoutes } from './screening/memberRoutes';
import { talentRoutes } from './talent/memberRoutes';

/** The job portal's jp family (docs/decisions/2026-11-26-job-portal.md). */
export async function jobsFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await publicVacancyRoutes(contracted(app), { ctx });
  await memberVacancyRoutes(contracted(app), { ctx });
  await memberCandidateRoutes(contracted(app), { ctx });
  await memberApplicationRoutes(contracted(app), { ctx });
  await talentRoutes(contracted(app), { ctx });
  await testRoutes(contracted(app), { ctx });
  await app.register(async (scope) => jobProfileRoutes(contracted(scope), { ctx }));
  await app.register(async (scope) => companyRoutes(contracted(scope), { ctx }));
}
