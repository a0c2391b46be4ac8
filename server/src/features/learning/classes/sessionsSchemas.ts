import { Type } from 'typebox';
import { EmptyEnvelope, Envelope, Nullable } from '@core/contract/common';
import {
  ATTENDANCE_STATUSES,
  MAX_SESSION_CAPACITY,
  MAX_SESSION_PLACE,
  MAX_SESSION_TITLE,
  MAX_SESSION_URL,
  type AttendanceStatus,
} from '@core/learning/classSessions';

/**
 * The class operations' request and answer schemas: sessions, attendance, OJT tasks and VR results. The
 * shapes are checked here; what a shape cannot say (an end before the start, a javascript: link) is
 * packages/core/src/learning/classSessions.ts, answered 400 with field errors.
 */

export const closed = { additionalProperties: false } as const;
export const uuid = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });
/** A course document's activity id (packages/core/src/learning/courseDocument.ts). */
export const activityId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });
const status = Type.Enum(ATTENDANCE_STATUSES, { type: 'string' });
const nullableStatus = Type.Unsafe<AttendanceStatus | null>({ type: ['string', 'null'], enum: [...ATTENDANCE_STATUSES, null] });

export const idParams = Type.Object({ id: uuid }, closed);
export const classParams = Type.Object({ classId: uuid }, closed);
export const courseParams = Type.Object({ courseId: uuid }, closed);
export const noDataAnswer = { 200: EmptyEnvelope } as const;

// Sessions.

export const sessionBody = Type.Object(
  {
    title: Type.String({ maxLength: MAX_SESSION_TITLE }),
    startsAt: Type.String({ format: 'date-time' }),
    endsAt: Type.String({ format: 'date-time' }),
    place: Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: MAX_SESSION_PLACE }),
    onlineUrl: Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: MAX_SESSION_URL }),
    capacity: Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: MAX_SESSION_CAPACITY }),
  },
  closed,
);

const session = Type.Object(
  {
    id: Type.String(),
    classId: Type.String(),
    title: Type.String(),
    startsAt: Type.String(),
    endsAt: Type.String(),
    place: Nullable(Type.String()),
    onlineUrl: Nullable(Type.String()),
    capacity: Nullable(Type.Integer()),
    attendanceCode: Type.String(),
    markedCount: Type.Integer(),
  },
  closed,
);
const trainerClass = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    courseId: Type.String(),
    courseTitle: Type.String(),
    startsOn: Type.String(),
    endsOn: Type.String(),
    learnerCount: Type.Integer(),
    sessions: Type.Array(session),
  },
  closed,
);
export const classesAnswer = { 200: Envelope(Type.Array(trainerClass)) } as const;
export const classAnswer = { 200: Envelope(trainerClass) } as const;
export const sessionAnswer = { 200: Envelope(session), 201: Envelope(session) } as const;

// Attendance.

export const attendanceBody = Type.Object({ marks: Type.Array(Type.Object({ accountId: uuid, status }, closed), { maxItems: 1000 }) }, closed);
const sheetRow = Type.Object(
  {
    accountId: Type.String(),
    name: Type.String(),
    email: Type.String(),
    status: nullableStatus,
    selfMarked: Type.Boolean(),
    markedAt: Nullable(Type.String()),
  },
  closed,
);
export const sheetAnswer = {
  200: Envelope(Type.Object({ session, className: Type.String(), courseTitle: Type.String(), learners: Type.Array(sheetRow) }, closed)),
} as const;

export const checkInBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 20 }) }, closed);
export const checkInAnswer = {
  200: Envelope(Type.Object({ sessionId: Type.String(), title: Type.String(), courseId: Type.String(), status }, closed)),
} as const;
const learnerSession = Type.Object(
  {
    sessionId: Type.String(),
    title: Type.String(),
    startsAt: Type.String(),
    endsAt: Type.String(),
    place: Nullable(Type.String()),
    onlineUrl: Nullable(Type.String()),
    status: nullableStatus,
    checkIn: Type.Enum(['early', 'open', 'closed'], { type: 'string' }),
    capacity: Nullable(Type.Integer()),
    seatsTaken: Type.Integer(),
    reserved: Type.Boolean(),
  },
  closed,
);
export const learnerAttendanceAnswer = {
  200: Envelope(Type.Object({ className: Nullable(Type.String()), sessions: Type.Array(learnerSession) }, closed)),
} as const;

/** A learner's seat in a session (sessionSeats.ts). */
export const seatAnswer = {
  200: Envelope(
    Type.Object({ sessionId: Type.String(), reserved: Type.Boolean(), capacity: Nullable(Type.Integer()), seatsTaken: Type.Integer() }, closed),
  ),
} as const;
