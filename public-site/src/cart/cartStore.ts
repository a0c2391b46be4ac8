import { useSyncExternalStore } from 'react';
import { addToCart, fetchCart, removeFromCart } from '@client/cart/api';
import { usesCart } from '@core/cart/model';
import type { CartItem } from '@core/cart/model';
import { removeLocalFirst } from '@core/cart/selection';
import { browserClient } from '../client';

/**
 * SPEC 4's cart state for the whole page: loaded from the server once (the `initialised` flag), then kept here
 * as the visitor selects, adds and removes. Trainers never load it.
 */
export interface CartState {
  initialised: boolean;
  loading: boolean;
  failed: boolean;
  items: CartItem[];
}

const INITIAL: CartState = { initialised: false, loading: false, failed: false, items: [] };
let state = INITIAL;
const listeners = new Set<() => void>();

function update(next: Partial<CartState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function useCart(): CartState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => INITIAL,
  );
}

export async function loadCartOnce(): Promise<void> {
  if (state.initialised || state.loading) return;
  const { session, gateway } = browserClient();
  if (!usesCart(session.getProfile(), session.isLoggedIn())) {
    update({ initialised: true });
    return;
  }
  update({ loading: true, failed: false });
  try {
    update({ items: await fetchCart(gateway), initialised: true, loading: false });
  } catch (error) {
    // SPEC 8: a failed load is logged; the page offers a retry (initialised stays off).
    console.error('Cart load failed', error);
    update({ loading: false, failed: true });
  }
}

/** The cart as the server rendered it (a private page): taken as loaded, unless the page has loaded it already. */
export function seedCart(items: CartItem[]) {
  if (!state.initialised) update({ items, initialised: true, loading: false, failed: false });
}

/** The cart as the visitor changed it (a selection): from now on the store holds the cart, even before a load ends. */
export function setCartItems(items: CartItem[]) {
  update({ items, initialised: true });
}

/** Adds a program; the new line comes unselected (SPEC 4). Rejects with the server's error (e.g. already in the cart). */
export async function addProgramToCart(item: Omit<CartItem, 'cartId' | 'status'>): Promise<void> {
  const cartId = await addToCart(browserClient().gateway, item.type, item.id);
  update({ items: [...state.items, { ...item, cartId, status: false }] });
}

/** SPEC 4: removed here at once, then on the server; a refused removal is logged and the item comes back. */
export async function removeCartItems(cartIds: string[]): Promise<void> {
  const { gateway } = browserClient();
  await removeLocalFirst(
    state.items,
    cartIds,
    (cartId) => removeFromCart(gateway, cartId),
    (items) => update({ items }),
    (error) => console.error('Cart removal failed', error),
  );
}
