import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { ownedProgramPath, usesCart, type CartItem } from '@core/cart/model';
import type { MyProgram } from '@core/checkout/contract';
import type { Envelope } from '@core/gateway/families';
import { priceView } from '@core/catalogue/programDetail';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatIdr } from '@core/format/currency';
import { loginPathFor } from '@core/rules/redirect';
import { addProgramToCart } from '../../cart/cartStore';
import { browserClient } from '../../client';
import { Notice } from '../../components/Notice';
import { discountPercent } from '../../components/ProgramCard';
import { useRequest } from '../../hooks/useRequest';
import { useLocalizedPath, useT } from '../../i18n/locale';
import { useSiteData } from '../../siteData';

/** The cart line a program becomes (its props are plain JSON, so the box can be hydrated on its own). */
export type PriceBoxProgram = Omit<CartItem, 'cartId' | 'status'>;

/** The stored session changes by a full page load (a login, a logout), so there is nothing to subscribe to. */
const noSubscription = () => () => undefined;

/**
 * The program's price box: the price said once, or, with a discount, the normal price struck through,
 * what is saved and what the learner pays; then Add to cart and Buy now. A visitor logs in first and comes back (SPEC 2).
 * The page is the same for every member (it is cached per login flag), so what is the member's own is decided here,
 * in the browser: a program they hold already links to their page of it instead of being sold again, and a role
 * without a cart (usesCart: trainers) gets no Add to cart.
 */
export function ProgramPriceBox({ program }: { program: PriceBoxProgram }) {
  const t = useT();
  const to = useLocalizedPath();
  const location = useLocation();
  const { loggedIn } = useSiteData();
  const adding = useRequest<true>();
  const price = priceView(program);
  // The session is the browser's: the server's render (and hydration) offers the cart, the browser's then knows the role.
  const hasCart = useSyncExternalStore(
    noSubscription,
    () => !loggedIn || usesCart(browserClient().session.getProfile(), true),
    () => true,
  );
  const [held, setHeld] = useState<MyProgram | null>(null);

  useEffect(() => {
    if (!loggedIn || !hasCart) return;
    let current = true;
    browserClient()
      .gateway.main.get<Envelope<MyProgram[]>>('/my-programs')
      .then(
        ({ data }) => {
          if (current) setHeld(data.find((mine) => mine.programId === program.id) ?? null);
        },
        // Not knowing leaves the box as it is: the gateway still refuses to sell a held program twice.
        (error: unknown) => console.error('My programs load failed', error),
      );
    return () => {
      current = false;
    };
  }, [loggedIn, hasCart, program.id]);

  function addToCart() {
    if (!loggedIn) {
      window.location.assign(loginPathFor(to('/login'), location.pathname));
      return;
    }
    void adding.run(async () => {
      await addProgramToCart(program);
      return true;
    });
  }

  return (
    <aside className="cart-summary program-price-box" aria-labelledby="price-title">
      <h2 id="price-title">{t('siteFind.detail.priceTitle')}</h2>
      {price.listPrice !== undefined && price.saved !== undefined && (
        <p>
          <span className="visually-hidden">{t('siteFind.detail.normalPrice')} </span>
          <s className="price-was">{formatIdr(price.listPrice)}</s>{' '}
          <span className="price-save">
            {t('siteFind.detail.save', { percent: discountPercent(program.price, program.discount), amount: formatIdr(price.saved) })}
          </span>
        </p>
      )}
      <p className="price-pay">
        {price.listPrice !== undefined && <span className="visually-hidden">{t('siteFind.detail.youPay')} </span>}
        {formatIdr(price.pays)}
      </p>
      {held ? (
        <Notice tone="info">
          {t('cart.alreadyOwned')} {/* The member area is another app: a full page load, not a route of this one. */}
          <a href={to(ownedProgramPath(held))}>{t('cart.openOwned')}</a>
        </Notice>
      ) : (
        <>
          {hasCart && (
            <button type="button" className="button button-primary" onClick={addToCart} disabled={adding.busy}>
              {t('catalogue.addToCart')}
            </button>
          )}
          <Link className="button button-secondary" to={to(`/buy-now?type=${program.type}&id=${program.id}`)}>
            {t('catalogue.buyNow')}
          </Link>
        </>
      )}
      {adding.result && (
        <Notice tone="success">
          {t('cart.added')} <Link to={to('/cart')}>{t('catalogue.goToCart')}</Link>
        </Notice>
      )}
      {adding.error !== null && <Notice tone="info">{parseErrorMessage(adding.error)}</Notice>}
    </aside>
  );
}
