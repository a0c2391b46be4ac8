import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatPeriod, formatScheduleTime, formatSessionRange, formatTime } from '@core/format/dates';
import { formatNewsDate } from '@core/content/localized';
import { calendarDayIn, instantAt, isTimeZone, TIME_ZONES, timeZoneOr, wallClockIn, zoneOfProvince } from '@core/time/zones';

// 23.30 WIB on 2 December and 00.30 WIB on 3 December: either side of Jakarta's midnight, both on 2 December in UTC.
const LATE_EVENING = '2026-12-02T16:30:00.000Z';
const AFTER_MIDNIGHT = '2026-12-02T17:30:00.000Z';

describe('the time model: instants in the organisation time zone, days never shift', () => {
  it('puts an instant on the day it is in each zone', () => {
    expect(calendarDayIn(LATE_EVENING, 'Asia/Jakarta')).toBe('2026-12-02');
    expect(calendarDayIn(AFTER_MIDNIGHT, 'Asia/Jakarta')).toBe('2026-12-03');
    // 23.30 WIB is 00.30 WITA and 01.30 WIT: already the next day there.
    expect(calendarDayIn(LATE_EVENING, 'Asia/Makassar')).toBe('2026-12-03');
    expect(calendarDayIn(LATE_EVENING, 'Asia/Jayapura')).toBe('2026-12-03');
    // 06.30 WIB on 2 December is 23.30 UTC on 1 December: the day people mean is the 2nd.
    expect(calendarDayIn('2026-12-01T23:30:00Z')).toBe('2026-12-02');
  });

  it('writes the same day in the long and the list format as calendarDayIn finds', () => {
    expect(formatLongDate(AFTER_MIDNIGHT, 'id')).toBe('3 Desember 2026');
    expect(formatLongDate(AFTER_MIDNIGHT, 'en')).toBe('3 December 2026');
    expect(formatLongDate(LATE_EVENING, 'id')).toBe('2 Desember 2026');
    expect(formatDate(AFTER_MIDNIGHT, 'id')).toBe('3 Des 2026');
    expect(formatNewsDate(AFTER_MIDNIGHT, 'en')).toBe('3 Dec 2026');
    expect(formatLongDate(LATE_EVENING, 'en', 'Asia/Jayapura')).toBe('3 December 2026');
  });

  it('reads a YYYY-MM-DD day as that day in every zone', () => {
    for (const zone of TIME_ZONES) {
      expect(formatLongDate('2029-12-01', 'id', zone)).toBe('1 Desember 2029');
      expect(formatDate('2029-12-01', 'en', zone)).toBe('1 Dec 2029');
    }
  });

  it('writes times with the zone abbreviation', () => {
    expect(formatTime('2026-12-02T01:00:00Z', 'id')).toBe('08.00 WIB');
    expect(formatTime('2026-12-02T01:00:00Z', 'en', 'Asia/Makassar')).toBe('09:00 WITA');
    expect(formatTime('2026-12-02T01:00:00Z', 'en', 'Asia/Jayapura')).toBe('10:00 WIT');
    expect(formatDateTime(LATE_EVENING, 'id')).toBe('2 Des 2026, 23.30 WIB');
    expect(formatScheduleTime('2026-12-02T01:00:00Z', 'id', 'Asia/Makassar')).toBe('Rabu, 02 Desember 2026 pukul 09.00 WITA');
    expect(formatSessionRange('2025-09-02T01:00:00Z', '2025-09-02T04:00:00Z', 'id')).toBe('Sel, 2 Sep 2025 · 08.00–11.00 WIB');
    // One day written once; days apart, both in full.
    expect(formatPeriod('2025-08-04T01:00:00Z', '2025-08-04T09:00:00Z', 'id')).toBe('4 Agu 2025, 08.00–16.00 WIB');
    expect(formatPeriod('2025-08-04T01:00:00Z', '2025-08-05T05:00:00Z', 'en')).toBe('4 Aug 2025, 08:00 WIB – 5 Aug 2025, 12:00 WIB');
    // 16.00-17.30 UTC is 23.00 WIB to 00.30 WIB: two days in Jakarta.
    expect(formatPeriod('2026-12-02T16:00:00Z', '2026-12-02T17:30:00Z', 'id')).toBe('2 Des 2026, 23.00 WIB – 3 Des 2026, 00.30 WIB');
  });

  it("reads a form's date and time where the organisation is, and writes them back", () => {
    expect(instantAt('2026-12-22', '08:00', 'Asia/Jakarta')).toBe('2026-12-22T01:00:00.000Z');
    expect(instantAt('2026-12-22', '08:00', 'Asia/Makassar')).toBe('2026-12-22T00:00:00.000Z');
    expect(instantAt('2026-12-22', '08:00', 'Asia/Jayapura')).toBe('2026-12-21T23:00:00.000Z');
    for (const zone of TIME_ZONES) expect(wallClockIn(instantAt('2026-12-22', '00:15', zone), zone)).toEqual({ date: '2026-12-22', time: '00:15' });
    expect(instantAt('', '08:00')).toBe('');
    expect(instantAt('2026-12-22', '8')).toBe('');
  });

  it("knows only Indonesia's three zones", () => {
    expect(isTimeZone('Asia/Makassar')).toBe(true);
    expect(isTimeZone('Europe/Paris')).toBe(false);
    expect(timeZoneOr('Europe/Paris')).toBe('Asia/Jakarta');
    expect(timeZoneOr('Asia/Jayapura')).toBe('Asia/Jayapura');
  });

  it("finds an organisation's zone from its address's province", () => {
    const zones = (codes: string[]) => codes.map(zoneOfProvince);
    // Sumatra, Java, West and Central Kalimantan.
    expect(zones(['11', '21', '31', '36', '61', '62'])).toEqual(Array(6).fill('Asia/Jakarta'));
    // Bali, Nusa Tenggara, South, East and North Kalimantan, Sulawesi and Gorontalo.
    expect(zones(['51', '52', '53', '63', '64', '65', '71', '73', '75', '76'])).toEqual(Array(10).fill('Asia/Makassar'));
    // Maluku, North Maluku and the six Papua provinces.
    expect(zones(['81', '82', '91', '92', '93', '94', '95', '96'])).toEqual(Array(8).fill('Asia/Jayapura'));
  });
});
