/**
 * The checkout's amounts (docs/decisions/2026-11-22-checkout-orders-and-payment.md "Tax"): taxes are charged on the
 * price after discount, PPN and PPH each rounded to whole rupiah (half up) on the order as a whole, and both added to
 * the total.
 */
export interface CheckoutLine {
  price: number;
  discount: number;
}

export interface CheckoutTotals {
  subtotal: number;
  discount: number;
  /** subtotal - discount: what the taxes are computed on. */
  taxBase: number;
  ppn: number;
  pph: number;
  total: number;
}

export function checkoutTotals(lines: readonly CheckoutLine[], rates: { ppn: number; pph: number }): CheckoutTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
  const discount = lines.reduce((sum, line) => sum + line.discount, 0);
  const taxBase = subtotal - discount;
  const ppn = Math.round(taxBase * rates.ppn);
  const pph = Math.round(taxBase * rates.pph);
  return { subtotal, discount, taxBase, ppn, pph, total: taxBase + ppn + pph };
}
