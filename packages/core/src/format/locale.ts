import type { Locale } from '../i18n/locales';

/**
 * The one place a page language becomes a formatting locale: Indonesian as Indonesia writes it, English as British
 * English (day before month, "26 Nov 2026"), never the browser's default, which gave US dates.
 */
export const INTL_LOCALE: Record<Locale, string> = { id: 'id-ID', en: 'en-GB' };

/** Dates and times in the page's language; options as Intl.DateTimeFormat's. */
export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], options);
}

/** Numbers in the page's language ("22.600.000" in Indonesian, "22,600,000" in English); options as Intl.NumberFormat's. */
export function numberFormat(locale: Locale, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat(INTL_LOCALE[locale], options);
}

/** A whole count or amount in the page's language. */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}
