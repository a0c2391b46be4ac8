import { describe, expect, it } from 'vitest';
import { canMove, ORDER_STATES } from '@core/checkout/orderStates';
import { checkoutTotals } from '@core/checkout/totals';

describe('checkoutTotals', () => {
  it('charges PPN and PPH on the price after discount and adds both', () => {
    expect(
      checkoutTotals(
        [
          { price: 5_000_000, discount: 500_000 },
          { price: 10_000_000, discount: 0 },
        ],
        { ppn: 0.11, pph: 0.02 },
      ),
    ).toEqual({
      subtotal: 15_000_000,
      discount: 500_000,
      taxBase: 14_500_000,
      ppn: 1_595_000,
      pph: 290_000,
      total: 16_385_000,
    });
  });

  it('rounds each tax to whole rupiah, half up', () => {
    const totals = checkoutTotals([{ price: 1_005, discount: 0 }], { ppn: 0.11, pph: 0.02 });
    expect(totals.ppn).toBe(111); // 110.55
    expect(totals.pph).toBe(20); // 20.1
    expect(totals.total).toBe(1_136);
    expect(checkoutTotals([{ price: 50, discount: 0 }], { ppn: 0.11, pph: 0.01 })).toMatchObject({ ppn: 6, pph: 1 }); // 5.5 and 0.5
  });

  it('is all zero for no lines, and without taxes when none are configured', () => {
    expect(checkoutTotals([], { ppn: 0.11, pph: 0.02 }).total).toBe(0);
    expect(checkoutTotals([{ price: 5_000_000, discount: 0 }], { ppn: 0, pph: 0 }).total).toBe(5_000_000);
  });
});

describe('order state machine', () => {
  it('allows the documented moves only', () => {
    const allowed = ORDER_STATES.flatMap((from) => ORDER_STATES.filter((to) => canMove(from, to)).map((to) => `${from}->${to}`));
    expect(allowed).toEqual([
      'awaiting-payment->paid',
      'awaiting-payment->expired',
      'awaiting-payment->cancelled',
      'paid->fulfilled',
      'paid->refunded',
      'fulfilled->refunded',
    ]);
  });
});
