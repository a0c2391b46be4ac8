/**
 * Payment providers as the apps see them (server: server/src/features/orders/providers). Starting a payment
 * answers what the learner does next: open a provider's page, or transfer to a bank account and send a proof.
 */
import type { ProofView } from './contract';

export const PAYMENT_PROVIDERS = ['sandbox', 'manual-transfer'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** A manual transfer's proof: waiting for the operator, accepted (the order is paid) or rejected with a reason. */
export type ProofStatus = ProofView['status'];

/** The files a proof may be: a photo or scan of the receipt, or the bank's PDF. */
export const PROOF_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type ProofType = (typeof PROOF_TYPES)[number];

/** Whether the learner may send a proof now: a manual-transfer order awaiting payment with no proof waiting. */
export function canSendProof(order: { state: string; paymentProvider: string; proofs: readonly Pick<ProofView, 'status'>[] }): boolean {
  return order.state === 'awaiting-payment' && order.paymentProvider === 'manual-transfer' && !order.proofs.some((proof) => proof.status === 'sent');
}
