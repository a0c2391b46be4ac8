import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { areaPolicy } from '../../../platform/menus';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { batchZip, certificateBatch, scheduleBatches, startCertificateBatch } from './certificateBatches';
import { batchAnswer, batchesAnswer, batchStartedAnswer, idParams } from './certificateBatchSchemas';
import { lspIdsOf } from '../registrations/workflow';

const lsp = { policy: areaPolicy('member', 'jadwal-lsp') } as const;

/**
 * The LSP's certificate batches at /api/certification/jadwal-lsp/...: start one for a schedule (202 at
 * once, the PDFs are made by background jobs), follow its progress, download the finished batch as a zip.
 */
export async function certificateBatchRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const idsOf = (request: FastifyRequest) => lspIdsOf(db, principalOf(request));

  app.post(
    '/jadwal-lsp/schedules/:id/certificate-batches',
    { config: lsp, schema: { params: idParams, response: batchStartedAnswer } },
    async (request, reply) => {
      const ids = await idsOf(request);
      const batchId = await startCertificateBatch(ctx, ids, request.params.id, principalOf(request).accountId);
      return envelope(request, reply, await certificateBatch(db, ids, batchId), 'certification.batchStarted', 202);
    },
  );

  app.get(
    '/jadwal-lsp/schedules/:id/certificate-batches',
    { config: lsp, schema: { params: idParams, response: batchesAnswer } },
    async (request, reply) => envelope(request, reply, await scheduleBatches(db, await idsOf(request), request.params.id)),
  );

  app.get('/jadwal-lsp/certificate-batches/:id', { config: lsp, schema: { params: idParams, response: batchAnswer } }, async (request, reply) =>
    envelope(request, reply, await certificateBatch(db, await idsOf(request), request.params.id)),
  );

  // No response schema: the answer is the zip.
  app.get('/jadwal-lsp/certificate-batches/:id/zip', { config: lsp, schema: { params: idParams } }, async (request, reply) => {
    const zip = await batchZip(ctx, await idsOf(request), request.params.id);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="sertifikat-${request.params.id.slice(0, 8)}.zip"`)
      .send(zip);
  });
}
