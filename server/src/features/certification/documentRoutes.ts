import type { FastifyInstance } from 'fastify';
import { FORM_PLATFORM_ROLES, visibleSchema, type JsonObject } from '../../../../src/core/forms';
import { documentLimitBytes, megabytes } from '../../../../src/core/rules/limits';
import type { AppContext } from '../../context';
import { readConfiguration } from '../../platform/configuration';
import { envelope } from '../../platform/envelope';
import { forbidden, HttpError, notFound } from '../../platform/httpError';
import { requestLocale } from '../../platform/locale';
import { principalOf } from '../../platform/policy';
import { IMAGE_TYPES, imageTypeOf, sendStoredFile, uploadsDir } from '../../platform/uploads';
import type { LoadedForm } from './formDefinitions';
import { formPdf } from './formPdf';
import { mayWrite, rolesOf } from './rules';
import { evidenceParams, idParams } from './schemas';
import { instanceView, loadInstance, openEvidence, storeEvidence } from './service';

const policy = FORM_PLATFORM_ROLES;
/** Bounds the memory one upload takes whatever MAX_SIZE_DOC says; the configured limit is the one people meet. */
const EVIDENCE_BODY_LIMIT_BYTES = 25 * 1_000_000;

/**
 * An instance's documents: its PDF for whoever may read it, and evidence files (scans, photos) uploaded by
 * someone who writes one of its parts. Evidence is personal: it goes to the private store (random name, checked
 * bytes, MAX_SIZE_DOC) and is read back only through this family, by those who reach the instance, never cached
 * by a shared cache; the part's data keeps that URL and is validated like any other field.
 */
export async function documentRoutes(app: FastifyInstance, { ctx, forms }: { ctx: AppContext; forms: Map<string, LoadedForm> }) {
  const { db } = ctx;
  const dir = uploadsDir(ctx.config);
  // Scoped to this plugin: the rest of the family keeps accepting JSON only.
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: EVIDENCE_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));

  app.get<{ Params: { id: string } }>('/form-instances/:id/pdf', { config: { policy }, schema: { params: idParams } }, async (request, reply) => {
    const principal = principalOf(request);
    const loaded = await loadInstance(db, forms, principal, request.params.id);
    const view = await instanceView(db, principal, loaded);
    const { definition } = loaded.form;
    const schema = rolesOf(principal).reduce((visible, role) => visibleSchema({ ...definition, schema: visible }, role), definition.schema);
    const pdf = await formPdf({ definition, schema, data: view.data as JsonObject, signatures: view.signatures, version: view.version, status: view.status, locale: requestLocale(request) });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${definition.code}-${view.id.slice(0, 8)}-v${view.version}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  app.post<{ Params: { id: string } }>('/form-instances/:id/evidence', { bodyLimit: EVIDENCE_BODY_LIMIT_BYTES, config: { policy }, schema: { params: idParams } }, async (request, reply) => {
    const principal = principalOf(request);
    const loaded = await loadInstance(db, forms, principal, request.params.id);
    if (!loaded.form.definition.parts.some((part) => mayWrite(principal, loaded, part))) throw forbidden('forms.notYourPart');
    const data = request.body;
    if (!Buffer.isBuffer(data)) throw new HttpError(415, 'forms.evidenceType');
    const limit = documentLimitBytes(await readConfiguration(db));
    if (data.length > limit) throw new HttpError(413, 'forms.evidenceTooLarge', { limit: megabytes(limit) });
    const declared = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    const actual = imageTypeOf(data);
    if (!actual || actual !== declared) throw new HttpError(415, 'forms.evidenceType');
    const url = await storeEvidence(db, dir, loaded, { accountId: principal.accountId, contentType: actual, data });
    return envelope(request, reply, { url }, 'forms.evidenceSaved', 201);
  });

  app.get<{ Params: { id: string; evidenceId: string } }>('/form-instances/:id/evidence/:evidenceId', { config: { policy }, schema: { params: evidenceParams } }, async (request, reply) => {
    const loaded = await loadInstance(db, forms, principalOf(request), request.params.id);
    const file = await openEvidence(db, dir, loaded, request.params.evidenceId);
    if (!file) throw notFound();
    return sendStoredFile(reply, file, 'private, no-store');
  });
}
