import { Type, type Static } from 'typebox';
import { Nullable } from '../contract/common';
import { CALENDAR_EVENT_KINDS } from './calendar';

/** The learning calendar's answers (GET /api/main/calendar, the feed's state), as the gateway and the pages read them. */

export const CalendarEvent = Type.Object(
  {
    /** Stable across reads and feeds (the .ics UID is built from it): `<kind>-<row id>`. */
    id: Type.String(),
    kind: Type.Enum(CALENDAR_EVENT_KINDS, { type: 'string' }),
    /** The session's title, the course's title (deadline) or the scheme's title in the asked language. */
    title: Type.String(),
    /** ISO instants in UTC; an all-day event's are midnight UTC of its first day and of the day after its last. */
    start: Type.String(),
    end: Type.String(),
    allDay: Type.Boolean(),
    courseTitle: Nullable(Type.String()),
    className: Nullable(Type.String()),
    place: Nullable(Type.String()),
    onlineUrl: Nullable(Type.String()),
    /** The watched trainees an event concerns (a supervisor's calendar); empty for one's own events. */
    people: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type CalendarEvent = Static<typeof CalendarEvent>;

/** The feed's state: when the current address was made (its secret is shown only by the POST that makes it). */
export const CalendarFeedState = Type.Object({ createdAt: Nullable(Type.String()) }, { additionalProperties: false });
export type CalendarFeedState = Static<typeof CalendarFeedState>;

/** A new feed address. */
export const CalendarFeedCreated = Type.Object({ url: Type.String(), createdAt: Type.String() }, { additionalProperties: false });
export type CalendarFeedCreated = Static<typeof CalendarFeedCreated>;
