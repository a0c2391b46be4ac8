/**
 * The learning calendar's rules (docs/decisions/2026-11-26-learning.md "Learning calendar"): what a person's calendar
 * holds and over which span, as plain data both the gateway (the JSON read and the .ics feed) and the member app use.
 *
 * Events are of three kinds: a class session (a time, a place or an online link), a course's deadline (the day its
 * class ends, all day) and a certification schedule the person registered for. A supervisor sees their trainees'
 * sessions: one event per session, naming the trainees in it.
 */
import type { CalendarEvent } from './calendar.contract';

export const CALENDAR_EVENT_KINDS = ['session', 'deadline', 'certification'] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

/** An event on the wire is ./calendar.contract.ts's CalendarEvent. */

export interface SessionRow {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  place: string | null;
  onlineUrl: string | null;
  courseTitle: string;
  className: string;
  personName?: string | null;
}

export interface DeadlineRow {
  classId: string;
  className: string;
  courseTitle: string;
  /** YYYY-MM-DD: the last day of the class. */
  endsOn: string;
  personName?: string | null;
}

export interface CertificationRow {
  scheduleId: string;
  schemeTitle: string;
  siteName: string;
  siteAddress: string;
  startsAt: Date;
  endsAt: Date;
  personName?: string | null;
}

export interface CalendarRows {
  sessions: readonly SessionRow[];
  deadlines: readonly DeadlineRow[];
  certifications: readonly CertificationRow[];
}

const DAY_MS = 86_400_000;

/** A span the JSON read answers at most: a month view shows six weeks, so 100 days leave room for any view. */
export const MAX_RANGE_DAYS = 100;
/** What a feed holds around now: calendar apps show what is coming, and a little of what was. */
export const FEED_PAST_DAYS = 31;
export const FEED_FUTURE_DAYS = 183;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function parseInstant(value: string): Date | null {
  if (!DATE_ONLY.test(value) && !DATE_TIME.test(value)) return null;
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export type RangeProblem = 'invalidDate' | 'rangeOrder' | 'rangeTooLong';

/**
 * The asked span [from, to): ISO dates (midnight UTC) or instants with a zone, `to` after `from`, at most
 * MAX_RANGE_DAYS long. A problem is named for the gateway's 400.
 */
export function parseCalendarRange(from: string, to: string): { from: Date; to: Date } | { problem: RangeProblem } {
  const start = parseInstant(from);
  const end = parseInstant(to);
  if (!start || !end) return { problem: 'invalidDate' };
  if (end.getTime() <= start.getTime()) return { problem: 'rangeOrder' };
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY_MS) return { problem: 'rangeTooLong' };
  return { from: start, to: end };
}

/** The span a feed holds, from now: the last month and the next six. */
export function feedWindow(now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS), to: new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS) };
}

const nextDay = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() + DAY_MS).toISOString();

/** Adds a person's name to an event already built for another watched trainee, once and in order. */
function withPerson(event: CalendarEvent, name: string | null | undefined): CalendarEvent {
  if (!name || event.people.includes(name)) return event;
  return { ...event, people: [...event.people, name].sort((a, b) => a.localeCompare(b)) };
}

/**
 * The events of the rows, each row id once (a session several watched trainees attend is one event naming them),
 * ordered by start, then by id so two reads list them alike.
 */
export function buildCalendarEvents(rows: CalendarRows): CalendarEvent[] {
  const events = new Map<string, CalendarEvent>();
  const add = (event: CalendarEvent, personName: string | null | undefined) => {
    events.set(event.id, withPerson(events.get(event.id) ?? event, personName));
  };
  for (const row of rows.sessions) {
    add(
      {
        id: `session-${row.id}`,
        kind: 'session',
        title: row.title,
        start: row.startsAt.toISOString(),
        end: row.endsAt.toISOString(),
        allDay: false,
        courseTitle: row.courseTitle,
        className: row.className,
        place: row.place,
        onlineUrl: row.onlineUrl,
        people: [],
      },
      row.personName,
    );
  }
  for (const row of rows.deadlines) {
    add(
      {
        id: `deadline-${row.classId}`,
        kind: 'deadline',
        title: row.courseTitle,
        start: `${row.endsOn}T00:00:00.000Z`,
        end: nextDay(row.endsOn),
        allDay: true,
        courseTitle: row.courseTitle,
        className: row.className,
        place: null,
        onlineUrl: null,
        people: [],
      },
      row.personName,
    );
  }
  for (const row of rows.certifications) {
    add(
      {
        id: `certification-${row.scheduleId}`,
        kind: 'certification',
        title: row.schemeTitle,
        start: row.startsAt.toISOString(),
        end: row.endsAt.toISOString(),
        allDay: false,
        courseTitle: null,
        className: null,
        place: [row.siteName, row.siteAddress].filter(Boolean).join(', '),
        onlineUrl: null,
        people: [],
      },
      row.personName,
    );
  }
  return [...events.values()].sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}
