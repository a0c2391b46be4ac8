import type { FastifyInstance, FastifyReply } from 'fastify';
import { PROOF_TYPES } from '../../../../src/core/checkout/payment';
import { documentLimitBytes, megabytes } from '../../../../src/core/rules/limits';
import type { AppContext } from '../../context';
import { readConfiguration } from '../../platform/configuration';
import { envelope } from '../../platform/envelope';
import { HttpError, notFound } from '../../platform/httpError';
import { principalOf } from '../../platform/policy';
import { sendStoredFile, uploadsDir, type StoredFile } from '../../platform/uploads';
import { openProof, proofTypeOf, storeProof } from './providers/manualTransfer';
import { orderIdParams, proofParams } from './schemas';
import { expireOverdueOrders } from './service';

/** The most a proof upload reads, whatever MAX_SIZE_DOC says: it bounds one request's memory (as the photo route). */
const PROOF_BODY_LIMIT_BYTES = 25 * 1_000_000;
const proofTypeError = () => new HttpError(415, 'payments.proofType');

/**
 * The manual transfer's proof (main family). POST /order/{id}/payment-proof: the body is the file itself
 * (image/png, image/jpeg, image/webp or application/pdf), within MAX_SIZE_DOC (413), its first bytes what its type
 * claims (415); only the order's owner, only while it awaits payment and no other proof waits (409).
 * GET /order/{id}/payment-proof/{proofId}: the file, to its owner (operators read it through admin-orders).
 */
export async function paymentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const dir = uploadsDir(ctx.config);
  // These parsers belong to this plugin only: the rest of the API keeps accepting JSON alone.
  app.addContentTypeParser([...PROOF_TYPES], { parseAs: 'buffer', bodyLimit: PROOF_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('*', (_request, _payload, done) => done(proofTypeError()));

  app.post<{ Params: { id: string } }>(
    '/order/:id/payment-proof',
    { schema: { params: orderIdParams }, bodyLimit: PROOF_BODY_LIMIT_BYTES, config: { policy: 'authenticated' } },
    async (request, reply) => {
      const { accountId } = principalOf(request);
      const order = await ctx.db.selectFrom('orders').select(['id', 'payment_provider']).where('id', '=', request.params.id).where('account_id', '=', accountId).executeTakeFirst();
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
      return envelope(request, reply, { id: proofId, status: 'sent' }, 'payments.proofSent', 201);
    },
  );

  app.get<{ Params: { id: string; proofId: string } }>(
    '/order/:id/payment-proof/:proofId',
    { schema: { params: proofParams }, config: { policy: 'authenticated' } },
    async (request, reply) => {
      const { accountId } = principalOf(request);
      const order = await ctx.db.selectFrom('orders').select('id').where('id', '=', request.params.id).where('account_id', '=', accountId).executeTakeFirst();
      const proof = order && (await openProof(ctx.db, dir, request.params.proofId, order.id));
      if (!proof) throw notFound();
      return sendProof(reply, proof);
    },
  );
}

/** A proof's bytes: private to the learner and the operator, so never kept by a shared cache. */
export function sendProof(reply: FastifyReply, proof: StoredFile) {
  return sendStoredFile(reply, proof, 'private, no-store');
}
