import { useEffect, useState } from 'react';
import { Link, redirect, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { fetchGlobalConfiguration } from '@client/configuration/api';
import { toCartItem, type CartItem } from '@core/cart/model';
import { checkoutTotals } from '@core/checkout/totals';
import type { ConfigurationEntry } from '@core/configuration/contract';
import type { ServerCartItem } from '@core/cart/contract';
import { groupByType, isTypeSelected, selectedIds, selectedTotals, setSelected, setTypeSelected } from '@core/cart/selection';
import { formatIdr } from '@core/format/currency';
import type { Envelope } from '@core/gateway/families';
import { KIND_LABEL_KEY, kindOfEnrollmentType } from '@core/rules/programLinks';
import { localeOfPath, localizePath } from '@core/i18n/locales';
import { loginPathFor } from '@core/rules/redirect';
import { pphRate, ppnRate } from '@core/rules/tax';
import { loadCartOnce, removeCartItems, seedCart, setCartItems, useCart } from '../cart/cartStore';
import { Notice } from '../components/Notice';
import { browserClient } from '../client';
import { apiOf, memberOnServer, visitorOnServer } from '../data/loaderApi';
import { usePageHead } from '../hooks/usePageHead';
import { useLocalizedPath, useT } from '../i18n/locale';
import { WAKE_ISLANDS_EVENT } from '../islands/attributes';
import { island } from '../islands/Island';
import { useSiteData } from '../siteData';

interface CartLoaderData {
  items: CartItem[];
  /** The tax rates' entries (SPEC 9), so that the summary shows PPN and PPH as the checkout will charge them. */
  configuration: ConfigurationEntry[] | null;
}

/**
 * On the server: a visitor's cart is the login, in the page's language (a redirect, so the browser never draws a cart
 * it leaves at once); a member's cart is rendered with their items (the cart is a private page, pageCache.ts), so the
 * page needs no script until it is used. In the browser, and when the session does not answer (an expired token, a
 * trainer without a cart), the page loads the cart itself.
 */
export async function cartLoader({ context, request }: LoaderFunctionArgs): Promise<CartLoaderData | null> {
  if (visitorOnServer(context)) {
    const { pathname } = new URL(request.url);
    throw redirect(loginPathFor(localizePath('/login', localeOfPath(pathname)), pathname));
  }
  if (!memberOnServer(context)) return null;
  try {
    const api = apiOf(context);
    const [cart, configuration] = await Promise.all([
      api('main', '/order-cart') as Promise<Envelope<ServerCartItem[]>>,
      (api('main', '/global-configuration') as Promise<Envelope<{ data: ConfigurationEntry[] }>>).then(
        ({ data }) => data.data,
        // Without the rates the page still shows the cart; the browser asks for them again.
        () => null,
      ),
    ]);
    return { items: cart.data.map(toCartItem), configuration };
  } catch {
    return null;
  }
}

/**
 * A box ticked before the island hydrated (the page is rendered by the server and hydrates on first use) stays ticked:
 * React keeps the box's state when it hydrates, and this ref, called when React attaches the box, takes it over.
 */
function takeOverTick(checked: boolean, apply: (checked: boolean) => void) {
  return (box: HTMLInputElement | null) => {
    if (box && box.checked !== checked) apply(box.checked);
  };
}

/**
 * SPEC 2 and 4's cart: grouped by the six types, selection per item and per type, totals of the selected.
 * `initialItems`: the cart as the server rendered it, taken into the cart store when the page hydrates.
 */
export function CartPage({ initialItems, initialConfiguration }: { initialItems?: CartItem[]; initialConfiguration?: ConfigurationEntry[] | null }) {
  const t = useT();
  const to = useLocalizedPath();
  const location = useLocation();
  const { loggedIn } = useSiteData();
  const cart = useCart();
  const [configuration, setConfiguration] = useState<ConfigurationEntry[] | null>(initialConfiguration ?? null);
  usePageHead(t('cart.pageTitle'), t('cart.pageDescription'));

  useEffect(() => {
    if (!loggedIn || configuration) return;
    fetchGlobalConfiguration(browserClient().gateway).then(setConfiguration, (error: unknown) => console.error('Configuration load failed', error));
  }, [loggedIn, configuration]);

  useEffect(() => {
    if (!loggedIn) window.location.replace(loginPathFor(to('/login'), location.pathname));
    else if (initialItems) {
      seedCart(initialItems);
      // The header, rendered with the count and waiting for its first use, hydrates too so that its count follows.
      document.dispatchEvent(new Event(WAKE_ISLANDS_EVENT));
    } else void loadCartOnce();
  }, [loggedIn, location.pathname, to, initialItems]);

  const items = cart.initialised ? cart.items : (initialItems ?? []);
  const known = cart.initialised || initialItems !== undefined;

  const typeName = (type: number) => {
    const kind = kindOfEnrollmentType(type);
    return kind ? t(KIND_LABEL_KEY[kind]) : String(type);
  };
  const totals = selectedTotals(items);
  const checked = selectedIds(items);
  // The checkout's own computation (taxes on the price after discount), so the cart's total is the one paid.
  const taxed = configuration
    ? checkoutTotals(
        items.filter((item) => item.status),
        { ppn: ppnRate(configuration), pph: pphRate(configuration) },
      )
    : null;

  return (
    <section className="cart-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('cart.pageTitle')}</h1>
      {!loggedIn && <Notice tone="info">{t('cart.redirecting')}</Notice>}
      {loggedIn && cart.loading && <p role="status">{t('cart.loading')}</p>}
      {cart.failed && (
        <Notice tone="error">
          {t('cart.loadFailed')}{' '}
          <button type="button" className="button button-secondary" onClick={() => void loadCartOnce()}>
            {t('cart.retry')}
          </button>
        </Notice>
      )}
      {known && items.length === 0 && (
        <p>
          {t('cart.empty')} <Link to={to('/program')}>{t('cart.browse')}</Link>
        </p>
      )}
      {items.length > 0 && (
        <div className="cart-layout">
          <div className="cart-groups">
            {groupByType(items).map((group) => (
              <fieldset key={group.type} className="cart-group">
                <legend>
                  <label className="checkbox">
                    <input
                      type="checkbox"
                      checked={isTypeSelected(items, group.type)}
                      onChange={(event) => setCartItems(setTypeSelected(items, group.type, event.target.checked))}
                      ref={takeOverTick(isTypeSelected(items, group.type), (checked) => setCartItems(setTypeSelected(items, group.type, checked)))}
                      aria-label={t('cart.selectType', { type: typeName(group.type) })}
                    />
                    {typeName(group.type)}
                  </label>
                </legend>
                <ul className="cart-items">
                  {group.items.map((item) => (
                    <CartLine key={item.cartId} item={item} onSelect={(selected) => setCartItems(setSelected(items, item.cartId, selected))} />
                  ))}
                </ul>
              </fieldset>
            ))}
          </div>
          <aside className="cart-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">{t('cart.summary')}</h2>
            <dl>
              <dt>{t('cart.selectedCount')}</dt>
              <dd>{totals.count}</dd>
              <dt>{t('cart.subtotal')}</dt>
              <dd>{formatIdr(totals.price)}</dd>
              <dt>{t('cart.discount')}</dt>
              <dd>-{formatIdr(totals.discount)}</dd>
              <dt>{t('checkout.ppn', { rate: Math.round(ppnRate(configuration ?? []) * 100) })}</dt>
              <dd>{taxed ? formatIdr(taxed.ppn) : '…'}</dd>
              <dt>{t('checkout.pph', { rate: Math.round(pphRate(configuration ?? []) * 100) })}</dt>
              <dd>{taxed ? formatIdr(taxed.pph) : '…'}</dd>
              <dt>{t('cart.total')}</dt>
              <dd className="cart-total">{taxed ? formatIdr(taxed.total) : '…'}</dd>
            </dl>
            {checked.length ? (
              <Link className="button button-primary" to={to(`/buy-now?cart=${checked.join(',')}`)}>
                {t('checkout.checkoutSelected')}
              </Link>
            ) : (
              // Nothing to pay for: a real disabled button, so it looks and acts inactive (a link cannot be disabled).
              <button type="button" className="button button-primary" disabled>
                {t('checkout.checkoutSelected')}
              </button>
            )}
            <button type="button" className="button button-secondary" disabled={checked.length === 0} onClick={() => void removeCartItems(checked)}>
              {t('cart.deleteChecked')}
            </button>
          </aside>
        </div>
      )}
    </section>
  );
}

function CartLine({ item, onSelect }: { item: CartItem; onSelect: (selected: boolean) => void }) {
  const t = useT();
  const checkboxId = `cart-${item.cartId}`;
  return (
    <li className="cart-item">
      <input
        id={checkboxId}
        type="checkbox"
        checked={item.status}
        onChange={(event) => onSelect(event.target.checked)}
        ref={takeOverTick(item.status, onSelect)}
      />
      <div className="cart-item-body">
        <label htmlFor={checkboxId} className="cart-item-title">
          {item.title}
        </label>
        <p className="cart-item-quantity">{t('cart.quantity')}</p>
      </div>
      <div className="cart-item-prices">
        {item.discount > 0 && <s aria-label={`${t('cart.price')} ${formatIdr(item.price)}`}>{formatIdr(item.price)}</s>}
        <strong>{formatIdr(item.total)}</strong>
      </div>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void removeCartItems([item.cartId])}
        aria-label={t('cart.removeItem', { title: item.title })}
      >
        {t('cart.remove')}
      </button>
    </li>
  );
}

/** The cart is the whole page: hydrated at once when it has to load the member's cart, else on first use. */
const CartIslandNow = island('cart', CartPage, 'load');
const CartIslandOnUse = island('cart', CartPage, 'interaction');

export function CartRoute() {
  const data = useLoaderData() as CartLoaderData | null;
  return data ? <CartIslandOnUse initialItems={data.items} initialConfiguration={data.configuration} /> : <CartIslandNow />;
}
