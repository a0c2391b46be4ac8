import type { Locale } from '../i18n/locales';

const ONE_DECIMAL: Record<Locale, Intl.NumberFormat> = {
  id: new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }),
};

/** A number with at most one decimal in the page's language ("4,5" in Indonesian, "4.5" in English): a mean rating. */
export function formatOneDecimal(value: number, locale: Locale): string {
  return ONE_DECIMAL[locale].format(value);
}
