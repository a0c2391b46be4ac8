import { PROOF_TYPES, type ProofType } from '@core/checkout/payment';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { HttpError, notFound } from '../../platform/httpError';
import { principalOf } from '../../platform/policy';
import type { ContractedApp } from '../../platform/typeProvider';
import { acceptUploads, receiveUpload, uploadStore, type UploadRule } from '../../platform/uploads';
import { openProof, storeProof } from './providers/manualTransfer';
import { ownOrder } from './queries';
import { orderIdParams, proofParams, proofSentAnswer } from './schemas';
import { expireOverdueOrders, sendProof } from './service';

const PROOF: UploadRule<ProofType> = {
  types: PROOF_TYPES,
  limit: 'document',
  messages: { type: 'payments.proofType', tooLarge: 'payments.proofTooLarge', content: 'payments.proofContent' },
};

/**
 * The manual transfer's proof (main family). POST /order/{id}/payment-proof: the body is the file itself
 * (image/png, image/jpeg, image/webp or application/pdf) through the upload pipeline (MAX_SIZE_DOC 413, type and
 * first bytes 415, an image decoded and re-encoded without its metadata, a PDF checked for its structure); only
 * the order's owner, only while it awaits payment and no other proof waits (409).
 * GET /order/{id}/payment-proof/{proofId}: the file, to its owner (operators read it through admin-orders).
 * Registered in a scope of its own (index.ts): its body parsers must not reach the rest of the API, which keeps
 * accepting JSON alone.
 */
export async function memberPaymentProofRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const dir = uploadStore(ctx.config);
  acceptUploads(app, PROOF);

  app.post(
    '/order/:id/payment-proof',
    { schema: { params: orderIdParams, response: proofSentAnswer }, config: { policy: 'authenticated' } },
    async (request, reply) => {
      const { accountId } = principalOf(request);
      const order = await ownOrder(ctx.db, accountId, request.params.id);
      if (!order) throw notFound();
      if (order.payment_provider !== 'manual-transfer') throw new HttpError(409, 'payments.notManualTransfer');
      const proof = await receiveUpload(ctx.db, request, PROOF);
      await expireOverdueOrders(ctx.db);
      const proofId = await storeProof(ctx.db, dir, { orderId: order.id, accountId, ...proof });
      return envelope(request, reply, { id: proofId, status: 'sent' as const }, 'payments.proofSent', 201);
    },
  );

  // No response schema: the answer is the proof's file.
  app.get('/order/:id/payment-proof/:proofId', { schema: { params: proofParams }, config: { policy: 'authenticated' } }, async (request, reply) => {
    const { accountId } = principalOf(request);
    const order = await ownOrder(ctx.db, accountId, request.params.id);
    const proof = order && (await openProof(ctx.db, dir, request.params.proofId, order.id));
    if (!proof) throw notFound();
    return sendProof(request, reply, proof);
  });
}
