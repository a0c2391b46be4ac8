import { useEffect } from 'react';
import { Link, redirect, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { toCartItem, type CartItem } from '@core/cart/model';
import type { ServerCartItem } from '@core/cart/contract';
import { groupByType, isTypeSelected, selectedIds, selectedTotals, setSelected, setTypeSelected } from '@core/cart/selection';
import { formatIdr } from '@core/format/currency';
import type { Envelope } from '@core/gateway/families';
import { KIND_LABEL_KEY, kindOfEnrollmentType } from '@core/rules/programLinks';
import { localeOfPath, localizePath } from '@core/i18n/locales';
import { loginPathFor } from '@core/rules/redirect';
import { loadCartOnce, removeCartItems, seedCart, setCartItems, useCart } from '../cart/cartStore';
import { Notice } from '../components/Notice';
import { apiOf, memberOnServer, visitorOnServer } from '../data/loaderApi';
import { usePageHead } from '../hooks/usePageHead';
import { useLocalizedPath, useT } from '../i18n/locale';
import { WAKE_ISLANDS_EVENT } from '../islands/attributes';
import { island } from '../islands/Island';
import { useSiteData } from '../siteData';

interface CartLoaderData {
  items: CartItem[];
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
    const { data } = (await apiOf(context)('main', '/order-cart')) as Envelope<ServerCartItem[]>;
    return { items: data.map(toCartItem) };
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
export function CartPage({ initialItems }: { initialItems?: CartItem[] }) {
  const t = useT();
  const to = useLocalizedPath();
  const location = useLocation();
  const { loggedIn } = useSiteData();
  const cart = useCart();
  usePageHead(t('cart.pageTitle'), t('cart.pageDescription'));

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
              <dt>{t('cart.total')}</dt>
              <dd className="cart-total">{formatIdr(totals.total)}</dd>
            </dl>
            <Link
              className="button button-primary"
              aria-disabled={checked.length === 0}
              to={checked.length ? to(`/buy-now?cart=${checked.join(',')}`) : '#'}
              onClick={(event) => checked.length === 0 && event.preventDefault()}
            >
              {t('checkout.checkoutSelected')}
            </Link>
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
  return data ? <CartIslandOnUse initialItems={data.items} /> : <CartIslandNow />;
}
