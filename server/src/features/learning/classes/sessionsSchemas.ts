import { ATTENDANCE_STATUSES, MAX_SESSION_CAPACITY, MAX_SESSION_PLACE, MAX_SESSION_TITLE, MAX_SESSION_URL } from '@core/learning/classSessions';
import { envelopeOf } from '../../../platform/typeProvider';

/**
 * The class operations' request and answer schemas: sessions, attendance, OJT tasks and VR results. The
 * shapes are checked here; what a shape cannot say (an end before the start, a javascript: link) is
 * src/core/learning/classSessions.ts, answered 400 with field errors.
 */

export const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;
export const string = { type: 'string' } as const;
export const nullableString = { type: ['string', 'null'] } as const;
export const integer = { type: 'integer' } as const;
export const nullableInteger = { type: ['integer', 'null'] } as const;
export const number = { type: 'number' } as const;
export const nullableNumber = { type: ['number', 'null'] } as const;
export const boolean = { type: 'boolean' } as const;
export const nullableBoolean = { type: ['boolean', 'null'] } as const;
export const uuid = { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' } as const;
/** A course document's activity id (src/core/learning/courseDocument.ts). */
export const activityId = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
const status = { type: 'string', enum: ATTENDANCE_STATUSES } as const;

export const idParams = object({ id: uuid }, ['id']);
export const classParams = object({ classId: uuid }, ['classId']);
export const courseParams = object({ courseId: uuid }, ['courseId']);
export const noDataAnswer = { 200: envelopeOf({ type: 'null' }) } as const;

// Sessions.

export const sessionBody = object(
  {
    title: { type: 'string', maxLength: MAX_SESSION_TITLE },
    startsAt: { type: 'string', format: 'date-time' },
    endsAt: { type: 'string', format: 'date-time' },
    place: { type: ['string', 'null'], maxLength: MAX_SESSION_PLACE },
    onlineUrl: { type: ['string', 'null'], maxLength: MAX_SESSION_URL },
    capacity: { type: ['integer', 'null'], minimum: 1, maximum: MAX_SESSION_CAPACITY },
  },
  ['title', 'startsAt', 'endsAt', 'place', 'onlineUrl', 'capacity'],
);

const session = object(
  {
    id: string,
    classId: string,
    title: string,
    startsAt: string,
    endsAt: string,
    place: nullableString,
    onlineUrl: nullableString,
    capacity: nullableInteger,
    attendanceCode: string,
    markedCount: integer,
  },
  ['id', 'classId', 'title', 'startsAt', 'endsAt', 'place', 'onlineUrl', 'capacity', 'attendanceCode', 'markedCount'],
);
const trainerClass = object(
  {
    id: string,
    name: string,
    courseId: string,
    courseTitle: string,
    startsOn: string,
    endsOn: string,
    learnerCount: integer,
    sessions: { type: 'array', items: session },
  },
  ['id', 'name', 'courseId', 'courseTitle', 'startsOn', 'endsOn', 'learnerCount', 'sessions'],
);
export const classesAnswer = { 200: envelopeOf({ type: 'array', items: trainerClass }) } as const;
export const classAnswer = { 200: envelopeOf(trainerClass) } as const;
export const sessionAnswer = { 200: envelopeOf(session), 201: envelopeOf(session) } as const;

// Attendance.

export const attendanceBody = object(
  { marks: { type: 'array', maxItems: 1000, items: object({ accountId: uuid, status }, ['accountId', 'status']) } },
  ['marks'],
);
const sheetRow = object(
  {
    accountId: string,
    name: string,
    email: string,
    status: { type: ['string', 'null'], enum: [...ATTENDANCE_STATUSES, null] },
    selfMarked: boolean,
    markedAt: nullableString,
  },
  ['accountId', 'name', 'email', 'status', 'selfMarked', 'markedAt'],
);
export const sheetAnswer = {
  200: envelopeOf(
    object({ session, className: string, courseTitle: string, learners: { type: 'array', items: sheetRow } }, [
      'session',
      'className',
      'courseTitle',
      'learners',
    ]),
  ),
} as const;

export const checkInBody = object({ code: { type: 'string', minLength: 1, maxLength: 20 } }, ['code']);
export const checkInAnswer = {
  200: envelopeOf(object({ sessionId: string, title: string, courseId: string, status }, ['sessionId', 'title', 'courseId', 'status'])),
} as const;
const learnerSession = object(
  {
    sessionId: string,
    title: string,
    startsAt: string,
    endsAt: string,
    place: nullableString,
    onlineUrl: nullableString,
    status: { type: ['string', 'null'], enum: [...ATTENDANCE_STATUSES, null] },
    checkIn: { type: 'string', enum: ['early', 'open', 'closed'] },
    capacity: nullableInteger,
    seatsTaken: integer,
    reserved: boolean,
  },
  ['sessionId', 'title', 'startsAt', 'endsAt', 'place', 'onlineUrl', 'status', 'checkIn', 'capacity', 'seatsTaken', 'reserved'],
);
export const learnerAttendanceAnswer = {
  200: envelopeOf(object({ className: nullableString, sessions: { type: 'array', items: learnerSession } }, ['className', 'sessions'])),
} as const;

/** A learner's seat in a session (sessionSeats.ts). */
export const seatAnswer = {
  200: envelopeOf(
    object({ sessionId: string, reserved: boolean, capacity: nullableInteger, seatsTaken: integer }, [
      'sessionId',
      'reserved',
      'capacity',
      'seatsTaken',
    ]),
  ),
} as const;
