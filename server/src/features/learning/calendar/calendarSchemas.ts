import { CALENDAR_EVENT_KINDS } from '@core/learning/calendar';
import { envelopeOf } from '../../../platform/typeProvider';

/** The learning calendar's request and answer schemas (src/core/learning/calendar.ts has the rules). */

const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
/** A date or an instant; its meaning (and the span's length) is checked by parseCalendarRange, answered 400. */
const instant = { type: 'string', minLength: 10, maxLength: 40 } as const;

export const calendarQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { from: instant, to: instant },
  required: ['from', 'to'],
} as const;

const event = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: string,
    kind: { type: 'string', enum: CALENDAR_EVENT_KINDS },
    title: string,
    start: string,
    end: string,
    allDay: { type: 'boolean' },
    courseTitle: nullableString,
    className: nullableString,
    place: nullableString,
    onlineUrl: nullableString,
    people: { type: 'array', items: string },
  },
  required: ['id', 'kind', 'title', 'start', 'end', 'allDay', 'courseTitle', 'className', 'place', 'onlineUrl', 'people'],
} as const;

export const calendarAnswer = { 200: envelopeOf({ type: 'array', items: event }) } as const;

/** The feed's state: when the current address was made (its secret is shown only by the POST that makes it). */
export const feedStateAnswer = {
  200: envelopeOf({ type: 'object', additionalProperties: false, properties: { createdAt: nullableString }, required: ['createdAt'] }),
} as const;

export const feedCreatedAnswer = {
  200: envelopeOf({ type: 'object', additionalProperties: false, properties: { url: string, createdAt: string }, required: ['url', 'createdAt'] }),
} as const;

export const feedParams = {
  type: 'object',
  additionalProperties: false,
  // `<token>.ics`: the suffix is checked by the route (an address without it is not found).
  properties: { file: { type: 'string', maxLength: 100 } },
  required: ['file'],
} as const;

export const feedQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { lang: { type: 'string', enum: ['id', 'en'] } },
} as const;
