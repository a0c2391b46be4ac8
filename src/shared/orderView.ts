import type { PaymentStart, ProofView } from '../core/checkout/payment';

/** GET /order and /order/{id} (main family), as the transactions pages read them. */
export interface OrderSummary {
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
  createdAt: string;
  items: { programId: number; title: string; total: number }[];
  /** How to pay while the order awaits payment. */
  payment: PaymentStart | null;
  proofs: ProofView[];
}
