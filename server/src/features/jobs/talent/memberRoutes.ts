import type { FastifyRequest } from 'fastify';
import { DEFAULT_PAGE_SIZE } from '@core/jobs/search';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { notFound } from '../../../platform/httpError';
import { requestLocale } from '../../../platform/locale';
import { areaPolicy, pagePolicy } from '../../../platform/menus';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { dataRequestRows, dataRequestView, searchTalent, talentById } from './talentQueries';
import {
  dataRequestAnswer,
  dataRequestsAnswer,
  decisionBody,
  talentAnswer,
  talentIdParams,
  talentPageAnswer,
  talentQuery,
  talentRequestBody,
} from './talentSchemas';
import { decideRequest, openRequest, requestData } from './talentWorkflow';
import { verifiedEmployerIds } from '../portal/workflow';

/** SPEC 5's employer menu: talent-source, answered 403 until the organisation is verified (verifiedEmployerIds). */
const talentSource = { policy: areaPolicy('employer', 'talent-source') } as const;
/** The job seeker answers requests on their CV page (job-profile). */
const jobProfile = { policy: pagePolicy('job-profile', ['job-seeker', 'member']) } as const;

/**
 * The talent source (docs/decisions/2026-11-26-job-portal.md "Talent source"): the employer's search of opted-in job
 * seekers, one profile (censored until its owner approves the organisation's request) and the request; the job seeker's
 * requests, opened and answered.
 */
export async function talentRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  // The organisation the employer acts for: its first verified one, as a new vacancy is made for (workflow.ts).
  const organisationOf = async (request: FastifyRequest) => (await verifiedEmployerIds(db, principalOf(request)))[0]!;
  const talent = async (request: FastifyRequest, organisationId: string, id: string) => {
    const view = await talentById(db, organisationId, id, requestLocale(request));
    if (!view) throw notFound();
    return view;
  };
  const ownRequest = async (request: FastifyRequest, id: string) => {
    const row = await dataRequestRows(db, principalOf(request).accountId).where('talent_requests.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return dataRequestView(row);
  };

  app.get(
    '/employer/talent-source',
    { config: talentSource, schema: { querystring: talentQuery, response: talentPageAnswer } },
    async (request, reply) => {
      const { query } = request;
      const page = await searchTalent(
        db,
        await organisationOf(request),
        {
          pageIndex: Number(query.pageIndex ?? '1'),
          pageSize: Number(query.pageSize ?? String(DEFAULT_PAGE_SIZE)),
          searchValue: query.searchValue,
          provinceCode: query.provinceCode,
          regencyCode: query.regencyCode,
          skill: query.skill,
          certified: query.certified === 'true',
          status: query.status ?? 'all',
        },
        requestLocale(request),
      );
      return envelope(request, reply, page);
    },
  );

  app.get(
    '/employer/talent-source/:id',
    { config: talentSource, schema: { params: talentIdParams, response: talentAnswer } },
    async (request, reply) => envelope(request, reply, await talent(request, await organisationOf(request), request.params.id)),
  );

  app.post(
    '/employer/talent-source/:id/request',
    { config: talentSource, schema: { params: talentIdParams, body: talentRequestBody, response: talentAnswer } },
    async (request, reply) => {
      const organisationId = await organisationOf(request);
      await requestData(ctx, principalOf(request), organisationId, request.params.id, request.body);
      return envelope(request, reply, await talent(request, organisationId, request.params.id), 'talentSource.requested', 201);
    },
  );

  app.get('/job-seeker/job-profile/data-requests', { config: jobProfile, schema: { response: dataRequestsAnswer } }, async (request, reply) => {
    const rows = await dataRequestRows(db, principalOf(request).accountId).orderBy('talent_requests.created_at', 'desc').limit(200).execute();
    return envelope(request, reply, rows.map(dataRequestView));
  });

  app.post(
    '/job-seeker/job-profile/data-requests/:id/open',
    { config: jobProfile, schema: { params: talentIdParams, response: dataRequestAnswer } },
    async (request, reply) => {
      await openRequest(db, principalOf(request), request.params.id);
      return envelope(request, reply, await ownRequest(request, request.params.id), 'talentSource.opened');
    },
  );

  app.post(
    '/job-seeker/job-profile/data-requests/:id/decision',
    { config: jobProfile, schema: { params: talentIdParams, body: decisionBody, response: dataRequestAnswer } },
    async (request, reply) => {
      await decideRequest(ctx, principalOf(request), request.params.id, request.body.decision);
      return envelope(request, reply, await ownRequest(request, request.params.id), 'talentSource.decided');
    },
  );
}
