import { FORM_PLATFORM_ROLES, visibleSchema } from '@core/forms';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { forbidden, notFound } from '../../../platform/httpError';
import { requestLocale } from '../../../platform/locale';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { sendStoredFile } from '../../../platform/storedFiles';
import { acceptUploads, IMAGE_TYPES, receiveUpload, uploadStore, type ImageType, type UploadRule } from '../../../platform/uploads';
import type { LoadedForm } from './formDefinitions';
import { formPdf } from './formPdf';
import { mayWrite, rolesOf } from './rules';
import { evidenceAnswer, evidenceParams, idParams } from './schemas';
import { instanceView, loadInstance, openEvidence, storeEvidence } from './service';

const policy = FORM_PLATFORM_ROLES;
const EVIDENCE: UploadRule<ImageType> = {
  types: IMAGE_TYPES,
  limit: 'document',
  messages: { type: 'forms.evidenceType', tooLarge: 'forms.evidenceTooLarge', content: 'forms.evidenceType' },
};

/**
 * An instance's documents: its PDF for whoever may read it, and evidence files (scans, photos) uploaded by
 * someone who writes one of its parts. Evidence is personal: through the upload pipeline (MAX_SIZE_DOC, checked,
 * decoded, re-encoded without its metadata) it goes to the private store (random name) and is read back only
 * through this family, by those who reach the instance, never cached by a shared cache; the part's data keeps that
 * URL and is validated like any other field.
 */
export async function memberDocumentRoutes(app: ContractedApp, { ctx, forms }: { ctx: AppContext; forms: Map<string, LoadedForm> }) {
  const { db } = ctx;
  const dir = uploadStore(ctx.config);
  // Registered in a scope of its own (index.ts): the rest of the family keeps accepting JSON only.
  acceptUploads(app, EVIDENCE);

  // No response schema: the answer is the PDF.
  app.get('/form-instances/:id/pdf', { config: { policy }, schema: { params: idParams } }, async (request, reply) => {
    const principal = principalOf(request);
    const loaded = await loadInstance(db, forms, principal, request.params.id);
    const view = await instanceView(db, principal, loaded);
    const { definition } = loaded.form;
    const schema = rolesOf(principal).reduce((visible, role) => visibleSchema({ ...definition, schema: visible }, role), definition.schema);
    const pdf = await formPdf({
      definition,
      schema,
      data: view.data,
      signatures: view.signatures,
      version: view.version,
      status: view.status,
      locale: requestLocale(request),
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${definition.code}-${view.id.slice(0, 8)}-v${view.version}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  app.post('/form-instances/:id/evidence', { config: { policy }, schema: { params: idParams, response: evidenceAnswer } }, async (request, reply) => {
    const principal = principalOf(request);
    const loaded = await loadInstance(db, forms, principal, request.params.id);
    if (!loaded.form.definition.parts.some((part) => mayWrite(principal, loaded, part))) throw forbidden('forms.notYourPart');
    const url = await storeEvidence(db, dir, loaded, { accountId: principal.accountId, ...(await receiveUpload(db, request, EVIDENCE)) });
    return envelope(request, reply, { url }, 'forms.evidenceSaved', 201);
  });

  // No response schema: the answer is the file.
  app.get('/form-instances/:id/evidence/:evidenceId', { config: { policy }, schema: { params: evidenceParams } }, async (request, reply) => {
    const loaded = await loadInstance(db, forms, principalOf(request), request.params.id);
    const file = await openEvidence(db, dir, loaded, request.params.evidenceId);
    if (!file) throw notFound();
    return sendStoredFile(request, reply, file, 'private, no-store');
  });
}
