import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { notFound } from '../../../platform/httpError';
import type { ContractedApp } from '../../../platform/typeProvider';
import { certificateRows, certificateSummary } from '../registrations/workflowQueries';
import { certificateAnswer, idParams, numberQuery } from '../registrations/workflowSchemas';

const everyone = { policy: 'public' } as const;

/**
 * Anyone may verify a certificate: by its number (/sertifikat) or its id (the QR code's /qr-access/{id}).
 * The answer names the holder, the scheme, the LSP, the dates and the status, and nothing else about the person.
 */
export async function publicVerificationRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  app.get('/verify/certificates', { config: everyone, schema: { querystring: numberQuery, response: certificateAnswer } }, async (request, reply) => {
    const row = await certificateRows(ctx.db).where('certificates.number', '=', request.query.number.trim().toUpperCase()).executeTakeFirst();
    if (!row) throw notFound();
    return envelope(request, reply, certificateSummary(row));
  });

  app.get('/verify/certificates/:id', { config: everyone, schema: { params: idParams, response: certificateAnswer } }, async (request, reply) => {
    const row = await certificateRows(ctx.db).where('certificates.id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound();
    return envelope(request, reply, certificateSummary(row));
  });
}
