import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { notFound } from '../../../platform/httpError';
import { areaPolicy } from '../../../platform/menus';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { sendCertificatePdf } from '../certificates/certificateFiles';
import type { LoadedForm } from '../forms/formDefinitions';
import { lodgeAppeal, openForm, reachableRegistrations, register, registrationView, withdraw } from './workflow';
import { certificateDocumentOf, certificateRows, certificateSummary, scheduleViews } from './workflowQueries';
import {
  certificateAnswer,
  certificatesAnswer,
  createdAnswer,
  formBody,
  idParams,
  reasonBody,
  registerBody,
  registeredAnswer,
  registrationAnswer,
  registrationsAnswer,
  scheduleAnswer,
  schedulesAnswer,
} from './workflowSchemas';

/** The roles whose menu has sertifikasi and sertifikat (Trainee, Trainee Staff): the asesi. */
const asesi = { policy: areaPolicy('member', 'sertifikasi') } as const;
const holder = { policy: areaPolicy('member', 'sertifikat') } as const;

/**
 * The asesi's certification at /api/certification/sertifikasi/... (open schedules of verified LSPs, registering,
 * their registrations with each step, withdrawal, appeal) and /sertifikat/... (their certificates and PDFs).
 */
export async function asesiRoutes(app: ContractedApp, { ctx, forms }: { ctx: AppContext; forms: Map<string, LoadedForm> }) {
  const { db } = ctx;
  const scope = (request: FastifyRequest) => ({ relation: 'asesi' as const, accountId: principalOf(request).accountId });

  /** Schedules whose registration window is open now, of LSPs the operator verified. */
  const openSchedules = (id?: string) =>
    scheduleViews(db, (eb) =>
      eb.and([
        eb('organisations.verification', '=', 'verified'),
        eb('certification_schedules.registration_opens_at', '<=', new Date()),
        eb('certification_schedules.registration_closes_at', '>=', new Date()),
        ...(id ? [eb('certification_schedules.id', '=', id)] : []),
      ]),
    );

  app.get('/sertifikasi/schedules', { config: asesi, schema: { response: schedulesAnswer } }, async (request, reply) =>
    envelope(request, reply, await openSchedules()),
  );

  app.get('/sertifikasi/schedules/:id', { config: asesi, schema: { params: idParams, response: scheduleAnswer } }, async (request, reply) => {
    const [view] = await openSchedules(request.params.id);
    if (!view) throw notFound();
    return envelope(request, reply, view);
  });

  app.post(
    '/sertifikasi/schedules/:id/registrations',
    { config: asesi, schema: { params: idParams, body: registerBody, response: registeredAnswer } },
    async (request, reply) => {
      const id = await register(ctx, forms, principalOf(request), request.params.id, request.body.previousCertificateId);
      return envelope(request, reply, { id }, 'certification.registered', 201);
    },
  );

  app.get('/sertifikasi/registrations', { config: asesi, schema: { response: registrationsAnswer } }, async (request, reply) => {
    const rows = await reachableRegistrations(db, scope(request)).orderBy('assessment_registrations.created_at', 'desc').limit(100).execute();
    return envelope(request, reply, await Promise.all(rows.map((row) => registrationView(db, scope(request), row.id))));
  });

  app.get('/sertifikasi/registrations/:id', { config: asesi, schema: { params: idParams, response: registrationAnswer } }, async (request, reply) =>
    envelope(request, reply, await registrationView(db, scope(request), request.params.id)),
  );

  app.post(
    '/sertifikasi/registrations/:id/withdrawal',
    { config: asesi, schema: { params: idParams, response: registrationAnswer } },
    async (request, reply) => {
      await withdraw(ctx, principalOf(request), request.params.id);
      return envelope(request, reply, await registrationView(db, scope(request), request.params.id), 'certification.saved');
    },
  );

  app.post(
    '/sertifikasi/registrations/:id/appeals',
    { config: asesi, schema: { params: idParams, body: reasonBody, response: registrationAnswer } },
    async (request, reply) => {
      await lodgeAppeal(ctx, principalOf(request), request.params.id, request.body.reason.trim());
      return envelope(request, reply, await registrationView(db, scope(request), request.params.id), 'certification.saved');
    },
  );

  // The asesi's own forms of a registration: the feedback (FR.AK.03) and the appeal form (FR.AK.04).
  app.post(
    '/sertifikasi/registrations/:id/forms',
    { config: asesi, schema: { params: idParams, body: formBody, response: createdAnswer } },
    async (request, reply) =>
      envelope(request, reply, { id: await openForm(ctx, forms, principalOf(request), request.params.id, request.body.form, 'asesi') }),
  );

  const ownCertificates = (request: FastifyRequest) =>
    certificateRows(db).where('certificates.holder_account_id', '=', principalOf(request).accountId);

  app.get('/sertifikat/certificates', { config: holder, schema: { response: certificatesAnswer } }, async (request, reply) => {
    const rows = await ownCertificates(request).orderBy('certificates.issued_at', 'desc').limit(200).execute();
    return envelope(
      request,
      reply,
      rows.map((row) => certificateSummary(row)),
    );
  });

  app.get('/sertifikat/certificates/:id', { config: holder, schema: { params: idParams, response: certificateAnswer } }, async (request, reply) => {
    const row = await ownCertificates(request).where('certificates.id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound();
    return envelope(request, reply, certificateSummary(row));
  });

  app.get('/sertifikat/certificates/:id/pdf', { config: holder, schema: { params: idParams } }, async (request, reply) => {
    const row = await ownCertificates(request).where('certificates.id', '=', request.params.id).executeTakeFirst();
    const document = row && (await certificateDocumentOf(db, row.id, ctx.config.publicUrl));
    if (!document) throw notFound();
    return sendCertificatePdf(ctx, request, reply, document);
  });
}
