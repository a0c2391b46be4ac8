import type { Gateway } from '../gateway/client';
import type { Envelope } from '@core/gateway/families';
import { addToCartBody, toCartItem, type CartItem } from '@core/cart/model';
import type { ServerCartItem } from '@core/cart/contract';

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
