import { PROOF_TYPES } from '../../../../src/core/checkout/payment';
import { documentLimitBytes, megabytes } from '../../../../src/core/rules/limits';
import type { AppContext } from '../../context';
import { readConfiguration } from '../../platform/configuration';
import { envelope } from '../../platform/envelope';
import { HttpError, notFound } from '../../platform/httpError';
import { principalOf } from '../../platform/policy';
import type { TypedApp } from '../../platform/typeProvider';
import { uploadsDir } from '../../platform/uploads';
import { openProof, proofTypeOf, storeProof } from './providers/manualTransfer';
import { ownOrder } from './queries';
import { orderIdParams, proofParams, proofSentAnswer } from './schemas';
import { expireOverdueOrders, sendProof } from './service';

/** The most a proof upload reads, whatever MAX_SIZE_DOC says: it bounds one request's memory (as the photo route). */
const PROOF_BODY_LIMIT_BYTES = 25 * 1_000_000;
const proofTypeError = () => new HttpError(415, 'payments.proofType');

/**
 * The manual transfer's proof (main family). POST /order/{id}/payment-proof: the body is the file itself
 * (image/png, image/jpeg, image/webp or application/pdf), within MAX_SIZE_DOC (413), its first bytes what its type
 * claims (415); only the order's owner, only while it awaits payment and no other proof waits (409).
 * GET /order/{id}/payment-proof/{proofId}: the file, to its owner (operators read it through admin-orders).
 * Registered in a scope of its own (index.ts): its body parsers must not reach the rest of the API, which keeps
 * accepting JSON alone.
 */
export async function memberPaymentProofRoutes(app: TypedApp, { ctx }: { ctx: AppContext }) {
  const dir = uploadsDir(ctx.config);
  app.addContentTypeParser([...PROOF_TYPES], { parseAs: 'buffer', bodyLimit: PROOF_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('*', (_request, _payload, done) => done(proofTypeError()));

  app.post(
    '/order/:id/payment-proof',
    { schema: { params: orderIdParams, response: proofSentAnswer }, bodyLimit: PROOF_BODY_LIMIT_BYTES, config: { policy: 'authenticated' } },
    async (request, reply) => {
      const { accountId } = principalOf(request);
      const order = await ownOrder(ctx.db, accountId, request.params.id);
      if (!order) throw notFound();
      if (order.payment_provider !== 'manual-transfer') throw new HttpError(409, 'payments.notManualTransfer');
      const data = request.body;
      if (!Buffer.isBuffer(data)) throw proofTypeError();
      const limit = documentLimitBytes(await readConfiguration(ctx.db));
      if (data.length > limit) throw new HttpError(413, 'payments.proofTooLarge', { limit: megabytes(limit) });
      const declared = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      const actual = proofTypeOf(data);
      if (!actual || actual !== declared) throw new HttpError(415, 'payments.proofContent');
      await expireOverdueOrders(ctx.db);
      const proofId = await storeProof(ctx.db, dir, { orderId: order.id, accountId, contentType: actual, data });
      return envelope(request, reply, { id: proofId, status: 'sent' as const }, 'payments.proofSent', 201);
    },
  );

  // No response schema: the answer is the proof's file.
  app.get(
    '/order/:id/payment-proof/:proofId',
    { schema: { params: proofParams }, config: { policy: 'authenticated' } },
    async (request, reply) => {
      const { accountId } = principalOf(request);
      const order = await ownOrder(ctx.db, accountId, request.params.id);
      const proof = order && (await openProof(ctx.db, dir, request.params.proofId, order.id));
      if (!proof) throw notFound();
      return sendProof(reply, proof);
    },
  );
}

