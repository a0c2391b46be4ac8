import { sql } from 'kysely';
import { progressPercent } from '@core/learning/completion';
import type { CourseDocument } from '@core/learning/courseDocument';
import { classTimeState, courseStats, jakartaDate, UNCOMPLY_ATTENDANCE_GRACE_HOURS, UNCOMPLY_GRADING_DAYS } from '@core/learning/trainerStats';
import type { Db } from '../../../db/connect';
import { notFound } from '../../../platform/httpError';

/**
 * SPEC 7's trainer dashboard reads (SPEC 3's shapes) over a set of classes: the trainer's own (classIdsOfTrainer) or
 * a supervisor's watched ones (spvManagerScope.ts). Every function takes that scope (never empty: tenantIds) and
 * answers 404 for a class outside it, so one trainer never learns that another's class exists.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface Paging {
  pageIndex: number;
  pageSize: number;
}

/** YYYY-MM-DD of a date column whatever the driver makes of it (PGlite and pg differ). */
const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** The start of a month in Jakarta (UTC+7, no daylight saving) as an instant. */
function monthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month - 1, 1) - 7 * HOUR_MS);
}

/** The month's sessions of the classes, soonest first: in the current month those not ended yet, else all. */
export async function calendarSchedule(db: Db, classIds: string[], month: { year: number; month: number; limit: number }, now: Date) {
  const from = monthStart(month.year, month.month);
  const to = monthStart(month.month === 12 ? month.year + 1 : month.year, (month.month % 12) + 1);
  const notBefore = now > from && now < to ? now : from;
  const base = db
    .selectFrom('class_sessions')
    .innerJoin('course_classes', 'course_classes.id', 'class_sessions.class_id')
    .innerJoin('courses', 'courses.id', 'course_classes.course_id')
    .where('class_sessions.class_id', 'in', classIds)
    .where('class_sessions.starts_at', '<', to)
    .where('class_sessions.ends_at', '>=', notBefore);
  const [rows, count] = await Promise.all([
    base
      .select([
        'class_sessions.id',
        'class_sessions.class_id as classId',
        'course_classes.name as className',
        'courses.id as courseId',
        'courses.title as courseName',
        'class_sessions.title',
        'class_sessions.starts_at as startsAt',
        'class_sessions.ends_at as endsAt',
        'class_sessions.place',
        'class_sessions.online_url as onlineUrl',
      ])
      .orderBy('class_sessions.starts_at')
      .orderBy('class_sessions.id')
      .limit(month.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    year: month.year,
    month: month.month,
    total: Number(count.n),
    items: rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() })),
  };
}

/** SPEC 3's course stats over the classes (packages/core/src/learning/trainerStats.ts says what each figure counts). */
export async function courseAggregate(db: Db, classIds: string[], now: Date) {
  const attendanceDue = new Date(now.getTime() - UNCOMPLY_ATTENDANCE_GRACE_HOURS * HOUR_MS);
  const gradingDue = new Date(now.getTime() - UNCOMPLY_GRADING_DAYS * DAY_MS);
  const rows = await db
    .selectFrom('course_classes')
    .select((eb) => [
      day('course_classes.starts_on').as('startsOn'),
      day('course_classes.ends_on').as('endsOn'),
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('class_sessions')
              .select('class_sessions.id')
              .whereRef('class_sessions.class_id', '=', 'course_classes.id')
              .where('class_sessions.ends_at', '<', attendanceDue)
              .where((inner) =>
                inner.not(
                  inner.exists(
                    inner
                      .selectFrom('session_attendance')
                      .select('session_attendance.session_id')
                      .whereRef('session_attendance.session_id', '=', 'class_sessions.id'),
                  ),
                ),
              ),
          ),
          eb.exists(
            eb
              .selectFrom('ojt_submissions')
              .innerJoin('learner_courses', 'learner_courses.id', 'ojt_submissions.learner_course_id')
              .select('ojt_submissions.id')
              .whereRef('learner_courses.class_id', '=', 'course_classes.id')
              .where('ojt_submissions.graded_at', 'is', null)
              .where('ojt_submissions.submitted_at', '<', gradingDue),
          ),
        ])
        .as('uncomply'),
    ])
    .where('course_classes.id', 'in', classIds)
    .execute();
  return courseStats(
    rows.map((row) => ({ startsOn: row.startsOn, endsOn: row.endsOn, uncomply: Boolean(row.uncomply) })),
    jakartaDate(now),
  );
}

export interface MyCourseFilter {
  keyword?: string;
  competency?: string;
  /** YYYY-MM-DD: classes starting on or after it. */
  startDate?: string;
  courseId?: string;
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function classesQuery(db: Db, classIds: string[]) {
  return db
    .selectFrom('course_classes')
    .innerJoin('courses', 'courses.id', 'course_classes.course_id')
    .innerJoin('accounts as trainer', 'trainer.id', 'course_classes.trainer_account_id')
    .innerJoin('users as trainer_user', 'trainer_user.id', 'trainer.user_id')
    .where('course_classes.id', 'in', classIds);
}

function classColumns(query: ReturnType<typeof classesQuery>) {
  return query.select((eb) => [
    'course_classes.id',
    'courses.id as courseId',
    'courses.competency as competencyName',
    'courses.title as courseName',
    'course_classes.name as className',
    day('course_classes.starts_on').as('startsOn'),
    day('course_classes.ends_on').as('endsOn'),
    'course_classes.capacity',
    'course_classes.trainer_account_id as trainerId',
    'trainer_user.fullname as trainerName',
    'courses.rating_total as ratingTotal',
    'courses.rating_count as ratingCount',
    eb
      .selectFrom('learner_courses')
      .select(eb.fn.countAll<string>().as('n'))
      .whereRef('learner_courses.class_id', '=', 'course_classes.id')
      .as('enrolledStudents'),
  ]);
}

type ClassRow = Awaited<ReturnType<ReturnType<typeof classColumns>['executeTakeFirstOrThrow']>>;

/** SPEC 3's my-course item, with the class's own name, dates, state and trainer beside it. */
function myCourseItem(row: ClassRow, today: string) {
  return {
    id: row.id,
    courseId: row.courseId,
    competencyName: row.competencyName,
    courseName: row.courseName,
    className: row.className,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    state: classTimeState(row.startsOn, row.endsOn, today),
    trainerId: row.trainerId,
    trainerName: row.trainerName,
    enrolledStudents: Number(row.enrolledStudents ?? 0),
    totalRating: row.ratingTotal,
    // SPEC 3's avgRating: the mean of the course's ratings (1..5) to one decimal, 0 before the first rating.
    avgRating: row.ratingCount ? Math.round((row.ratingTotal / row.ratingCount) * 10) / 10 : 0,
  };
}

export async function myCourses(db: Db, classIds: string[], filter: MyCourseFilter, paging: Paging, now: Date) {
  let query = classesQuery(db, classIds);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    query = query.where((eb) => eb.or([eb('courses.title', 'ilike', pattern), eb('course_classes.name', 'ilike', pattern)]));
  }
  const competency = filter.competency?.trim();
  if (competency) query = query.where('courses.competency', 'ilike', `%${escapeLike(competency)}%`);
  if (filter.startDate) query = query.where('course_classes.starts_on', '>=', filter.startDate);
  if (filter.courseId) query = query.where('courses.id', '=', filter.courseId);
  const [rows, count] = await Promise.all([
    classColumns(query)
      .orderBy('course_classes.starts_on', 'desc')
      .orderBy('course_classes.id')
      .limit(paging.pageSize)
      .offset((paging.pageIndex - 1) * paging.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const today = jakartaDate(now);
  return { items: rows.map((row) => myCourseItem(row, today)), total: Number(count.n), ...paging };
}

/** One class with its course, dates, sessions and learners (404 outside the scope). */
export async function myCourse(db: Db, classIds: string[], classId: string, now: Date) {
  const row = await classColumns(classesQuery(db, classIds))
    .select((eb) => [
      'courses.summary',
      eb
        .selectFrom('class_sessions')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('class_sessions.class_id', '=', 'course_classes.id')
        .as('sessionsCount'),
      eb
        .selectFrom('learner_courses')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('learner_courses.class_id', '=', 'course_classes.id')
        .where('learner_courses.completed_at', 'is not', null)
        .as('completedCount'),
    ])
    .where('course_classes.id', '=', classId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const item = myCourseItem(row, jakartaDate(now));
  return {
    ...item,
    summary: row.summary,
    capacity: row.capacity,
    sessionsCount: Number(row.sessionsCount ?? 0),
    learnersCount: item.enrolledStudents,
    completedCount: Number(row.completedCount ?? 0),
    ratingCount: row.ratingCount,
  };
}

/** The documents of (course, version) pairs, each read once. */
async function documentsOf(db: Db, pairs: readonly { courseId: string; version: number }[]): Promise<Map<string, CourseDocument>> {
  const keys = [...new Set(pairs.map((pair) => `${pair.courseId}:${pair.version}`))];
  const documents = new Map<string, CourseDocument>();
  if (!keys.length) return documents;
  const rows = await db
    .selectFrom('course_versions')
    .select(['course_id', 'version', 'structure'])
    .where((eb) => eb.or(pairs.map((pair) => eb.and([eb('course_id', '=', pair.courseId), eb('version', '=', pair.version)]))))
    .execute();
  for (const row of rows) documents.set(`${row.course_id}:${row.version}`, row.structure as CourseDocument);
  return documents;
}

/** The learner courses' progress (SPEC 3's isDone per activity into packages/core/src/learning/completion.ts's percent). */
export async function progressOf(db: Db, rows: readonly { learnerCourseId: string; courseId: string; version: number }[]) {
  const progress = new Map<string, number>();
  if (!rows.length) return progress;
  const [documents, done] = await Promise.all([
    documentsOf(db, rows),
    db
      .selectFrom('activity_progress')
      .select(['learner_course_id', 'activity_id'])
      .where(
        'learner_course_id',
        'in',
        rows.map((row) => row.learnerCourseId),
      )
      .where('is_done', '=', true)
      .execute(),
  ]);
  const doneBy = new Map<string, Set<string>>();
  for (const row of done) doneBy.set(row.learner_course_id, (doneBy.get(row.learner_course_id) ?? new Set()).add(row.activity_id));
  for (const row of rows) {
    const document = documents.get(`${row.courseId}:${row.version}`);
    progress.set(row.learnerCourseId, document ? progressPercent(document, doneBy.get(row.learnerCourseId) ?? new Set()) : 0);
  }
  return progress;
}

/**
 * The learners of the scope's classes (one class, or all of them for the trainer's enrolled page): name, e-mail,
 * progress, completion and their last activity (the latest progress report, else when they started).
 */
export async function enrolledLearners(
  db: Db,
  classIds: string[],
  options: { classId?: string; keyword?: string; completedOnly?: boolean },
  paging: Paging,
) {
  if (options.classId && !classIds.includes(options.classId)) throw notFound();
  let query = db
    .selectFrom('learner_courses')
    .innerJoin('course_classes', 'course_classes.id', 'learner_courses.class_id')
    .innerJoin('courses', 'courses.id', 'learner_courses.course_id')
    .innerJoin('accounts', 'accounts.id', 'learner_courses.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .where('learner_courses.class_id', 'in', options.classId ? [options.classId] : classIds);
  const keyword = options.keyword?.trim();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    query = query.where((eb) => eb.or([eb('users.fullname', 'ilike', pattern), eb('users.email', 'ilike', pattern)]));
  }
  // The certification list: the learners who completed (their certificate of completion has a number).
  if (options.completedOnly) query = query.where('learner_courses.completed_at', 'is not', null);
  const [rows, count] = await Promise.all([
    query
      .select((eb) => [
        'learner_courses.id as learnerCourseId',
        'learner_courses.account_id as accountId',
        'learner_courses.course_id as courseId',
        'learner_courses.version',
        'course_classes.id as classId',
        'course_classes.name as className',
        'courses.title as courseName',
        'users.fullname as name',
        'users.email',
        'learner_courses.started_at as startedAt',
        'learner_courses.completed_at as completedAt',
        'learner_courses.certificate_number as certificateNumber',
        eb
          .selectFrom('activity_progress')
          .select((inner) => inner.fn.max('activity_progress.updated_at').as('at'))
          .whereRef('activity_progress.learner_course_id', '=', 'learner_courses.id')
          .as('lastProgressAt'),
      ])
      .orderBy('users.fullname')
      .orderBy('learner_courses.id')
      .limit(paging.pageSize)
      .offset((paging.pageIndex - 1) * paging.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const progress = await progressOf(db, rows);
  return {
    items: rows.map((row) => ({
      id: row.learnerCourseId,
      accountId: row.accountId,
      classId: row.classId,
      className: row.className,
      courseId: row.courseId,
      courseName: row.courseName,
      name: row.name,
      email: row.email,
      progress: progress.get(row.learnerCourseId) ?? 0,
      completed: row.completedAt !== null,
      completedAt: row.completedAt?.toISOString() ?? null,
      certificateNumber: row.certificateNumber,
      startedAt: row.startedAt.toISOString(),
      lastActivityAt: new Date(row.lastProgressAt ?? row.startedAt).toISOString(),
    })),
    total: Number(count.n),
    ...paging,
  };
}

/** The courses of the scope's classes as a lookup ({value, text}) for the my-course filter. */
export async function courseLookup(db: Db, classIds: string[]) {
  const rows = await db
    .selectFrom('course_classes')
    .innerJoin('courses', 'courses.id', 'course_classes.course_id')
    .select(['courses.id as value', 'courses.title as text'])
    .distinct()
    .where('course_classes.id', 'in', classIds)
    .orderBy('courses.title')
    .execute();
  return { items: rows };
}
