import type { PaymentProviderName } from '@core/checkout/payment';
import type { PaymentStart } from '@core/checkout/contract';
import type { Db } from '../../../db/connect';

/**
 * One payment provider (docs/decisions/2026-11-22-checkout-orders-and-payment.md "Payment providers"). A real
 * Indonesian gateway (Midtrans, Xendit, ...) is one more module with this shape: `start` answers its redirect, its
 * callback route calls `confirm` or `reject`.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** What the learner does to pay this order. */
  start(order: { id: string; total: number }): PaymentStart;
  /**
   * The money arrived: awaiting payment -> paid and the enrolments, exactly once (`paid` false when the order was
   * already paid). `actorAccountId` is the operator who confirmed, or the learner for the sandbox.
   */
  confirm(db: Db, orderId: string, actorAccountId: string | null): Promise<{ paid: boolean; accountId: string }>;
  /** This payment attempt failed or was refused; the order stays awaiting payment, so the learner may try again. */
  reject(db: Db, orderId: string, actorAccountId: string | null, reason: string): Promise<void>;
}
