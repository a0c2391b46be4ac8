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

const DATE_TIMES: Record<Locale, Intl.DateTimeFormat> = {
  id: dateTimeFormat('id', { dateStyle: 'medium', timeStyle: 'short' }),
  en: dateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }),
};

/** A moment as a list shows it ("26 Nov 2026, 21.40" / "26 Nov 2026, 21:40"), in the browser's time zone. */
export function formatDateTime(value: string, locale: Locale): string {
  return DATE_TIMES[locale].format(new Date(value));
}
