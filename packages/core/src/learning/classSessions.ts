/**
 * A class's sessions and their attendance (docs/decisions/2026-11-26-learning.md, class operations): the rules the
 * trainer's form, the learner's code form and the gateway share.
 */

export const ATTENDANCE_STATUSES = ['present', 'late', 'excused', 'absent'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** A learner may type the session's code from this long before it starts until it ends (people arrive early). */
export const CHECK_IN_OPENS_MINUTES = 30;
/** A learner who types the code later than this after the start is marked late, not present. */
export const LATE_AFTER_MINUTES = 15;

export const MAX_SESSION_TITLE = 200;
export const MAX_SESSION_PLACE = 300;
export const MAX_SESSION_URL = 500;
export const MAX_SESSION_HOURS = 24;
export const MAX_SESSION_CAPACITY = 10_000;
/** The code a learner types: 6 characters from an alphabet without look-alikes (0/O, 1/I/L). */
export const ATTENDANCE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ATTENDANCE_CODE_LENGTH = 6;

const MINUTE = 60_000;

export type CheckInState = 'early' | 'open' | 'closed';

/** Where `now` is in the session's check-in window: from CHECK_IN_OPENS_MINUTES before the start to the end. */
export function checkInState(session: { startsAt: Date; endsAt: Date }, now: Date): CheckInState {
  if (now.getTime() < session.startsAt.getTime() - CHECK_IN_OPENS_MINUTES * MINUTE) return 'early';
  if (now.getTime() > session.endsAt.getTime()) return 'closed';
  return 'open';
}

/** The status a learner's own check-in gets: late after LATE_AFTER_MINUTES past the start, present before. */
export function checkInStatus(session: { startsAt: Date }, now: Date): AttendanceStatus {
  return now.getTime() > session.startsAt.getTime() + LATE_AFTER_MINUTES * MINUTE ? 'late' : 'present';
}

/** A code as people type it: spaces and dashes dropped, upper case. */
export function normaliseAttendanceCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** An online link is an http or https address: anything else (javascript:, data:, file:) never reaches a page. */
export function isSafeOnlineUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

export interface SessionInput {
  title: string;
  startsAt: string;
  endsAt: string;
  place: string | null;
  onlineUrl: string | null;
  capacity: number | null;
}

export type SessionField = keyof SessionInput;
/** A field's problem; the catalog's text is `classOps.sessions.validation.<code>`. */
export type SessionProblem = 'required' | 'tooLong' | 'date' | 'endBeforeStart' | 'tooLong24h' | 'placeOrLink' | 'url' | 'capacity';

/** The form's problems by field (empty when the session is valid). Texts are trimmed by the caller. */
export function validateSession(input: SessionInput): Partial<Record<SessionField, SessionProblem>> {
  const problems: Partial<Record<SessionField, SessionProblem>> = {};
  if (!input.title.trim()) problems.title = 'required';
  else if (input.title.length > MAX_SESSION_TITLE) problems.title = 'tooLong';
  const start = Date.parse(input.startsAt);
  const end = Date.parse(input.endsAt);
  if (Number.isNaN(start)) problems.startsAt = 'date';
  if (Number.isNaN(end)) problems.endsAt = 'date';
  else if (!Number.isNaN(start) && end <= start) problems.endsAt = 'endBeforeStart';
  else if (!Number.isNaN(start) && end - start > MAX_SESSION_HOURS * 60 * MINUTE) problems.endsAt = 'tooLong24h';
  const place = input.place?.trim() ?? '';
  const url = input.onlineUrl?.trim() ?? '';
  if (!place && !url) problems.place = 'placeOrLink';
  if (place.length > MAX_SESSION_PLACE) problems.place = 'tooLong';
  if (url && (url.length > MAX_SESSION_URL || !isSafeOnlineUrl(url))) problems.onlineUrl = 'url';
  if (input.capacity !== null && (!Number.isInteger(input.capacity) || input.capacity < 1 || input.capacity > MAX_SESSION_CAPACITY))
    problems.capacity = 'capacity';
  return problems;
}

// What the gateway answers (server/src/features/learning/sessions*.ts, attendance*.ts, ojt*.ts, vr*.ts).

export interface SessionView {
  id: string;
  classId: string;
  title: string;
  startsAt: string;
  endsAt: string;
  place: string | null;
  onlineUrl: string | null;
  capacity: number | null;
  attendanceCode: string;
  markedCount: number;
}

export interface TrainerClassView {
  id: string;
  name: string;
  courseId: string;
  courseTitle: string;
  startsOn: string;
  endsOn: string;
  learnerCount: number;
  sessions: SessionView[];
}

export interface AttendanceSheetView {
  session: SessionView;
  className: string;
  courseTitle: string;
  learners: { accountId: string; name: string; email: string; status: AttendanceStatus | null; selfMarked: boolean; markedAt: string | null }[];
}

export interface LearnerAttendanceView {
  className: string | null;
  sessions: {
    sessionId: string;
    title: string;
    startsAt: string;
    endsAt: string;
    place: string | null;
    onlineUrl: string | null;
    status: AttendanceStatus | null;
    checkIn: CheckInState;
    /** Seats the session has (null: no seat needed), taken by the class's learners, and whether one is theirs. */
    capacity: number | null;
    seatsTaken: number;
    reserved: boolean;
  }[];
}

export interface SeatView {
  sessionId: string;
  reserved: boolean;
  capacity: number | null;
  seatsTaken: number;
}

export interface OjtSubmissionView {
  id: string;
  sessionId: string | null;
  note: string;
  hasFile: boolean;
  submittedAt: string;
  score: number | null;
  passed: boolean | null;
  feedback: string | null;
  gradedAt: string | null;
}

export interface OjtTaskView {
  courseId: string;
  courseTitle: string;
  activityId: string;
  title: string;
  instructions: string;
  passScore: number;
  submission: OjtSubmissionView | null;
}

export interface OjtResultItem extends OjtSubmissionView {
  activityId: string;
  activityTitle: string;
  schedule: string;
  learner: { accountId: string; name: string; email: string };
}

export interface OjtResultDetail extends OjtSubmissionView, Omit<OjtTaskView, 'submission'> {
  classId: string;
  schedule: string;
  sessionTitle: string | null;
  learner: { accountId: string; name: string; email: string };
}

/** The learner's page of one OJT task, /member/member/ojt/{key}: the course and the activity. */
export const ojtTaskKey = (courseId: string, activityId: string) => `${courseId}~${activityId}`;
export function parseOjtTaskKey(key: string): { courseId: string; activityId: string } | undefined {
  const [courseId, activityId, ...rest] = key.split('~');
  return courseId && activityId && !rest.length ? { courseId, activityId } : undefined;
}

export interface VrResultView {
  id: string;
  scenario: string;
  score: number;
  passed: boolean;
  durationSeconds: number | null;
  recordedAt: string;
  importedAt: string;
}
export interface ClassVrResult extends VrResultView {
  learner: { name: string; email: string };
}
export interface LearnerVrResult extends VrResultView {
  courseId: string;
  courseTitle: string;
  className: string;
}
export interface VrPreview {
  newRows: number;
  duplicateLines: number[];
  errors: { line: number; message: string }[];
}
