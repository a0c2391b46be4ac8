import type { Locale } from '../i18n/locales';
import { calendarDayIn, DEFAULT_TIME_ZONE, isDay, ZONE_ABBREVIATIONS, type TimeZone } from '../time/zones';
import { dateTimeFormat } from './locale';

/**
 * Every date and time a person reads, in the page's language and the organisation's time zone
 * (docs/decisions/2026-12-03-one-time-model.md). A YYYY-MM-DD day is read as that day wherever the reader is; an
 * instant is read in the zone, so a decision at 06.30 WIB on 2 December is "2 December" on every page, PDF and mail,
 * where reading it in UTC (as certificates once did) printed 1 December.
 */
const FORMATS = new Map<string, Intl.DateTimeFormat>();

function cached(locale: Locale, zone: TimeZone | 'UTC', options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = dateTimeFormat(locale, { ...options, timeZone: zone });
    FORMATS.set(key, format);
  }
  return format;
}

/** A day is read at its UTC midnight in UTC (it never shifts); an instant in the zone. */
function read(value: string, zone: TimeZone): { date: Date; zone: TimeZone | 'UTC' } {
  return isDay(value) ? { date: new Date(`${value}T00:00:00Z`), zone: 'UTC' } : { date: new Date(value), zone };
}

function formatIn(value: string, locale: Locale, zone: TimeZone, options: Intl.DateTimeFormatOptions): string {
  const at = read(value, zone);
  return cached(locale, at.zone, options).format(at.date);
}

/** "17 Agustus 2025" / "17 August 2025": certificates, letters, class dates. */
export function formatLongDate(value: string, locale: Locale, zone: TimeZone = DEFAULT_TIME_ZONE): string {
  return formatIn(value, locale, zone, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** "17 Agu 2025" / "17 Aug 2025": a list's date column. */
export function formatDate(value: string, locale: Locale, zone: TimeZone = DEFAULT_TIME_ZONE): string {
  return formatIn(value, locale, zone, { dateStyle: 'medium' });
}

/** "Sel, 2 Sep 2025" / "Tue, 2 Sept 2025": a session's or a schedule's day. */
export function formatWeekday(value: string, locale: Locale, zone: TimeZone = DEFAULT_TIME_ZONE): string {
  return formatIn(value, locale, zone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}

/** "08.00" / "08:00": the hour alone, for a range whose end carries the zone. */
function formatClock(value: string, locale: Locale, zone: TimeZone): string {
  return cached(locale, zone, { timeStyle: 'short' }).format(new Date(value));
}

/** "08.00 WIB" / "08:00 WIB". */
export function formatTime(value: string, locale: Locale, zone: TimeZone = DEFAULT_TIME_ZONE): string {
  return `${formatClock(value, locale, zone)} ${ZONE_ABBREVIATIONS[zone]}`;
}

/** "Sel, 2 Sep 2025 · 08.00–11.00 WIB": a session on its day. */
export function formatSessionRange(start: string, end: string, locale: Locale, zone: TimeZone = DEFAULT_TIME_ZONE): string {
  return `${formatWeekday(start, locale, zone)} · ${formatClock(start, locale, zone)}–${formatTime(end, locale, zone)}`;
}

/** "26 Nov 2026, 21.40 WIB" / "26 Nov 2026, 21:40 WIB": a moment in a list, a signature, a notification. */
export function formatDateTime(value: string, locale: Locale, zone: TimeZone = DEFAULT_TIME_ZONE): string {
  return `${cached(locale, zone, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value))} ${ZONE_ABBREVIATIONS[zone]}`;
}

/**
 * An assessment's or a session's start as a letter names it ("Selasa, 02 September 2025 pukul 08.00 WIB"): the
 * day and the hour where it takes place.
 */
export function formatScheduleTime(value: string, locale: Locale, zone: TimeZone = DEFAULT_TIME_ZONE): string {
  return `${cached(locale, zone, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(value))} ${ZONE_ABBREVIATIONS[zone]}`;
}

/** A start and an end as one range ("Selasa, 2 September 2025 08.00–16.00 WIB"), the calendar's way. */
export function formatTimeRange(start: string, end: string, locale: Locale, zone: TimeZone = DEFAULT_TIME_ZONE): string {
  return `${cached(locale, zone, { dateStyle: 'full', timeStyle: 'short' }).formatRange(new Date(start), new Date(end))} ${ZONE_ABBREVIATIONS[zone]}`;
}

/** A YYYY-MM-DD day as a chart's axis names it ("26 Nov" / "26 Nov"). */
export function formatDayMonth(day: string, locale: Locale): string {
  return cached(locale, 'UTC', { day: 'numeric', month: 'short' }).format(new Date(`${day}T00:00:00Z`));
}

/** A YYYY-MM month ("Desember 2026" / "December 2026"). */
export function formatMonth(month: string, locale: Locale): string {
  return cached(locale, 'UTC', { month: 'long', year: 'numeric' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** A YYYY-MM-DD day in full ("Rabu, 2 Desember 2026"), an all-day calendar entry. */
export function formatFullDay(day: string, locale: Locale): string {
  return cached(locale, 'UTC', { dateStyle: 'full' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * A start and an end for a list or a fact sheet: one day written once ("4 Agu 2025, 08.00–16.00 WIB"), days apart
 * in full ("4 Agu 2025, 08.00 WIB – 5 Agu 2025, 12.00 WIB").
 */
export function formatPeriod(start: string, end: string, locale: Locale, zone: TimeZone = DEFAULT_TIME_ZONE): string {
  if (calendarDayIn(start, zone) !== calendarDayIn(end, zone)) return `${formatDateTime(start, locale, zone)} – ${formatDateTime(end, locale, zone)}`;
  return `${formatDate(start, locale, zone)}, ${formatClock(start, locale, zone)}–${formatTime(end, locale, zone)}`;
}
