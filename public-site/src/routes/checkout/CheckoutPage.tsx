import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchGlobalConfiguration } from '@client/configuration/api';
import type { ProgramDetail } from '@core/catalogue/contract';
import { placeOrder, type CheckoutSource } from '@client/checkout/api';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '@core/checkout/payment';
import { checkoutTotals } from '@core/checkout/totals';
import type { Envelope } from '@core/gateway/families';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatIdr } from '@core/format/currency';
import type { ConfigurationEntry } from '@core/configuration/contract';
import { subProgramOf, kindOfEnrollmentType } from '@core/rules/programLinks';
import { loginPathFor } from '@core/rules/redirect';
import { pphRate, ppnRate } from '@core/rules/tax';
import { loadCartOnce, useCart } from '../../cart/cartStore';
import { browserClient } from '../../client';
import { Notice } from '../../components/Notice';
import { usePageHead } from '../../hooks/usePageHead';
import { useRequest } from '../../hooks/useRequest';
import { useLocalizedPath, useT } from '../../i18n/locale';
import { useSiteData } from '../../siteData';

interface Line {
  id: number;
  title: string;
  price: number;
  discount: number;
  total: number;
}

/**
 * /buy-now: the checkout summary of one program (?type=&id=) or of the selected cart rows (?cart=id,id): subtotal,
 * discount, PPN, PPH and total (packages/core/src/checkout/totals.ts), then the order, made once per page visit.
 */
export function CheckoutPage() {
  const t = useT();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { loggedIn } = useSiteData();
  const [params] = useSearchParams();
  const cart = useCart();
  const [program, setProgram] = useState<ProgramDetail | null>(null);
  const [configuration, setConfiguration] = useState<ConfigurationEntry[] | null>(null);
  // One key per visit of the page: a double click or a retry finds the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [provider, setProvider] = useState<PaymentProviderName>('manual-transfer');
  const ordering = useRequest<Awaited<ReturnType<typeof placeOrder>>>();
  usePageHead(t('checkout.title'), t('checkout.description'));

  const cartIds = (params.get('cart') ?? '').split(',').filter(Boolean);
  const type = Number(params.get('type'));
  const programId = Number(params.get('id'));
  const kind = kindOfEnrollmentType(type);

  useEffect(() => {
    if (!loggedIn) {
      window.location.replace(loginPathFor(to('/login'), `${window.location.pathname}${window.location.search}`));
      return;
    }
    const { gateway } = browserClient();
    fetchGlobalConfiguration(gateway).then(setConfiguration, (error: unknown) => console.error('Configuration load failed', error));
    if (cartIds.length) void loadCartOnce();
    else if (kind && programId > 0) {
      gateway.main.get<Envelope<ProgramDetail>>(`/public-site/get-program-by-id/${programId}/${subProgramOf(kind)}`).then(
        (response) => setProgram(response.data),
        (error: unknown) => console.error('Program load failed', error),
      );
    }
    // The address decides what is bought; it does not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn]);

  const lines: Line[] = cartIds.length ? cart.items.filter((item) => cartIds.includes(item.cartId)) : program ? [program] : [];
  const source: CheckoutSource | null = cartIds.length
    ? { cartIds }
    : kind && programId > 0
      ? { program: { enrollmentType: type, programId } }
      : null;
  const totals = configuration ? checkoutTotals(lines, { ppn: ppnRate(configuration), pph: pphRate(configuration) }) : null;

  async function onPay() {
    if (!source) return;
    const order = await ordering.run(() => placeOrder(browserClient().gateway, source, provider, idempotencyKey));
    if (!order) return;
    // A provider's page is on this site; a bank transfer is paid from the order's page in the member area.
    if (order.payment.kind === 'redirect') void navigate(to(order.payment.path));
    else window.location.assign(to(`/member/transaksi/${order.id}`));
  }

  return (
    <section className="catalogue-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('checkout.title')}</h1>
      {!source && <Notice tone="error">{t('checkout.nothing')}</Notice>}
      {lines.length > 0 && totals && (
        <div className="cart-layout">
          <ul className="cart-items" aria-label={t('checkout.items')}>
            {lines.map((line) => (
              <li key={line.id} className="cart-item">
                <span className="cart-item-title">{line.title}</span>
                <span className="cart-item-prices">
                  {line.discount > 0 && <s>{formatIdr(line.price)}</s>}
                  <strong>{formatIdr(line.total)}</strong>
                </span>
              </li>
            ))}
          </ul>
          <aside className="cart-summary" aria-labelledby="checkout-summary">
            <h2 id="checkout-summary">{t('cart.summary')}</h2>
            <dl>
              <dt>{t('cart.subtotal')}</dt>
              <dd>{formatIdr(totals.subtotal)}</dd>
              <dt>{t('cart.discount')}</dt>
              <dd>-{formatIdr(totals.discount)}</dd>
              <dt>{t('checkout.ppn', { rate: Math.round(ppnRate(configuration ?? []) * 100) })}</dt>
              <dd>{formatIdr(totals.ppn)}</dd>
              <dt>{t('checkout.pph', { rate: Math.round(pphRate(configuration ?? []) * 100) })}</dt>
              <dd>{formatIdr(totals.pph)}</dd>
              <dt>{t('cart.total')}</dt>
              <dd className="cart-total">{formatIdr(totals.total)}</dd>
            </dl>
            <fieldset className="checkout-providers">
              <legend>{t('payments.chooseProvider')}</legend>
              {PAYMENT_PROVIDERS.map((name) => (
                <label key={name}>
                  <input type="radio" name="provider" value={name} checked={provider === name} onChange={() => setProvider(name)} />
                  {t(`payments.providers.${name}`)}
                </label>
              ))}
            </fieldset>
            <button type="button" className="button button-primary" onClick={() => void onPay()} disabled={ordering.busy}>
              {t('checkout.pay')}
            </button>
            {ordering.error !== null && <Notice tone="error">{parseErrorMessage(ordering.error)}</Notice>}
          </aside>
        </div>
      )}
    </section>
  );
}
