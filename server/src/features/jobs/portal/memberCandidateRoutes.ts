import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { notFound } from '../../../platform/httpError';
import { requestLocale } from '../../../platform/locale';
import { areaPolicy } from '../../../platform/menus';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { applicationViews, candidateDashboard, pagingOf, reachableApplications } from './queries';
import {
  applicationAnswer,
  candidateQuery,
  dashboardAnswer,
  idParams,
  interviewBody,
  interviewParams,
  noteBody,
  rescheduleBody,
  statusBody,
} from './schemas';
import { addNote, moveApplication, rescheduleInterview, scheduleInterview, verifiedEmployerIds } from './workflow';

/** SPEC 5's employer menu: candidate, answered 403 until the organisation is verified. */
const candidates = { policy: areaPolicy('employer', 'candidate') } as const;

/** The employer's candidates (SPEC 7's /job-vacancy/list-candidate and /employer/candidate/...): one application each. */
export async function memberCandidateRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const employerIds = (request: FastifyRequest) => verifiedEmployerIds(db, principalOf(request));
  const employerApplication = async (request: FastifyRequest, organisationIds: readonly string[], id: string) => {
    const row = await reachableApplications(db, { relation: 'employer', organisationIds }).where('job_applications.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    const [view] = await applicationViews(db, [row], 'employer', requestLocale(request));
    return view!;
  };

  // SPEC 7's candidate list lives under the vacancy path; static, so it is matched before /job-vacancy/:id.
  app.get(
    '/job-vacancy/list-candidate',
    { config: candidates, schema: { querystring: candidateQuery, response: dashboardAnswer } },
    async (request, reply) => {
      const { searchValue, vacancyId, status } = request.query;
      const dashboard = await candidateDashboard(
        db,
        await employerIds(request),
        { ...pagingOf(request.query), searchValue, vacancyId, status: status === undefined ? undefined : Number(status) },
        requestLocale(request),
      );
      return envelope(request, reply, dashboard);
    },
  );

  app.get('/employer/candidate/:id', { config: candidates, schema: { params: idParams, response: applicationAnswer } }, async (request, reply) =>
    envelope(request, reply, await employerApplication(request, await employerIds(request), request.params.id)),
  );

  app.post(
    '/employer/candidate/:id/status',
    { config: candidates, schema: { params: idParams, body: statusBody, response: applicationAnswer } },
    async (request, reply) => {
      const ids = await employerIds(request);
      await moveApplication(ctx, principalOf(request), ids, request.params.id, request.body.status, request.body.note?.trim() || null);
      return envelope(request, reply, await employerApplication(request, ids, request.params.id), 'jobs.saved');
    },
  );

  app.post(
    '/employer/candidate/:id/interviews',
    { config: candidates, schema: { params: idParams, body: interviewBody, response: applicationAnswer } },
    async (request, reply) => {
      const ids = await employerIds(request);
      await scheduleInterview(ctx, principalOf(request), ids, request.params.id, request.body);
      return envelope(request, reply, await employerApplication(request, ids, request.params.id), 'jobs.saved', 201);
    },
  );

  app.put(
    '/employer/candidate/:id/interviews/:interviewId',
    { config: candidates, schema: { params: interviewParams, body: rescheduleBody, response: applicationAnswer } },
    async (request, reply) => {
      const ids = await employerIds(request);
      await rescheduleInterview(ctx, ids, request.params.id, request.params.interviewId, request.body);
      return envelope(request, reply, await employerApplication(request, ids, request.params.id), 'jobs.saved');
    },
  );

  app.post(
    '/employer/candidate/:id/notes',
    { config: candidates, schema: { params: idParams, body: noteBody, response: applicationAnswer } },
    async (request, reply) => {
      const ids = await employerIds(request);
      await addNote(db, principalOf(request), ids, request.params.id, request.body.note.trim() || request.body.note);
      return envelope(request, reply, await employerApplication(request, ids, request.params.id), 'jobs.saved', 201);
    },
  );
}
