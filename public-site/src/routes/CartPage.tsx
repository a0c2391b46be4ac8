import { useEffect } from 'react';
import { Link, redirect, useLocation, type LoaderFunctionArgs } from 'react-router';
import type { CartItem } from '@core/cart/model';
import { groupByType, isTypeSelected, selectedIds, selectedTotals, setSelected, setTypeSelected } from '@core/cart/selection';
import { formatIdr } from '@core/format/currency';
import { KIND_LABEL_KEY, kindOfEnrollmentType } from '@core/rules/programLinks';
import { localeOfPath, localizePath } from '@core/i18n/locales';
import { loginPathFor } from '@core/rules/redirect';
import { loadCartOnce, removeCartItems, setCartItems, useCart } from '../cart/cartStore';
import { Notice } from '../components/Notice';
import { visitorOnServer } from '../data/loaderApi';
import { usePageHead } from '../hooks/usePageHead';
import { useLocalizedPath, useT } from '../i18n/locale';
import { island } from '../islands/Island';
import { useSiteData } from '../siteData';

/**
 * A visitor's cart is the login, in the page's language: answered by the server as a redirect, so the browser never
 * draws a cart it leaves at once. The page's own effect below covers a browser that reaches it another way.
 */
export function cartLoader({ context, request }: LoaderFunctionArgs) {
  if (!visitorOnServer(context)) return null;
  const { pathname } = new URL(request.url);
  throw redirect(loginPathFor(localizePath('/login', localeOfPath(pathname)), pathname));
}

/** SPEC 2 and 4's cart: grouped by the six types, selection per item and per type, totals of the selected. */
export function CartPage() {
  const t = useT();
  const to = useLocalizedPath();
  const location = useLocation();
  const { loggedIn } = useSiteData();
  const cart = useCart();
  usePageHead(t('cart.pageTitle'), t('cart.pageDescription'));

  useEffect(() => {
    if (loggedIn) void loadCartOnce();
    else window.location.replace(loginPathFor(to('/login'), location.pathname));
  }, [loggedIn, location.pathname, to]);

  const typeName = (type: number) => {
    const kind = kindOfEnrollmentType(type);
    return kind ? t(KIND_LABEL_KEY[kind]) : String(type);
  };
  const totals = selectedTotals(cart.items);
  const checked = selectedIds(cart.items);

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
      {cart.initialised && cart.items.length === 0 && (
        <p>
          {t('cart.empty')} <Link to={to('/program')}>{t('cart.browse')}</Link>
        </p>
      )}
      {cart.items.length > 0 && (
        <div className="cart-layout">
          <div className="cart-groups">
            {groupByType(cart.items).map((group) => (
              <fieldset key={group.type} className="cart-group">
                <legend>
                  <label className="checkbox">
                    <input
                      type="checkbox"
                      checked={isTypeSelected(cart.items, group.type)}
                      onChange={(event) => setCartItems(setTypeSelected(cart.items, group.type, event.target.checked))}
                      aria-label={t('cart.selectType', { type: typeName(group.type) })}
                    />
                    {typeName(group.type)}
                  </label>
                </legend>
                <ul className="cart-items">
                  {group.items.map((item) => (
                    <CartLine key={item.cartId} item={item} onSelect={(selected) => setCartItems(setSelected(cart.items, item.cartId, selected))} />
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
      <input id={checkboxId} type="checkbox" checked={item.status} onChange={(event) => onSelect(event.target.checked)} />
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

/** The cart is the whole page, hydrated at once (it loads the member's cart). */
export const CartIsland = island('cart', CartPage, 'load');
