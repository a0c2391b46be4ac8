import type { Locale } from '../i18n/locales';

/**
 * SPEC 4's relative age of a news item: under 60 s in seconds, under 60 min in minutes, under 24 h in hours,
 * under 30 days in days, under 12 months in months, else years. A month counts 30 days and a year 365, so
 * 11 months (330 to 359 days) still show months and 360 to 364 days show "1 year".
 */
export type AgeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function ageOf(elapsedMs: number): { value: number; unit: AgeUnit } {
  const ms = Math.max(0, elapsedMs);
  if (ms < MINUTE) return { value: Math.floor(ms / SECOND), unit: 'second' };
  if (ms < HOUR) return { value: Math.floor(ms / MINUTE), unit: 'minute' };
  if (ms < DAY) return { value: Math.floor(ms / HOUR), unit: 'hour' };
  const days = Math.floor(ms / DAY);
  if (days < 30) return { value: days, unit: 'day' };
  const months = Math.floor(days / 30);
  if (months < 12) return { value: months, unit: 'month' };
  return { value: Math.max(1, Math.floor(days / 365)), unit: 'year' };
}

const ID_UNITS: Record<AgeUnit, string> = { second: 'detik', minute: 'menit', hour: 'jam', day: 'hari', month: 'bulan', year: 'tahun' };

/** Indonesian: '5 menit lalu' (no plural); English: '1 minute ago', '5 minutes ago'. */
export function relativeAge(elapsedMs: number, locale: Locale): string {
  const { value, unit } = ageOf(elapsedMs);
  if (locale === 'id') return `${value} ${ID_UNITS[unit]} lalu`;
  return `${value} ${unit}${value === 1 ? '' : 's'} ago`;
}

/**
 * SPEC 4: an item under one day old is measured from createdAt (when it was published); an older one from the
 * date its editor gave it (createdDate), else createdAt. The displayed date follows the same choice.
 */
export function newsDate(item: { createdAt: string; createdDate: string | null }, now: number): string {
  if (now - Date.parse(item.createdAt) < DAY) return item.createdAt;
  return item.createdDate ?? item.createdAt;
}

export function newsAge(item: { createdAt: string; createdDate: string | null }, now: number, locale: Locale): string {
  return relativeAge(now - Date.parse(newsDate(item, now)), locale);
}
