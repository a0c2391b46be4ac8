import type { AppContext } from '../../../context';
import { notFound } from '../../../platform/httpError';
import type { ContractedApp } from '../../../platform/typeProvider';
import { openBadgeCredential } from './credential';
import { certificateDocumentOf } from '../registrations/workflowQueries';
import { idParams } from '../registrations/workflowSchemas';

/**
 * The certificate as an Open Badges 3.0 credential at a public URL outside /api (no API key: a wallet or a
 * verifier fetches it as it is), linked from the verification page.
 */
export async function publicCredentialRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  app.get('/qr-access/:id/credential.json', { config: { policy: 'public' }, schema: { params: idParams } }, async (request, reply) => {
    const document = await certificateDocumentOf(ctx.db, request.params.id, ctx.config.publicUrl);
    if (!document) throw notFound();
    return reply
      .type('application/vc+ld+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(openBadgeCredential(document, ctx.config.publicUrl)));
  });
}
