const IDR = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** SPEC 9: amounts in rupiah, id-ID style, no decimals ("Rp 5.000.000"), in either language of the page. */
export function formatIdr(amount: number): string {
  return IDR.format(amount);
}
