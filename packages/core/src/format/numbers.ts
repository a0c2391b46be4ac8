import type { Locale } from '../i18n/locales';
import { numberFormat } from './locale';

const ONE_DECIMAL: Record<Locale, Intl.NumberFormat> = {
  id: new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }),
};

/** A number with at most one decimal in the page's language ("4,5" in Indonesian, "4.5" in English): a mean rating. */
export function formatOneDecimal(value: number, locale: Locale): string {
  return ONE_DECIMAL[locale].format(value);
}

const PERCENT: Record<Locale, Intl.NumberFormat> = {
  id: numberFormat('id', { style: 'percent', maximumFractionDigits: 1 }),
  en: numberFormat('en', { style: 'percent', maximumFractionDigits: 1 }),
};

/** A share (0..1) as a percentage in the page's language ("12,5%" in Indonesian, "12.5%" in English). */
export function formatPercent(share: number, locale: Locale): string {
  return PERCENT[locale].format(share);
}
