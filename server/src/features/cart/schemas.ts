import { Type } from 'typebox';
import { AddToCartBody, CartRowId, ServerCartItem } from '@core/cart/contract';
import { Envelope } from '@core/contract/common';

/** SPEC 7's POST /order-cart: the type's id set, the other two 0. */
export const addBody = AddToCartBody;

export const cartIdParams = Type.Object({ cartId: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }) });

export const cartAnswer = { 200: Envelope(Type.Array(ServerCartItem)) } as const;

export const addedAnswer = { 201: Envelope(CartRowId) } as const;
export const removedAnswer = { 200: Envelope(CartRowId) } as const;
