import { filtersFromQuery } from '@core/jobs/search';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { notFound } from '../../../platform/httpError';
import type { ContractedApp } from '../../../platform/typeProvider';
import { publicVacancyById, searchVacancies } from './queries';
import { idParams, searchQuery, vacancyAnswer, vacancyPageAnswer } from './schemas';

const publicRoute = { policy: 'public' } as const;

/** SPEC 7's public vacancy search and a published vacancy (API key only). */
export async function publicVacancyRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get('/job-vacancy', { config: publicRoute, schema: { querystring: searchQuery, response: vacancyPageAnswer } }, async (request, reply) => {
    const query = new URLSearchParams(Object.entries(request.query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    return envelope(request, reply, await searchVacancies(db, filtersFromQuery(query)));
  });

  app.get('/job-vacancy/:id', { config: publicRoute, schema: { params: idParams, response: vacancyAnswer } }, async (request, reply) => {
    const view = await publicVacancyById(db, request.params.id);
    if (!view) throw notFound();
    return envelope(request, reply, view);
  });
}
