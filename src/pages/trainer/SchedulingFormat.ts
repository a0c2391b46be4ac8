import { useMemo } from 'react';
import { useMember } from '../../shared/memberContext';
import { dateTimeFormat } from '@core/format/locale';

/** Dates and times of the trainer's class pages, in the member's language and the device's time zone. */
export function useSchedulingFormat() {
  const { locale } = useMember();
  return useMemo(() => {
    const date = dateTimeFormat(locale, { dateStyle: 'medium' });
    const day = dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    const time = dateTimeFormat(locale, { timeStyle: 'short' });
    const dateTime = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      date: (value: string) => date.format(new Date(value)),
      dateTime: (value: string) => dateTime.format(new Date(value)),
      /** "Sen, 2 Des 2025 · 09.00–11.00" */
      range: (start: string, end: string) => `${day.format(new Date(start))} · ${time.format(new Date(start))}–${time.format(new Date(end))}`,
    };
  }, [locale]);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the form's local date (yyyy-mm-dd) and time (hh:mm) in the device's time zone. */
export function localParts(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  return { date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, time: `${pad(at.getHours())}:${pad(at.getMinutes())}` };
}

/** The form's local date and time as an instant (ISO, UTC); '' when either is missing or invalid. */
export function instantOf(date: string, time: string): string {
  if (!date || !time) return '';
  const at = new Date(`${date}T${time}`);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}

/** The device's time zone name, for the form's hint. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
