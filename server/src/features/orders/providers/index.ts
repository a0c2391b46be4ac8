import type { PaymentProviderName } from '@core/checkout/payment';
import { manualTransferProvider } from './manualTransfer';
import { sandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';

const PROVIDERS: Record<PaymentProviderName, PaymentProvider> = {
  sandbox: sandboxProvider,
  'manual-transfer': manualTransferProvider,
};

/** The provider an order was made with (orders.payment_provider, checked by the table). */
export function providerOf(name: string): PaymentProvider {
  const provider = PROVIDERS[name as PaymentProviderName];
  if (!provider) throw new Error(`unknown payment provider ${name}`);
  return provider;
}

export type { PaymentProvider } from './types';
