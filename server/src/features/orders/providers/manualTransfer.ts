import type { ProofType } from '@core/checkout/payment';
import type { BankAccount } from '@core/checkout/contract';
import type { Db } from '../../../db/connect';
import { HttpError } from '../../../platform/httpError';
import type { StoredFile } from '../../../platform/storedFiles';
import { openPrivateUpload, storePrivateUpload, type CheckedUpload } from '../../../platform/uploads';
import type { FileStore } from '../../../platform/storage';
import { confirmPayment, recordAction } from '../service';
import type { PaymentProvider } from './types';

/**
 * The account learners transfer to (docs/decisions/2026-11-22-checkout-orders-and-payment.md "Payment providers"): a
 * constant of the code, printed on the order page; a change of bank is a change of this constant, reviewed like any
 * code.
 */
export const BANK_ACCOUNT: BankAccount = { bankName: 'Bank Mandiri', accountNumber: '123-00-0987654-3', accountHolder: 'PT Bina Insan Sukses Abadi' };

/** Proofs are personal financial papers: kept in DATA_DIR/uploads/proofs, served only to their owner and operators. */
const PROOF_FOLDER = 'proofs';

export const manualTransferProvider: PaymentProvider = {
  name: 'manual-transfer',
  start: (order) => ({ kind: 'bank-transfer', account: BANK_ACCOUNT, amount: order.total, reference: order.id.slice(0, 8).toUpperCase() }),
  async confirm(db, orderId, actorAccountId) {
    const result = await confirmPayment(db, orderId, actorAccountId);
    if (result.paid) {
      await db
        .updateTable('payment_proofs')
        .set({ status: 'accepted', reviewed_by: actorAccountId, reviewed_at: new Date() })
        .where('order_id', '=', orderId)
        .where('status', '=', 'sent')
        .execute();
    }
    return result;
  },
  async reject(db, orderId, actorAccountId, reason) {
    const rejected = await db
      .updateTable('payment_proofs')
      .set({ status: 'rejected', reason, reviewed_by: actorAccountId, reviewed_at: new Date() })
      .where('order_id', '=', orderId)
      .where('status', '=', 'sent')
      .returning('id')
      .executeTakeFirst();
    if (!rejected) throw new HttpError(409, 'payments.noProofWaiting');
    await recordAction(db, orderId, 'proof-rejected', actorAccountId, reason);
  },
};

/**
 * Stores a proof (from the upload pipeline) for an order awaiting payment in the private store: the file under a
 * random name, its uploads row, the proof row and the 'proof-sent' event, in one transaction; the file goes if the
 * rows do not.
 */
export async function storeProof(
  db: Db,
  store: FileStore,
  proof: { orderId: string; accountId: string } & CheckedUpload<ProofType>,
): Promise<string> {
  return storePrivateUpload(db, store, PROOF_FOLDER, proof, async (trx, uploadName) => {
    // Read under a row lock: a proof never lands on an order that an operator or the expiry is moving.
    const order = await trx.selectFrom('orders').select('state').where('id', '=', proof.orderId).forUpdate().executeTakeFirstOrThrow();
    if (order.state !== 'awaiting-payment') throw new HttpError(409, 'payments.notAwaitingPayment');
    const waiting = await trx
      .selectFrom('payment_proofs')
      .select('id')
      .where('order_id', '=', proof.orderId)
      .where('status', '=', 'sent')
      .executeTakeFirst();
    if (waiting) throw new HttpError(409, 'payments.proofAlreadySent');
    const row = await trx
      .insertInto('payment_proofs')
      .values({ order_id: proof.orderId, upload_name: uploadName })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAction(trx, proof.orderId, 'proof-sent', proof.accountId, null);
    return row.id;
  });
}

/** A proof's file, opened for reading, or undefined when it is gone. */
export async function openProof(db: Db, store: FileStore, proofId: string, orderId: string): Promise<StoredFile | undefined> {
  const row = await db
    .selectFrom('payment_proofs')
    .select('upload_name')
    .where('id', '=', proofId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row && openPrivateUpload(db, store, row.upload_name);
}
