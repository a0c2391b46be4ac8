import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { areaPolicy } from '../../../platform/menus';
import { principalOf } from '../../../platform/policy';
import { tenantIds } from '../../../platform/tenancy';
import type { ContractedApp } from '../../../platform/typeProvider';
import type { LoadedForm } from '../forms/formDefinitions';
import { sendAssignmentLetter } from './documentReplies';
import { openForm, progress, reachableRegistrations, recommend, registrationView, scopeOf } from './workflow';
import { feeReport, scheduleViews, type RegistrationScope } from './workflowQueries';
import {
  createdAnswer,
  feesAnswer,
  feesQuery,
  formBody,
  idParams,
  progressBody,
  recommendationBody,
  registrationAnswer,
  registrationsAnswer,
  schedulesAnswer,
} from './workflowSchemas';

/** The roles whose menu has list-sertifikasi: the assessor and the assessor SPV. */
const assessor = { policy: areaPolicy('member', 'list-sertifikasi') } as const;

/**
 * The assessor's work at /api/certification/list-sertifikasi/...: the schedules they are assigned to, the asesi
 * assigned to them (a supervisor: every assessment of the LSPs they supervise, read only), the forms of the flow,
 * the steps of the assessment and the K/BK recommendation. An asesi assigned to someone else answers 404.
 */
export async function assessorRoutes(app: ContractedApp, { ctx, forms }: { ctx: AppContext; forms: Map<string, LoadedForm> }) {
  const { db } = ctx;
  const scopeFor = (request: FastifyRequest) => scopeOf(db, principalOf(request), 'assessor');

  app.get('/list-sertifikasi/schedules', { config: assessor, schema: { response: schedulesAnswer } }, async (request, reply) => {
    const scope = (await scopeFor(request)) as Extract<RegistrationScope, { relation: 'assessor' }>;
    return envelope(
      request,
      reply,
      await scheduleViews(db, (eb) =>
        eb.or([
          eb('certification_schedules.organisation_id', 'in', tenantIds(scope.supervisedOrganisationIds)),
          eb.exists(
            eb
              .selectFrom('schedule_assessors')
              .select('schedule_assessors.account_id')
              .whereRef('schedule_assessors.schedule_id', '=', 'certification_schedules.id')
              .where('schedule_assessors.account_id', '=', scope.accountId),
          ),
        ]),
      ),
    );
  });

  app.get('/list-sertifikasi/registrations', { config: assessor, schema: { response: registrationsAnswer } }, async (request, reply) => {
    const scope = await scopeFor(request);
    const rows = await reachableRegistrations(db, scope)
      .where('assessment_registrations.state', 'not in', ['submitted', 'verified', 'rejected'])
      .orderBy('certification_schedules.starts_at')
      .limit(200)
      .execute();
    return envelope(request, reply, await Promise.all(rows.map((row) => registrationView(db, scope, row.id))));
  });

  // The assessor SPV's transaksi: the fees of the assessments they supervise (an assessor: of those assigned to them).
  app.get('/list-sertifikasi/fees', { config: assessor, schema: { querystring: feesQuery, response: feesAnswer } }, async (request, reply) =>
    envelope(request, reply, await feeReport(db, await scopeFor(request), request.query.scheduleId)),
  );

  app.get(
    '/list-sertifikasi/registrations/:id',
    { config: assessor, schema: { params: idParams, response: registrationAnswer } },
    async (request, reply) => envelope(request, reply, await registrationView(db, await scopeFor(request), request.params.id)),
  );

  app.get('/list-sertifikasi/registrations/:id/assignment-letter', { config: assessor, schema: { params: idParams } }, async (request, reply) =>
    sendAssignmentLetter(ctx, reply, await scopeFor(request), request.params.id),
  );

  app.post(
    '/list-sertifikasi/registrations/:id/forms',
    { config: assessor, schema: { params: idParams, body: formBody, response: createdAnswer } },
    async (request, reply) =>
      envelope(request, reply, { id: await openForm(ctx, forms, principalOf(request), request.params.id, request.body.form, 'assessor') }),
  );

  app.post(
    '/list-sertifikasi/registrations/:id/progress',
    { config: assessor, schema: { params: idParams, body: progressBody, response: registrationAnswer } },
    async (request, reply) => {
      await progress(ctx, principalOf(request), request.params.id, request.body.to);
      return envelope(request, reply, await registrationView(db, await scopeFor(request), request.params.id), 'certification.saved');
    },
  );

  app.post(
    '/list-sertifikasi/registrations/:id/recommendation',
    { config: assessor, schema: { params: idParams, body: recommendationBody, response: registrationAnswer } },
    async (request, reply) => {
      await recommend(ctx, principalOf(request), request.params.id, request.body.recommendation);
      return envelope(request, reply, await registrationView(db, await scopeFor(request), request.params.id), 'certification.saved');
    },
  );
}
