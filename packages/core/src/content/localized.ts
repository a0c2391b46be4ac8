import type { Locale } from '../i18n/locales';
import { formatDate } from '../format/dates';

/** The content's bilingual fields come in pairs (titleId / titleEn): the one of the page's language. */
export function byLocale<T>(locale: Locale, id: T, en: T): T {
  return locale === 'en' ? en : id;
}

/**
 * SPEC 3's displayed date: day, short month and year in the page's language. Fixed to Jakarta's time zone so the
 * server and the hydrating browser write the same day.
 */
export function formatNewsDate(iso: string, locale: Locale): string {
  return formatDate(iso, locale);
}
