import type { Locale } from '../i18n/locales';
import { dateTimeFormat } from './locale';

const LONG_DATES: Record<Locale, Intl.DateTimeFormat> = {
  id: new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/**
 * A certificate's date as its documents and its verification page print it ("17 Agustus 2025", "17 August 2025"):
 * an ISO date-time or a YYYY-MM-DD day, read in UTC, because the validity's last day is computed in UTC
 * (@core/certification/certificates) and the server's page and the hydrating browser must write the same day.
 */
export function formatLongDate(value: string, locale: Locale): string {
  return LONG_DATES[locale].format(new Date(value));
}

const SCHEDULE_TIMES: Record<Locale, Intl.DateTimeFormat> = {
  id: new Intl.DateTimeFormat('id-ID', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Jakarta' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Jakarta' }),
};

/**
 * An assessment's start or end as a letter names it ("Selasa, 02 September 2025 pukul 08.00 WIB"): the day and the
 * hour at the test site, which is in Indonesia's western time zone like the LSPs the platform serves.
 */
export function formatScheduleTime(value: string, locale: Locale): string {
  return `${SCHEDULE_TIMES[locale].format(new Date(value))} WIB`;
}

const DAY_MONTHS: Record<Locale, Intl.DateTimeFormat> = {
  id: dateTimeFormat('id', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  en: dateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
};

/** A YYYY-MM-DD day as a chart's axis names it ("26 Nov" / "26 Nov"), read in UTC so the day never shifts. */
export function formatDayMonth(day: string, locale: Locale): string {
  return DAY_MONTHS[locale].format(new Date(`${day}T00:00:00Z`));
}
