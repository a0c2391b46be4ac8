import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
import { asesiRoutes } from './registrations/memberAsesiRoutes';
import { assessorRoutes } from './registrations/memberAssessorRoutes';
import { certificateBatchRoutes } from './certificates/memberBatchRoutes';
import { workCertificateBatches } from './certificates/certificateBatches';
import { workCertificatePdfs } from './certificates/certificateFiles';
import { loadFormDefinitions } from './forms/formDefinitions';
import { lspSetupRoutes } from './setup/memberRoutes';
import { lspWorkflowRoutes } from './registrations/memberLspRoutes';
import { memberDocumentRoutes } from './forms/memberDocumentRoutes';
import { memberRoutes } from './forms/memberRoutes';
import { publicCredentialRoutes } from './certificates/publicCredentialRoutes';
import { publicVerificationRoutes } from './certificates/publicVerificationRoutes';

/**
 * Certification family: the assessment forms and the work of a certification body around them. The
 * form files are read and checked when the gateway starts (a bad file stops it with its name and the error);
 * adding a file adds a form, with no route to edit.
 */
export async function certificationFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const forms = loadFormDefinitions(ctx.config.formsDir);
  const api = contracted(app);
  // Certificates' PDFs are rendered once and stored by background jobs, singly and in batches.
  await workCertificatePdfs(ctx);
  await workCertificateBatches(ctx);
  await memberRoutes(api, { ctx, forms });
  // The evidence's body parsers in a scope of their own.
  await app.register(async (scope) => memberDocumentRoutes(contracted(scope), { ctx, forms }));
  await lspSetupRoutes(api, { ctx });
  await lspWorkflowRoutes(api, { ctx });
  await certificateBatchRoutes(contracted(app), { ctx });
  await asesiRoutes(api, { ctx, forms });
  await assessorRoutes(api, { ctx, forms });
  await publicVerificationRoutes(api, { ctx });
}

/** The certificate's public files outside /api (registered without the family's prefix). */
export async function certificateFilesFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await publicCredentialRoutes(contracted(app), { ctx });
}
