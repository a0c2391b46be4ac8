import { checkInState, checkInStatus, normaliseAttendanceCode, type AttendanceStatus } from '@core/learning/classSessions';
import type { Db } from '../../../db/connect';
import { HttpError, notFound } from '../../../platform/httpError';
import { ensureLearnerCourse } from '../access';
import { classLearnerIds, sessionView, trainerClass, trainerSession } from './sessionsQueries';

/**
 * Attendance per session (class operations): the trainer's sheet of the class's learners, saved in bulk,
 * and the learner's own check-in with the session's code while it runs. A trainer's mark wins: a learner's
 * check-in never overwrites one.
 */

export async function attendanceSheet(db: Db, trainerAccountId: string, sessionId: string) {
  const session = await trainerSession(db, trainerAccountId, sessionId);
  const owned = await trainerClass(db, trainerAccountId, session.class_id);
  const learners = await db
    .selectFrom('learner_courses')
    .innerJoin('accounts', 'accounts.id', 'learner_courses.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .leftJoin('session_attendance', (join) =>
      join.onRef('session_attendance.account_id', '=', 'learner_courses.account_id').on('session_attendance.session_id', '=', session.id),
    )
    .select([
      'learner_courses.account_id',
      'users.fullname',
      'users.email',
      'session_attendance.status',
      'session_attendance.marked_by',
      'session_attendance.marked_at',
    ])
    .where('learner_courses.class_id', '=', session.class_id)
    .orderBy('users.fullname')
    .orderBy('learner_courses.account_id')
    .execute();
  return {
    session: sessionView(session, learners.filter((row) => row.status).length),
    className: owned.name,
    courseTitle: owned.course_title,
    learners: learners.map((row) => ({
      accountId: row.account_id,
      name: row.fullname,
      email: row.email,
      status: (row.status as AttendanceStatus | null) ?? null,
      selfMarked: row.status !== null && row.marked_by === row.account_id,
      markedAt: row.marked_at?.toISOString() ?? null,
    })),
  };
}

/** Saves the trainer's marks; every account must be a learner of the session's class (404 otherwise: not confirmed). */
export async function saveAttendance(
  db: Db,
  trainerAccountId: string,
  sessionId: string,
  marks: readonly { accountId: string; status: AttendanceStatus }[],
) {
  const session = await trainerSession(db, trainerAccountId, sessionId);
  const learners = new Set(await classLearnerIds(db, session.class_id));
  if (marks.some((mark) => !learners.has(mark.accountId))) throw notFound();
  const latest = new Map(marks.map((mark) => [mark.accountId, mark.status]));
  if (!latest.size) return;
  const now = new Date();
  await db
    .insertInto('session_attendance')
    .values(
      [...latest].map(([accountId, status]) => ({
        session_id: session.id,
        account_id: accountId,
        status,
        marked_by: trainerAccountId,
        marked_at: now,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['session_id', 'account_id']).doUpdateSet((eb) => ({
        status: eb.ref('excluded.status'),
        marked_by: eb.ref('excluded.marked_by'),
        marked_at: eb.ref('excluded.marked_at'),
      })),
    )
    .execute();
}

/**
 * The learner types a code: a session of a class they are in with that code, open now (30 minutes before its start
 * until its end). A code no session of theirs has is "wrong" (400), whoever's it is; too early or too late is 409.
 */
export async function checkIn(db: Db, accountId: string, typed: string, now = new Date()) {
  const code = normaliseAttendanceCode(typed);
  const sessions = await db
    .selectFrom('class_sessions')
    .innerJoin('learner_courses', 'learner_courses.class_id', 'class_sessions.class_id')
    .select(['class_sessions.id', 'class_sessions.title', 'class_sessions.starts_at', 'class_sessions.ends_at', 'learner_courses.course_id'])
    .where('learner_courses.account_id', '=', accountId)
    .where('class_sessions.attendance_code', '=', code)
    .orderBy('class_sessions.starts_at')
    .execute();
  if (!sessions.length) throw new HttpError(400, 'classOps.attendance.errors.wrongCode');
  const toWindow = (row: (typeof sessions)[number]) => ({ startsAt: row.starts_at, endsAt: row.ends_at });
  const open = sessions.find((row) => checkInState(toWindow(row), now) === 'open');
  if (!open) {
    const next = sessions.find((row) => checkInState(toWindow(row), now) === 'early');
    if (next) throw new HttpError(409, 'classOps.attendance.errors.notYetOpen', { title: next.title });
    throw new HttpError(409, 'classOps.attendance.errors.closed', { title: sessions.at(-1)!.title });
  }
  const status = checkInStatus(toWindow(open), now);
  await db
    .insertInto('session_attendance')
    .values({ session_id: open.id, account_id: accountId, status, marked_by: accountId, marked_at: now })
    .onConflict((conflict) => conflict.columns(['session_id', 'account_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('session_attendance')
    .select('status')
    .where('session_id', '=', open.id)
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { sessionId: open.id, title: open.title, courseId: open.course_id, status: row.status as AttendanceStatus };
}

/** The learner's sessions of a course's class with their attendance and seats (no class: none). */
export async function learnerAttendance(db: Db, accountId: string, courseId: string, now = new Date()) {
  const course = await ensureLearnerCourse(db, accountId, courseId);
  if (!course.classId) return { className: null, sessions: [] };
  const owned = await db.selectFrom('course_classes').select('name').where('id', '=', course.classId).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('class_sessions')
    .leftJoin('session_attendance', (join) =>
      join.onRef('session_attendance.session_id', '=', 'class_sessions.id').on('session_attendance.account_id', '=', accountId),
    )
    .select([
      'class_sessions.id',
      'class_sessions.title',
      'class_sessions.starts_at',
      'class_sessions.ends_at',
      'class_sessions.place',
      'class_sessions.online_url',
      'class_sessions.capacity',
      'session_attendance.status',
    ])
    .select((eb) => [
      eb
        .selectFrom('session_reservations')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('session_reservations.session_id', '=', 'class_sessions.id')
        .as('seats_taken'),
      eb
        .exists(
          eb
            .selectFrom('session_reservations')
            .select('session_reservations.session_id')
            .whereRef('session_reservations.session_id', '=', 'class_sessions.id')
            .where('session_reservations.account_id', '=', accountId),
        )
        .as('reserved'),
    ])
    .where('class_sessions.class_id', '=', course.classId)
    .orderBy('class_sessions.starts_at')
    .orderBy('class_sessions.id')
    .execute();
  return {
    className: owned.name,
    sessions: rows.map((row) => ({
      sessionId: row.id,
      title: row.title,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      place: row.place,
      onlineUrl: row.online_url,
      status: (row.status as AttendanceStatus | null) ?? null,
      checkIn: checkInState({ startsAt: row.starts_at, endsAt: row.ends_at }, now),
      capacity: row.capacity,
      seatsTaken: Number(row.seats_taken ?? 0),
      reserved: Boolean(row.reserved),
    })),
  };
}
