import type { PaymentStart, ProofView } from './payment';

/**
 * An order as GET /order and /order/{id} (main family) answer it and the transactions pages read it (amounts in
 * whole rupiah); the gateway's response schema (server/src/features/orders/schemas.ts) lists the same fields.
 */
export interface OrderView {
  id: string;
  state: string;
  paymentProvider: string;
  subtotal: number;
  discount: number;
  ppnRate: number;
  pphRate: number;
  ppn: number;
  pph: number;
  total: number;
  expiresAt: string;
  createdAt: string;
  items: { programId: number; enrollmentType: number; title: string; price: number; discount: number; total: number }[];
  events: { from: string | null; to: string; action: string | null; at: string; actorAccountId: string | null; note: string | null }[];
  /** How to pay, while the order awaits payment (the provider's instructions or page). */
  payment: PaymentStart | null;
  /** A manual transfer's proofs, newest first. */
  proofs: ProofView[];
}

/** The operator's view of one order (GET /admin-orders/{id} and the actions' answers): the order and its learner. */
export interface OperatorOrderView extends OrderView {
  learnerName: string;
  learnerEmail: string;
}

/** A row of the operator's order list (GET /admin-orders). */
export interface OperatorOrderRow {
  id: string;
  state: string;
  paymentProvider: string;
  total: number;
  createdAt: string;
  learnerName: string;
  learnerEmail: string;
  proofWaiting: boolean;
}
