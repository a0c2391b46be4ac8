import type { FastifyRequest } from 'fastify';
import { APPLICANT_ROLES } from '@core/jobs/hiring';
import { DEFAULT_PAGE_SIZE, filtersFromQuery } from '@core/jobs/search';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { notFound } from '../../platform/httpError';
import { requestLocale } from '../../platform/locale';
import { areaPolicy } from '../../platform/menus';
import { principalOf } from '../../platform/policy';
import type { TypedApp } from '../../platform/typeProvider';
import {
  applicationViews,
  candidateDashboard,
  employerVacancyList,
  employerVacancyViews,
  ownVacancies,
  publicVacancyById,
  reachableApplications,
  searchVacancies,
} from './queries';
import {
  applicationAnswer,
  applicationsAnswer,
  applyBody,
  bulkCloseAnswer,
  bulkCloseBody,
  candidateQuery,
  dashboardAnswer,
  employerListQuery,
  employerVacancyAnswer,
  employerVacancyPageAnswer,
  idParams,
  interviewBody,
  interviewParams,
  noDataAnswer,
  noteBody,
  rescheduleBody,
  searchQuery,
  statusBody,
  vacancyAnswer,
  vacancyBody,
  vacancyPageAnswer,
} from './schemas';
import {
  addNote,
  apply,
  closeVacancies,
  closeVacancy,
  deleteVacancy,
  duplicateVacancy,
  moveApplication,
  publishVacancy,
  rescheduleInterview,
  saveVacancy,
  scheduleInterview,
  verifiedEmployerIds,
  withdraw,
} from './workflow';

const publicRoute = { policy: 'public' } as const;
/** SPEC 5's employer menu: job-vacancy and candidate, answered 403 until the organisation is verified. */
const vacancies = { policy: areaPolicy('employer', 'job-vacancy') } as const;
const candidates = { policy: areaPolicy('employer', 'candidate') } as const;
/** SPEC 5's job application rule: Trainee, Trainee Staff, Job Seeker (with a confirmed e-mail, checked in apply). */
const applicant = { policy: APPLICANT_ROLES } as const;

const paging = (query: { pageIndex?: string; pageSize?: string }) => ({
  pageIndex: Number(query.pageIndex ?? '1'),
  pageSize: Number(query.pageSize ?? String(DEFAULT_PAGE_SIZE)),
});

/**
 * The job portal's jp family: SPEC 7's public vacancy search and detail, the employer's vacancies and
 * candidates (/employer/... and SPEC's /job-vacancy/list-candidate), and the applicant's applications.
 */
export async function jobsRoutes(app: TypedApp, { ctx }: { ctx: AppContext }) {
  // The public site's pages list published vacancies (the portal, the search, the home teaser): shown fresh at once.
  const vacanciesChanged = () => ctx.events.emit('vacancies.changed', {});
  const { db } = ctx;
  const employerIds = (request: FastifyRequest) => verifiedEmployerIds(db, principalOf(request));
  const ownVacancy = async (organisationIds: readonly string[], id: string) => {
    const row = await ownVacancies(db, organisationIds).where('job_vacancies.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    const [view] = await employerVacancyViews(db, [row]);
    return view!;
  };
  const employerApplication = async (request: FastifyRequest, organisationIds: readonly string[], id: string) => {
    const row = await reachableApplications(db, { relation: 'employer', organisationIds }).where('job_applications.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    const [view] = await applicationViews(db, [row], 'employer', requestLocale(request));
    return view!;
  };
  const ownApplication = async (request: FastifyRequest, id: string) => {
    const row = await reachableApplications(db, { relation: 'applicant', accountId: principalOf(request).accountId })
      .where('job_applications.id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    const [view] = await applicationViews(db, [row], 'applicant', requestLocale(request));
    return view!;
  };

  // Public (API key only).

  app.get('/job-vacancy', { config: publicRoute, schema: { querystring: searchQuery, response: vacancyPageAnswer } }, async (request, reply) => {
    const query = new URLSearchParams(Object.entries(request.query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    return envelope(request, reply, await searchVacancies(db, filtersFromQuery(query)));
  });

  // SPEC 7's candidate list lives under the vacancy path; static, so it is matched before /job-vacancy/:id.
  app.get(
    '/job-vacancy/list-candidate',
    { config: candidates, schema: { querystring: candidateQuery, response: dashboardAnswer } },
    async (request, reply) => {
      const { searchValue, vacancyId, status } = request.query;
      const dashboard = await candidateDashboard(
        db,
        await employerIds(request),
        { ...paging(request.query), searchValue, vacancyId, status: status === undefined ? undefined : Number(status) },
        requestLocale(request),
      );
      return envelope(request, reply, dashboard);
    },
  );

  app.get('/job-vacancy/:id', { config: publicRoute, schema: { params: idParams, response: vacancyAnswer } }, async (request, reply) => {
    const view = await publicVacancyById(db, request.params.id);
    if (!view) throw notFound();
    return envelope(request, reply, view);
  });

  // The employer's vacancies.

  app.get(
    '/employer/job-vacancy',
    { config: vacancies, schema: { querystring: employerListQuery, response: employerVacancyPageAnswer } },
    async (request, reply) => {
      const { searchValue, status, sortBy, sortOrder } = request.query;
      const options = { ...paging(request.query), searchValue, status, sortBy, sortOrder };
      return envelope(request, reply, await employerVacancyList(db, await employerIds(request), options));
    },
  );

  app.post('/employer/job-vacancy', { config: vacancies, schema: { body: vacancyBody, response: employerVacancyAnswer } }, async (request, reply) => {
    const ids = await employerIds(request);
    const id = await saveVacancy(db, principalOf(request), ids, request.body);
    return envelope(request, reply, await ownVacancy(ids, id), 'jobs.saved', 201);
  });

  app.post(
    '/employer/job-vacancy/bulk-close',
    { config: vacancies, schema: { body: bulkCloseBody, response: bulkCloseAnswer } },
    async (request, reply) => {
      const closed = await closeVacancies(db, await employerIds(request), request.body.ids);
      vacanciesChanged();
      return envelope(request, reply, { closed }, 'jobs.saved');
    },
  );

  app.get('/employer/job-vacancy/:id', { config: vacancies, schema: { params: idParams, response: employerVacancyAnswer } }, async (request, reply) =>
    envelope(request, reply, await ownVacancy(await employerIds(request), request.params.id)),
  );

  app.put(
    '/employer/job-vacancy/:id',
    { config: vacancies, schema: { params: idParams, body: vacancyBody, response: employerVacancyAnswer } },
    async (request, reply) => {
      const ids = await employerIds(request);
      await saveVacancy(db, principalOf(request), ids, request.body, request.params.id);
      vacanciesChanged();
      return envelope(request, reply, await ownVacancy(ids, request.params.id), 'jobs.saved');
    },
  );

  app.delete('/employer/job-vacancy/:id', { config: vacancies, schema: { params: idParams, response: noDataAnswer } }, async (request, reply) => {
    await deleteVacancy(db, await employerIds(request), request.params.id);
    vacanciesChanged();
    return envelope(request, reply, null, 'jobs.saved');
  });

  app.post(
    '/employer/job-vacancy/:id/publish',
    { config: vacancies, schema: { params: idParams, response: employerVacancyAnswer } },
    async (request, reply) => {
      const ids = await employerIds(request);
      await publishVacancy(db, ids, request.params.id);
      vacanciesChanged();
      return envelope(request, reply, await ownVacancy(ids, request.params.id), 'jobs.saved');
    },
  );

  app.post(
    '/employer/job-vacancy/:id/close',
    { config: vacancies, schema: { params: idParams, response: employerVacancyAnswer } },
    async (request, reply) => {
      const ids = await employerIds(request);
      await closeVacancy(db, ids, request.params.id);
      vacanciesChanged();
      return envelope(request, reply, await ownVacancy(ids, request.params.id), 'jobs.saved');
    },
  );

  app.post(
    '/employer/job-vacancy/:id/duplicate',
    { config: vacancies, schema: { params: idParams, response: employerVacancyAnswer } },
    async (request, reply) => {
      const ids = await employerIds(request);
      const id = await duplicateVacancy(db, principalOf(request), ids, request.params.id);
      return envelope(request, reply, await ownVacancy(ids, id), 'jobs.saved', 201);
    },
  );

  // The employer's candidates (one application each).

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

  // The applicant's applications.

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
