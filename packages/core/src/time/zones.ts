/**
 * The platform's time model (docs/decisions/2026-12-03-one-time-model.md): instants are stored in UTC; every
 * organisation plans in one of Indonesia's three time zones, and a date or time a person plans by is shown in that
 * zone with its abbreviation. A day that is not an instant (a certificate's issue or expiry, a birth date) is a
 * YYYY-MM-DD string and never shifts.
 */
export const TIME_ZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export type TimeZone = (typeof TIME_ZONES)[number];

/** Where most of the platform's organisations are, and the zone of anyone who has none of their own. */
export const DEFAULT_TIME_ZONE: TimeZone = 'Asia/Jakarta';

/** As Indonesians write them, in both languages (an English letter from an Indonesian LSP says WIB too). */
export const ZONE_ABBREVIATIONS: Record<TimeZone, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

export function isTimeZone(value: unknown): value is TimeZone {
  return typeof value === 'string' && (TIME_ZONES as readonly string[]).includes(value);
}

/** A value the database or a client sent, or the default when it is none of the three. */
export function timeZoneOr(value: unknown): TimeZone {
  return isTimeZone(value) ? value : DEFAULT_TIME_ZONE;
}

const DAY_PARTS = new Map<TimeZone, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone: 23.30 UTC on 1 December is 2 December in WIB. */
export function calendarDayIn(instant: Date | string, zone: TimeZone = DEFAULT_TIME_ZONE): string {
  let format = DAY_PARTS.get(zone);
  if (!format) {
    // en-CA writes YYYY-MM-DD; the parts are read anyway, so no locale's punctuation matters.
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    DAY_PARTS.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A YYYY-MM-DD day (never an instant): a certificate's dates, a birth date, a class's first and last day. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: string): boolean {
  return DAY_PATTERN.test(value);
}

/** Indonesia keeps no daylight saving time: each zone is a fixed offset from UTC, all year. */
export const ZONE_OFFSETS: Record<TimeZone, string> = {
  'Asia/Jakarta': '+07:00',
  'Asia/Makassar': '+08:00',
  'Asia/Jayapura': '+09:00',
};

/** A form's date (YYYY-MM-DD) and time (HH:MM) read in a zone, as an ISO instant; '' when either is missing or invalid. */
export function instantAt(date: string, time: string, zone: TimeZone = DEFAULT_TIME_ZONE): string {
  if (!isDay(date) || !/^\d{2}:\d{2}$/.test(time)) return '';
  const at = new Date(`${date}T${time}:00${ZONE_OFFSETS[zone]}`);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}

/** An instant as a form's date (YYYY-MM-DD) and time (HH:MM) in a zone: what instantAt reads back. */
export function wallClockIn(instant: string, zone: TimeZone = DEFAULT_TIME_ZONE): { date: string; time: string } {
  const offsetMinutes = Number(ZONE_OFFSETS[zone].slice(1, 3)) * 60;
  const shifted = new Date(new Date(instant).getTime() + offsetMinutes * 60_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/**
 * The zone of a province by its code (Kemendagri's, as the address picker stores it; Law 2/2014's division of
 * Indonesia's time): Bali, Nusa Tenggara, South, East and North Kalimantan and Sulawesi keep WITA, Maluku and the
 * Papua provinces WIT, Sumatra, Java, West and Central Kalimantan WIB. An organisation's zone follows the province
 * of its address; without one it stays as it is.
 */
export function zoneOfProvince(provinceCode: string): TimeZone {
  const code = Number(provinceCode.slice(0, 2));
  if (code >= 81) return 'Asia/Jayapura';
  if ((code >= 51 && code <= 53) || (code >= 63 && code <= 65) || (code >= 71 && code <= 76)) return 'Asia/Makassar';
  return 'Asia/Jakarta';
}
