import { useEffect } from 'react';
import { CartIcon } from '../assets/icons';
import { loadCartOnce, useCart } from '../cart/cartStore';
import { useLocalizedPath, useT } from '../i18n/locale';
import { useSiteData } from '../siteData';

/**
 * The header's cart: a link to /cart for everyone, with the number of items for a logged-in learner. The
 * count is loaded in the browser (the page the gateway caches for logged-in visitors is shared; a private page comes
 * with it), and follows the cart store as the visitor adds and removes programs. /cart asks a visitor to log in first.
 */
export function CartLink() {
  const t = useT();
  const to = useLocalizedPath();
  const { loggedIn, member } = useSiteData();
  const cart = useCart();
  useEffect(() => {
    if (loggedIn) void loadCartOnce();
  }, [loggedIn]);
  // A private page (the cart) was rendered with the count; elsewhere it is 0 until the cart has loaded.
  const count = cart.initialised ? cart.items.length : (member?.cartCount ?? 0);
  return (
    <a className="header-cart" href={to('/cart')} aria-label={count > 0 ? t('siteFind.cart.count', { count }) : t('siteFind.cart.label')}>
      <CartIcon size={22} />
      {count > 0 && (
        <span className="header-cart-count" aria-hidden="true">
          {count}
        </span>
      )}
    </a>
  );
}
