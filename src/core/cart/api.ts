import type { Gateway } from '../gateway/client';
import type { Envelope } from '../gateway/families';
import { ACCOUNT_TYPE_NUMBER } from '../rules/roles';
import type { Profile } from '../session/contract';
import { addToCartBody, toCartItem, type CartItem } from './model';
import type { ServerCartItem } from './contract';

/** SPEC 7: GET /order-cart (main family), as client items, unselected. */
export async function fetchCart(gateway: Gateway): Promise<CartItem[]> {
  const { data } = await gateway.main.get<Envelope<ServerCartItem[]>>('/order-cart');
  return data.map(toCartItem);
}

/** SPEC 7: POST /order-cart; resolves with the new cartId. */
export async function addToCart(gateway: Gateway, enrollmentType: number, programId: number): Promise<string> {
  const { data } = await gateway.main.post<Envelope<{ id: string }>>('/order-cart', addToCartBody(enrollmentType, programId));
  return data.id;
}

export async function removeFromCart(gateway: Gateway, cartId: string): Promise<void> {
  await gateway.main.delete(`/order-cart/${encodeURIComponent(cartId)}`);
}

/** SPEC 4: the cart is fetched for logged-in users unless their account type is Trainer. */
export function usesCart(profile: Pick<Profile, 'accountType'> | null, loggedIn: boolean): boolean {
  return loggedIn && profile?.accountType !== ACCOUNT_TYPE_NUMBER.trainer;
}
