import { createContext, useContext, useMemo } from 'react';
import { formatDate, formatDateTime, formatLongDate, formatPeriod, formatSessionRange, formatTime, formatTimeRange } from '@core/format/dates';
import { DEFAULT_TIME_ZONE, type TimeZone } from '@core/time/zones';
import type { Locale } from '@core/i18n/locales';
import { useMember } from '../memberContext';

/**
 * The time zone of the organisation a part of the member app works for (the LSP's workspace, the employer's pages):
 * useDates reads it when the caller names no zone.
 */
export const OrganisationTimeZone = createContext<TimeZone>(DEFAULT_TIME_ZONE);

/**
 * Dates and times on member pages, in the page's language and the organisation's time zone (the platform's time
 * model, @core/time/zones): the same instant shows the same day here, on the PDFs and in the mails. A page that
 * knows the zone of what it shows (a schedule's LSP) passes it; otherwise the organisation's (OrganisationTimeZone),
 * WIB outside one.
 */
export function useDates(zone?: TimeZone) {
  const { locale } = useMember();
  const organisationZone = useContext(OrganisationTimeZone);
  return useDatesIn(locale, zone ?? organisationZone);
}

function useDatesIn(locale: Locale, zone: TimeZone) {
  return useMemo(
    () => ({
      locale,
      zone,
      /** "2 Des 2026"; a YYYY-MM-DD day is that day, an instant the day it is in the zone. */
      date: (value: string) => formatDate(value, locale, zone),
      /** "2 Desember 2026". */
      longDate: (value: string) => formatLongDate(value, locale, zone),
      /** "2 Des 2026, 09.00 WIB". */
      dateTime: (value: string) => formatDateTime(value, locale, zone),
      /** "09.00 WIB". */
      time: (value: string) => formatTime(value, locale, zone),
      /** "Rab, 2 Des 2026 · 09.00–11.00 WIB" */
      range: (start: string, end: string) => formatSessionRange(start, end, locale, zone),
      /** "4 Agu 2025, 08.00–16.00 WIB"; days apart, both in full. */
      period: (start: string, end: string) => formatPeriod(start, end, locale, zone),
      /** "Rabu, 2 Desember 2026 09.00–11.00 WIB", a calendar entry. */
      fullRange: (start: string, end: string) => formatTimeRange(start, end, locale, zone),
    }),
    [locale, zone],
  );
}
