import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { notFound } from '../../../platform/httpError';
import { areaPolicy } from '../../../platform/menus';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { employerVacancyList, employerVacancyViews, ownVacancies, pagingOf } from './queries';
import {
  bulkCloseAnswer,
  bulkCloseBody,
  employerListQuery,
  employerVacancyAnswer,
  employerVacancyPageAnswer,
  idParams,
  noDataAnswer,
  vacancyBody,
} from './schemas';
import { closeVacancies, closeVacancy, deleteVacancy, duplicateVacancy, publishVacancy, saveVacancy, verifiedEmployerIds } from './workflow';

/** SPEC 5's employer menu: job-vacancy, answered 403 until the organisation is verified. */
const vacancies = { policy: areaPolicy('employer', 'job-vacancy') } as const;

/** The employer's vacancies (/employer/job-vacancy...): the grid, the form, publishing, closing, duplicating. */
export async function memberVacancyRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
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

  app.get(
    '/employer/job-vacancy',
    { config: vacancies, schema: { querystring: employerListQuery, response: employerVacancyPageAnswer } },
    async (request, reply) => {
      const { searchValue, status, sortBy, sortOrder } = request.query;
      const options = { ...pagingOf(request.query), searchValue, status, sortBy, sortOrder };
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
}
