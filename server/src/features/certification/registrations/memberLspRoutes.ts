import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '@core/i18n/catalog';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { formatDateTime } from '@core/format/dates';
import { requestLocale, t } from '../../../platform/locale';
import { notFound } from '../../../platform/httpError';
import { areaPolicy } from '../../../platform/menus';
import { principalOf } from '../../../platform/policy';
import { tenantIds } from '../../../platform/tenancy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { sendAssignmentLetter } from './documentReplies';
import { feesCsv, requireLsp, saveSchedule } from '../setup/lspSetup';
import {
  assignAssessorTo,
  decide,
  decideAppeal,
  lspIdsOf,
  reachableRegistrations,
  registrationView,
  revokeCertificate,
  scopeOf,
  verifyRegistration,
} from './workflow';
import { appealViews, feeReport, participantsOf, scheduleViews } from './workflowQueries';
import {
  accountParams,
  appealDecisionBody,
  appealsAnswer,
  assignmentBody,
  decisionBody,
  feesAnswer,
  feesQuery,
  idParams,
  noDataAnswer,
  participantsAnswer,
  participantsQuery,
  reasonBody,
  registrationAnswer,
  registrationsAnswer,
  scheduleAnswer,
  scheduleBody,
  schedulesAnswer,
  verificationBody,
} from './workflowSchemas';

const lsp = { policy: areaPolicy('member', 'jadwal-lsp') } as const;
const lspFees = { policy: areaPolicy('member', 'transaksi-lsp') } as const;

/**
 * The LSP's certification work at /api/certification/jadwal-lsp/... and /transaksi-lsp/...: schedules and their
 * participants, the registration steps (verify, assign, decide), revocation, appeals, and the fees received.
 */
export async function lspWorkflowRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const idsOf = (request: FastifyRequest) => lspIdsOf(db, principalOf(request));
  const viewFor = async (request: FastifyRequest, id: string) => registrationView(db, await scopeOf(db, principalOf(request), 'lsp'), id);
  const oneSchedule = async (organisationIds: readonly string[], id: string) => {
    const [view] = await scheduleViews(db, (eb) =>
      eb.and([eb('certification_schedules.id', '=', id), eb('certification_schedules.organisation_id', 'in', tenantIds(organisationIds))]),
    );
    if (!view) throw notFound();
    return view;
  };

  app.get('/jadwal-lsp/schedules', { config: lsp, schema: { response: schedulesAnswer } }, async (request, reply) => {
    const ids = tenantIds(await idsOf(request));
    return envelope(request, reply, await scheduleViews(db, (eb) => eb.and([eb('certification_schedules.organisation_id', 'in', ids)])));
  });

  app.post('/jadwal-lsp/schedules', { config: lsp, schema: { body: scheduleBody, response: scheduleAnswer } }, async (request, reply) => {
    const ids = await idsOf(request);
    const id = await saveSchedule(db, principalOf(request), requireLsp(ids), request.body);
    return envelope(request, reply, await oneSchedule(ids, id), 'certification.saved');
  });

  app.get('/jadwal-lsp/schedules/:id', { config: lsp, schema: { params: idParams, response: scheduleAnswer } }, async (request, reply) =>
    envelope(request, reply, await oneSchedule(await idsOf(request), request.params.id)),
  );

  app.put(
    '/jadwal-lsp/schedules/:id',
    { config: lsp, schema: { params: idParams, body: scheduleBody, response: scheduleAnswer } },
    async (request, reply) => {
      const ids = await idsOf(request);
      await saveSchedule(db, principalOf(request), requireLsp(ids), request.body, request.params.id);
      return envelope(request, reply, await oneSchedule(ids, request.params.id), 'certification.saved');
    },
  );

  app.get(
    '/jadwal-lsp/schedules/:id/participants',
    { config: lsp, schema: { params: idParams, querystring: participantsQuery, response: participantsAnswer } },
    async (request, reply) => {
      const { page = '1', pageSize = '20', state } = request.query;
      const participants = await participantsOf(db, await idsOf(request), request.params.id, {
        page: Number(page),
        pageSize: Number(pageSize),
        state,
      });
      if (!participants) throw notFound();
      return envelope(request, reply, participants);
    },
  );

  // A participant (/jadwal-lsp/detail/{schedule}/peserta/{asesi}): their registrations with this LSP, newest first.
  app.get(
    '/jadwal-lsp/participants/:accountId',
    { config: lsp, schema: { params: accountParams, response: registrationsAnswer } },
    async (request, reply) => {
      const scope = await scopeOf(db, principalOf(request), 'lsp');
      const rows = await reachableRegistrations(db, scope)
        .where('assessment_registrations.asesi_account_id', '=', request.params.accountId)
        .orderBy('assessment_registrations.created_at', 'desc')
        .limit(50)
        .execute();
      if (!rows.length) throw notFound();
      return envelope(request, reply, await Promise.all(rows.map((row) => registrationView(db, scope, row.id))));
    },
  );

  app.get('/jadwal-lsp/registrations/:id', { config: lsp, schema: { params: idParams, response: registrationAnswer } }, async (request, reply) =>
    envelope(request, reply, await viewFor(request, request.params.id)),
  );

  app.post(
    '/jadwal-lsp/registrations/:id/verification',
    { config: lsp, schema: { params: idParams, body: verificationBody, response: registrationAnswer } },
    async (request, reply) => {
      const { accepted, note } = request.body;
      await verifyRegistration(ctx, principalOf(request), request.params.id, accepted, note?.trim() || null);
      return envelope(request, reply, await viewFor(request, request.params.id), 'certification.saved');
    },
  );

  app.post(
    '/jadwal-lsp/registrations/:id/assignment',
    { config: lsp, schema: { params: idParams, body: assignmentBody, response: registrationAnswer } },
    async (request, reply) => {
      await assignAssessorTo(ctx, principalOf(request), request.params.id, request.body.assessorAccountId);
      return envelope(request, reply, await viewFor(request, request.params.id), 'certification.saved');
    },
  );

  app.get('/jadwal-lsp/registrations/:id/assignment-letter', { config: lsp, schema: { params: idParams } }, async (request, reply) =>
    sendAssignmentLetter(ctx, reply, await scopeOf(db, principalOf(request), 'lsp'), request.params.id),
  );

  app.post(
    '/jadwal-lsp/registrations/:id/decision',
    { config: lsp, schema: { params: idParams, body: decisionBody, response: registrationAnswer } },
    async (request, reply) => {
      const { competent, committee, note } = request.body;
      await decide(ctx, principalOf(request), request.params.id, {
        competent,
        committee: committee.map((name) => name.trim()),
        note: note?.trim() || null,
      });
      return envelope(request, reply, await viewFor(request, request.params.id), 'certification.saved');
    },
  );

  app.post(
    '/jadwal-lsp/certificates/:id/revocation',
    { config: lsp, schema: { params: idParams, body: reasonBody, response: noDataAnswer } },
    async (request, reply) => {
      await revokeCertificate(ctx, principalOf(request), request.params.id, request.body.reason.trim());
      return envelope(request, reply, null, 'certification.saved');
    },
  );

  app.get('/jadwal-lsp/appeals', { config: lsp, schema: { response: appealsAnswer } }, async (request, reply) =>
    envelope(request, reply, await appealViews(db, { organisationIds: await idsOf(request) })),
  );

  app.post(
    '/jadwal-lsp/appeals/:id/decision',
    { config: lsp, schema: { params: idParams, body: appealDecisionBody, response: noDataAnswer } },
    async (request, reply) => {
      await decideAppeal(ctx, principalOf(request), request.params.id, request.body.upheld, request.body.note.trim());
      return envelope(request, reply, null, 'certification.saved');
    },
  );

  app.get('/transaksi-lsp/fees', { config: lspFees, schema: { querystring: feesQuery, response: feesAnswer } }, async (request, reply) =>
    envelope(request, reply, await feeReport(db, await scopeOf(db, principalOf(request), 'lsp'), request.query.scheduleId)),
  );

  app.get('/transaksi-lsp/fees.csv', { config: lspFees, schema: { querystring: feesQuery } }, async (request, reply) => {
    const report = await feeReport(db, await scopeOf(db, principalOf(request), 'lsp'), request.query.scheduleId);
    // Headed in the caller's language, as the page's own export is (the member app sends the page's language).
    const header = (key: MessageKey) => t(request, key);
    // Dates as the page writes them (WIB), never ISO strings.
    const locale = requestLocale(request);
    const when = (instant: string | null) => (instant ? formatDateTime(instant, locale) : '');
    const csv = feesCsv([
      [
        header('lspPages.fees.registration'),
        header('lspPages.fees.schedule'),
        header('lspPages.schedule.scheme'),
        header('lspPages.schedule.startsAt'),
        header('lspPages.participants.asesi'),
        header('lspPages.fees.order'),
        header('lspPages.fees.paidAt'),
        header('lspPages.fees.amountIdr'),
      ],
      ...report.rows.map((row) => [
        row.registrationId,
        row.scheduleId,
        row.scheme.id,
        when(row.startsAt),
        row.asesi.name,
        row.orderId,
        when(row.paidAt),
        row.amount,
      ]),
      ['', '', '', '', '', '', header('lspPages.fees.totalRow'), report.total],
    ]);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="transaksi-lsp.csv"').send(csv);
  });
}
