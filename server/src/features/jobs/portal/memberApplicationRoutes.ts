import type { FastifyRequest } from 'fastify';
import { APPLICANT_ROLES } from '@core/jobs/hiring';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { notFound } from '../../../platform/httpError';
import { requestLocale } from '../../../platform/locale';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { applicationViews, reachableApplications } from './queries';
import { applicationAnswer, applicationsAnswer, applyBody, idParams } from './schemas';
import { apply, withdraw } from './workflow';

/** SPEC 5's job application rule: Trainee, Trainee Staff, Job Seeker (with a confirmed e-mail, checked in apply). */
const applicant = { policy: APPLICANT_ROLES } as const;

/** The applicant's applications: apply, list, read, withdraw. */
export async function memberApplicationRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const ownApplication = async (request: FastifyRequest, id: string) => {
    const row = await reachableApplications(db, { relation: 'applicant', accountId: principalOf(request).accountId })
      .where('job_applications.id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    const [view] = await applicationViews(db, [row], 'applicant', requestLocale(request));
    return view!;
  };

  app.post('/applications', { config: applicant, schema: { body: applyBody, response: applicationAnswer } }, async (request, reply) => {
    const id = await apply(ctx, principalOf(request), request.body.vacancyId, request.body.coverNote?.trim() || null);
    return envelope(request, reply, await ownApplication(request, id), 'jobs.applied', 201);
  });

  app.get('/applications', { config: applicant, schema: { response: applicationsAnswer } }, async (request, reply) => {
    const rows = await reachableApplications(db, { relation: 'applicant', accountId: principalOf(request).accountId })
      .orderBy('job_applications.created_at', 'desc')
      .limit(200)
      .execute();
    return envelope(request, reply, await applicationViews(db, rows, 'applicant', requestLocale(request)));
  });

  app.get('/applications/:id', { config: applicant, schema: { params: idParams, response: applicationAnswer } }, async (request, reply) =>
    envelope(request, reply, await ownApplication(request, request.params.id)),
  );

  app.post(
    '/applications/:id/withdrawal',
    { config: applicant, schema: { params: idParams, response: applicationAnswer } },
    async (request, reply) => {
      await withdraw(ctx, principalOf(request), request.params.id);
      return envelope(request, reply, await ownApplication(request, request.params.id), 'jobs.saved');
    },
  );
}
