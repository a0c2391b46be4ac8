/**
 * An order's life: awaiting payment -> paid -> fulfilled; an unpaid order expires or is cancelled; a paid or
 * fulfilled one may be refunded. Every other move is refused.
 */
export const ORDER_STATES = ['awaiting-payment', 'paid', 'fulfilled', 'expired', 'cancelled', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

const MOVES: Record<OrderState, readonly OrderState[]> = {
  'awaiting-payment': ['paid', 'expired', 'cancelled'],
  paid: ['fulfilled', 'refunded'],
  fulfilled: ['refunded'],
  expired: [],
  cancelled: [],
  refunded: [],
};

export function canMove(from: OrderState, to: OrderState): boolean {
  return MOVES[from].includes(to);
}

export function isOrderState(value: unknown): value is OrderState {
  return typeof value === 'string' && (ORDER_STATES as readonly string[]).includes(value);
}
