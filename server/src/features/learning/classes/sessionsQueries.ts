import { randomInt } from 'node:crypto';
import { ATTENDANCE_CODE_ALPHABET, ATTENDANCE_CODE_LENGTH, validateSession, type SessionInput } from '@core/learning/classSessions';
import { translate } from '@core/i18n/catalog';
import type { MessageKey } from '@core/i18n/catalog';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import { badRequest, notFound } from '../../../platform/httpError';
import { classIdsOfTrainer } from '../access';
import { formatScheduleTime } from '@core/format/dates';

/**
 * A trainer's classes and their sessions (/member/scheduling; class operations). Every read and write is
 * scoped by classIdsOfTrainer: another trainer's class or session answers 404.
 */

/** A new attendance code: ATTENDANCE_CODE_LENGTH characters of the look-alike-free alphabet, from the CSPRNG. */
export function newAttendanceCode(): string {
  return Array.from({ length: ATTENDANCE_CODE_LENGTH }, () => ATTENDANCE_CODE_ALPHABET[randomInt(ATTENDANCE_CODE_ALPHABET.length)]).join('');
}

/** The trainer's class (404 for any other). */
export async function trainerClass(db: Db, trainerAccountId: string, classId: string) {
  const row = await db
    .selectFrom('course_classes')
    .innerJoin('courses', 'courses.id', 'course_classes.course_id')
    .select([
      'course_classes.id',
      'course_classes.name',
      'course_classes.course_id',
      'courses.title as course_title',
      'course_classes.starts_on',
      'course_classes.ends_on',
    ])
    .where('course_classes.id', '=', classId)
    .where('course_classes.id', 'in', await classIdsOfTrainer(db, trainerAccountId))
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The session of one of the trainer's classes (404 for any other). */
export async function trainerSession(db: Db, trainerAccountId: string, sessionId: string) {
  const row = await db
    .selectFrom('class_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('class_id', 'in', await classIdsOfTrainer(db, trainerAccountId))
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

type SessionRow = Awaited<ReturnType<typeof trainerSession>>;

export function sessionView(row: SessionRow, markedCount = 0) {
  return {
    id: row.id,
    classId: row.class_id,
    title: row.title,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    place: row.place,
    onlineUrl: row.online_url,
    capacity: row.capacity,
    attendanceCode: row.attendance_code,
    markedCount,
  };
}

const dateOnly = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** The trainer's classes (one or all), each with its learners' count and its sessions in time order. */
export async function trainerClasses(db: Db, trainerAccountId: string, classId?: string) {
  let query = db
    .selectFrom('course_classes')
    .innerJoin('courses', 'courses.id', 'course_classes.course_id')
    .select((eb) => [
      'course_classes.id',
      'course_classes.name',
      'course_classes.course_id',
      'courses.title as course_title',
      'course_classes.starts_on',
      'course_classes.ends_on',
      eb
        .selectFrom('learner_courses')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('learner_courses.class_id', '=', 'course_classes.id')
        .as('learner_count'),
    ])
    .where('course_classes.id', 'in', await classIdsOfTrainer(db, trainerAccountId));
  if (classId) query = query.where('course_classes.id', '=', classId);
  const classes = await query.orderBy('course_classes.starts_on', 'desc').orderBy('course_classes.id').execute();
  if (classId && !classes.length) throw notFound();
  const sessions = classes.length
    ? await db
        .selectFrom('class_sessions')
        .selectAll('class_sessions')
        .select((eb) =>
          eb
            .selectFrom('session_attendance')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('session_attendance.session_id', '=', 'class_sessions.id')
            .as('marked'),
        )
        .where(
          'class_id',
          'in',
          classes.map((row) => row.id),
        )
        .orderBy('starts_at')
        .orderBy('id')
        .execute()
    : [];
  return classes.map((row) => ({
    id: row.id,
    name: row.name,
    courseId: row.course_id,
    courseTitle: row.course_title,
    startsOn: dateOnly(row.starts_on),
    endsOn: dateOnly(row.ends_on),
    learnerCount: Number(row.learner_count ?? 0),
    sessions: sessions.filter((session) => session.class_id === row.id).map((session) => sessionView(session, Number(session.marked ?? 0))),
  }));
}

/** The body as stored (texts trimmed, empty place or link as null); 400 with field errors when it breaks a rule. */
export function checkedSession(body: SessionInput) {
  const input: SessionInput = {
    title: body.title.trim(),
    startsAt: body.startsAt,
    endsAt: body.endsAt,
    place: body.place?.trim() || null,
    onlineUrl: body.onlineUrl?.trim() || null,
    capacity: body.capacity,
  };
  const problems = validateSession(input);
  const fields = Object.entries(problems);
  if (fields.length)
    throw badRequest(
      fields.map(([field]) => field).join(', '),
      Object.fromEntries(fields.map(([field, problem]) => [field, `classOps.sessions.validation.${problem}` as MessageKey])),
    );
  return {
    title: input.title,
    starts_at: new Date(input.startsAt),
    ends_at: new Date(input.endsAt),
    place: input.place,
    online_url: input.onlineUrl,
    capacity: input.capacity,
  };
}

/** The learners placed in a class (their account ids). */
export async function classLearnerIds(db: Db, classId: string): Promise<string[]> {
  const rows = await db.selectFrom('learner_courses').select('account_id').where('class_id', '=', classId).execute();
  return rows.map((row) => row.account_id);
}

/**
 * Tells the class's learners that a session was planned, moved or cancelled. The time is written in Indonesia's
 * western zone with its name (WIB): a notification is one text for everyone, and the page shows their own time.
 */
export async function notifySessionChange(
  ctx: AppContext,
  change: 'created' | 'changed' | 'deleted',
  session: { class_id: string; title: string; starts_at: Date },
  courseId: string,
) {
  const accountIds = await classLearnerIds(ctx.db, session.class_id);
  if (!accountIds.length) return;
  const text = (locale: 'id' | 'en', key: 'title' | 'body') =>
    translate(locale, `classOps.notifications.session.${change}.${key}`, {
      title: session.title,
      when: formatScheduleTime(session.starts_at.toISOString(), locale),
    });
  ctx.events.emit('notification.requested', {
    category: 'learning',
    accountIds,
    title: { id: text('id', 'title'), en: text('en', 'title') },
    body: { id: text('id', 'body'), en: text('en', 'body') },
    link: `/member/kompetensi/${courseId}`,
  });
}
