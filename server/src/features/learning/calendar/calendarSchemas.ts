import { Type } from 'typebox';
import { Envelope } from '@core/contract/common';
import { CalendarEvent, CalendarFeedCreated, CalendarFeedState } from '@core/learning/calendar.contract';

/** The learning calendar's request and answer schemas (packages/core/src/learning/calendar.ts has the rules). */

/** A date or an instant; its meaning (and the span's length) is checked by parseCalendarRange, answered 400. */
const instant = Type.String({ minLength: 10, maxLength: 40 });

export const calendarQuery = Type.Object({ from: instant, to: instant }, { additionalProperties: false });

export const calendarAnswer = { 200: Envelope(Type.Array(CalendarEvent)) } as const;
export const feedStateAnswer = { 200: Envelope(CalendarFeedState) } as const;
export const feedCreatedAnswer = { 200: Envelope(CalendarFeedCreated) } as const;

export const feedParams = Type.Object(
  // `<token>.ics`: the suffix is checked by the route (an address without it is not found).
  { file: Type.String({ maxLength: 100 }) },
  { additionalProperties: false },
);

export const feedQuery = Type.Object({ lang: Type.Optional(Type.Enum(['id', 'en'], { type: 'string' })) }, { additionalProperties: false });
