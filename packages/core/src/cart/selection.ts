import type { CartItem } from './model';

/** SPEC 4's cart rules as pure functions over the item list: the page keeps the list, these compute the next one. */

/** SPEC 4: the cart is grouped by the six enrollment types, in type order; empty types are left out. */
export function groupByType(items: readonly CartItem[]): { type: number; items: CartItem[] }[] {
  const groups = new Map<number, CartItem[]>();
  for (const item of items) groups.set(item.type, [...(groups.get(item.type) ?? []), item]);
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([type, grouped]) => ({ type, items: grouped }));
}

export function setSelected(items: readonly CartItem[], cartId: string, selected: boolean): CartItem[] {
  return items.map((item) => (item.cartId === cartId ? { ...item, status: selected } : item));
}

export function setTypeSelected(items: readonly CartItem[], type: number, selected: boolean): CartItem[] {
  return items.map((item) => (item.type === type ? { ...item, status: selected } : item));
}

/** A type's checkbox is on when it has items and every one of them is selected. */
export function isTypeSelected(items: readonly CartItem[], type: number): boolean {
  const ofType = items.filter((item) => item.type === type);
  return ofType.length > 0 && ofType.every((item) => item.status);
}

export interface CartTotals {
  count: number;
  price: number;
  discount: number;
  total: number;
}

/** Totals of the selected items only (quantity is always 1). */
export function selectedTotals(items: readonly CartItem[]): CartTotals {
  return items
    .filter((item) => item.status)
    .reduce(
      (sum, item) => ({ count: sum.count + 1, price: sum.price + item.price, discount: sum.discount + item.discount, total: sum.total + item.total }),
      {
        count: 0,
        price: 0,
        discount: 0,
        total: 0,
      },
    );
}

export function withoutItems(items: readonly CartItem[], cartIds: readonly string[]): CartItem[] {
  return items.filter((item) => !cartIds.includes(item.cartId));
}

/** Puts an item removed from `original` back in its old place (a removal the server refused). */
export function restoreItem(current: readonly CartItem[], original: readonly CartItem[], cartId: string): CartItem[] {
  const item = original.find((candidate) => candidate.cartId === cartId);
  if (!item || current.some((candidate) => candidate.cartId === cartId)) return [...current];
  const order = original.map((candidate) => candidate.cartId);
  return [...current, item].sort((a, b) => order.indexOf(a.cartId) - order.indexOf(b.cartId));
}

/**
 * Removes items the SPEC 4 way: `show` gets the list without them at once, then each is deleted on the server;
 * one the server refuses is logged (SPEC 8) and comes back in its place. Resolves with the final list.
 */
export async function removeLocalFirst(
  items: readonly CartItem[],
  cartIds: readonly string[],
  remove: (cartId: string) => Promise<unknown>,
  show: (next: CartItem[]) => void,
  log: (error: unknown) => void,
): Promise<CartItem[]> {
  let current = withoutItems(items, cartIds);
  show(current);
  const results = await Promise.allSettled(cartIds.map((cartId) => remove(cartId)));
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') return;
    log(result.reason);
    current = restoreItem(current, items, cartIds[index]!);
  });
  if (results.some((result) => result.status === 'rejected')) show(current);
  return current;
}

/** 'Delete all checked': the selected items' cart ids. */
export function selectedIds(items: readonly CartItem[]): string[] {
  return items.filter((item) => item.status).map((item) => item.cartId);
}
