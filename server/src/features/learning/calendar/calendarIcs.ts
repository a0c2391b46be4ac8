import { createEvents, type EventAttributes } from 'ics';
import type { CalendarEvent } from '@core/learning/calendar.contract';
import { translate } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';

/**
 * A calendar feed's text (RFC 5545, through the `ics` package): every event with a UID that stays the same across
 * reads (the calendar app updates it rather than adding a copy), times in UTC, a deadline as an all-day event.
 */

const UID_DOMAIN = 'learning.bisa.id';

const dayArray = (iso: string): [number, number, number] => {
  const date = new Date(iso);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
};

/** The summary a calendar app lists: what it is, in the feed's language. */
export function icsSummary(event: CalendarEvent, locale: Locale): string {
  if (event.kind === 'deadline') return translate(locale, 'calendarForum.calendar.deadlineTitle', { course: event.title });
  if (event.kind === 'certification') return translate(locale, 'calendarForum.calendar.certificationTitle', { scheme: event.title });
  return event.courseTitle ? `${event.title} (${event.courseTitle})` : event.title;
}

function description(event: CalendarEvent, locale: Locale): string {
  const lines = [
    event.courseTitle && translate(locale, 'calendarForum.calendar.course', { value: event.courseTitle }),
    event.className && translate(locale, 'calendarForum.calendar.class', { value: event.className }),
    event.onlineUrl && translate(locale, 'calendarForum.calendar.onlineLink', { value: event.onlineUrl }),
    event.people.length > 0 && translate(locale, 'calendarForum.calendar.people', { value: event.people.join(', ') }),
  ];
  return lines.filter(Boolean).join('\n');
}

export function icsAttributes(event: CalendarEvent, locale: Locale): EventAttributes {
  const common = {
    uid: `${event.id}@${UID_DOMAIN}`,
    title: icsSummary(event, locale),
    description: description(event, locale),
    ...(event.place ? { location: event.place } : {}),
    ...(event.onlineUrl ? { url: event.onlineUrl } : {}),
    categories: [event.kind],
  };
  if (event.allDay) return { ...common, start: dayArray(event.start), end: dayArray(event.end) };
  return {
    ...common,
    start: Date.parse(event.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(event.end),
    endInputType: 'utc',
    endOutputType: 'utc',
  };
}

/** The feed's whole text; an event the package refuses fails the feed loudly rather than dropping it quietly. */
export function icsCalendar(events: readonly CalendarEvent[], locale: Locale): string {
  const calName = translate(locale, 'calendarForum.calendar.feedName');
  if (events.length === 0) {
    // The package refuses an empty list; an empty calendar is still a valid answer.
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'PRODID:bisa/learning',
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${calName}`,
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  }
  const { error, value } = createEvents(
    events.map((event) => icsAttributes(event, locale)),
    { productId: 'bisa/learning', calName },
  );
  if (error || value === null) throw error ?? new Error('ics: no calendar text');
  return value;
}
