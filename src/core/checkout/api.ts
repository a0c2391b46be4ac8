import type { Gateway } from '../gateway/client';
import type { Envelope } from '../gateway/families';

export type CheckoutSource = { cartIds: string[] } | { program: { enrollmentType: number; programId: number } };

/** POST /order: the same idempotency key for every retry of one checkout, so it makes one order. */
export async function placeOrder(gateway: Gateway, source: CheckoutSource, idempotencyKey: string): Promise<string> {
  const { data } = await gateway.main.post<Envelope<{ id: string }>>('/order', { provider: 'sandbox', ...source }, { headers: { 'idempotency-key': idempotencyKey } });
  return data.id;
}

/** The sandbox provider's answer: the learner chose paid or failed on its page. */
export async function paySandbox(gateway: Gateway, orderId: string, outcome: 'paid' | 'failed'): Promise<void> {
  await gateway.main.post(`/order/${encodeURIComponent(orderId)}/sandbox-payment`, { outcome });
}
