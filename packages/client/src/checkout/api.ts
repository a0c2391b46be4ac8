import type { Gateway } from '../gateway/client';
import type { Envelope } from '@core/gateway/families';
import type { PaymentProviderName } from '@core/checkout/payment';
import type { PaymentStart } from '@core/checkout/contract';

export type CheckoutSource = { cartIds: string[] } | { program: { enrollmentType: number; programId: number } };

/**
 * POST /order with the chosen payment provider: the same idempotency key for every retry of one checkout, so it
 * makes one order. Answers the order and how to pay it (the provider's page, or bank-transfer instructions).
 */
export async function placeOrder(
  gateway: Gateway,
  source: CheckoutSource,
  provider: PaymentProviderName,
  idempotencyKey: string,
): Promise<{ id: string; payment: PaymentStart }> {
  const { data } = await gateway.main.post<Envelope<{ id: string; payment: PaymentStart }>>(
    '/order',
    { provider, ...source },
    { headers: { 'idempotency-key': idempotencyKey } },
  );
  return data;
}

/** The sandbox provider's answer: the learner chose paid or failed on its page. */
export async function paySandbox(gateway: Gateway, orderId: string, outcome: 'paid' | 'failed'): Promise<void> {
  await gateway.main.post(`/order/${encodeURIComponent(orderId)}/sandbox-payment`, { outcome });
}
