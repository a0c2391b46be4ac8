import { sql } from 'kysely';
import type { CourseDocument } from '@core/learning/courseDocument';
import type { Db } from '../../db/connect';
import { notFound } from '../../platform/httpError';
import { organisationsOf, tenantIds, type MembershipRole } from '../../platform/tenancy';

/**
 * Who reaches what in learning (DESIGN 4a; docs/decisions/2026-11-26-learning.md), in one place for every learning route:
 * - a content creator reaches the courses of the training providers they create content for;
 * - a learner reaches a course through a paid enrolment in a program that opens it (program_courses), and follows
 *   their learner_courses row, made on payment or on first visit;
 * - a trainer reaches the classes they teach and, through them, their learners;
 * - a client company's supervisor reaches the trainees who report to them, its manager every trainee of it.
 * Anything else is not found (404), never forbidden: another tenant's ids are not confirmed to exist.
 */

/** The training providers where the account holds one of the roles, as ids to scope a query by (never empty). */
export async function providerIdsOf(db: Db, accountId: string, roles: readonly MembershipRole[]): Promise<string[]> {
  return tenantIds(await organisationsOf(db, accountId, 'training-provider', roles));
}

/** A published course's frozen document of one version. */
export async function versionDocument(db: Db, courseId: string, version: number): Promise<CourseDocument> {
  const row = await db
    .selectFrom('course_versions')
    .select('structure')
    .where('course_id', '=', courseId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row.structure as CourseDocument;
}

/** The published courses the account's paid enrolments open, with the enrolment that opens each. */
export function enrolledCoursesQuery(db: Db, accountId: string) {
  return db
    .selectFrom('enrolments')
    .innerJoin('program_courses', 'program_courses.program_id', 'enrolments.program_id')
    .innerJoin('courses', 'courses.id', 'program_courses.course_id')
    .where('enrolments.account_id', '=', accountId)
    .where('courses.current_version', 'is not', null);
}

/**
 * The class a new learner joins: the course's class that has not ended and has room, the earliest first; none
 * (self-paced, no trainer) when there is no such class.
 */
export async function openClassOf(db: Db, courseId: string): Promise<string | null> {
  const row = await db
    .selectFrom('course_classes')
    .select('course_classes.id')
    .where('course_classes.course_id', '=', courseId)
    .where('course_classes.ends_on', '>=', sql<Date>`current_date`)
    .where((eb) =>
      eb.or([
        eb('course_classes.capacity', 'is', null),
        eb(
          'course_classes.capacity',
          '>',
          eb.selectFrom('learner_courses').select(eb.fn.countAll<number>().as('n')).whereRef('learner_courses.class_id', '=', 'course_classes.id'),
        ),
      ]),
    )
    .orderBy('course_classes.starts_on')
    .orderBy('course_classes.id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface LearnerCourse {
  id: string;
  accountId: string;
  courseId: string;
  version: number;
  classId: string | null;
  startedAt: Date;
  completedAt: Date | null;
  certificateNumber: string | null;
}

/**
 * The learner's course, started now if their enrolment opens it and it has never been opened: it pins the
 * course's current version and a class. 404 when no paid enrolment opens the course (or it is not published).
 */
export async function ensureLearnerCourse(db: Db, accountId: string, courseId: string): Promise<LearnerCourse> {
  const existing = await learnerCourseOf(db, accountId, courseId);
  if (existing) return existing;
  const opened = await enrolledCoursesQuery(db, accountId)
    .select(['enrolments.id as enrolmentId', 'courses.current_version as version'])
    .where('courses.id', '=', courseId)
    .orderBy('enrolments.created_at')
    .executeTakeFirst();
  if (!opened || opened.version === null) throw notFound();
  await db
    .insertInto('learner_courses')
    .values({
      account_id: accountId,
      course_id: courseId,
      version: opened.version,
      enrolment_id: opened.enrolmentId,
      class_id: await openClassOf(db, courseId),
    })
    .onConflict((conflict) => conflict.columns(['account_id', 'course_id']).doNothing())
    .execute();
  const started = await learnerCourseOf(db, accountId, courseId);
  if (!started) throw notFound();
  return started;
}

/** The learner's course if they have started it (no side effect). */
export async function learnerCourseOf(db: Db, accountId: string, courseId: string): Promise<LearnerCourse | undefined> {
  const row = await db
    .selectFrom('learner_courses')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return row && toLearnerCourse(row);
}

function toLearnerCourse(row: {
  id: string;
  account_id: string;
  course_id: string;
  version: number;
  class_id: string | null;
  started_at: Date;
  completed_at: Date | null;
  certificate_number: string | null;
}): LearnerCourse {
  return {
    id: row.id,
    accountId: row.account_id,
    courseId: row.course_id,
    version: row.version,
    classId: row.class_id,
    startedAt: row.started_at,
    completedAt: row.completed_at,
    certificateNumber: row.certificate_number,
  };
}

/** Starts every course a paid order's programs open (the trainer sees the learner in their class at once). */
export async function startCoursesOfOrder(db: Db, orderId: string, accountId: string): Promise<void> {
  const courses = await db
    .selectFrom('order_items')
    .innerJoin('program_courses', 'program_courses.program_id', 'order_items.program_id')
    .innerJoin('courses', 'courses.id', 'program_courses.course_id')
    .select('courses.id')
    .distinct()
    .where('order_items.order_id', '=', orderId)
    .where('courses.current_version', 'is not', null)
    .execute();
  for (const course of courses) await ensureLearnerCourse(db, accountId, course.id);
}

/** The ids of the classes the trainer teaches (a trainer's scope), as ids to scope a query by (never empty). */
export async function classIdsOfTrainer(db: Db, trainerAccountId: string): Promise<string[]> {
  const rows = await db.selectFrom('course_classes').select('id').where('trainer_account_id', '=', trainerAccountId).execute();
  return tenantIds(rows.map((row) => row.id));
}

/**
 * The trainees a supervisor or manager watches: a client company's members with the 'staff' role who report to the
 * supervisor, or all of them for the company's manager. Their account ids (never empty).
 */
export async function watchedTraineeIds(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships as watcher')
    .innerJoin('organisations', 'organisations.id', 'watcher.organisation_id')
    .innerJoin('memberships as trainee', 'trainee.organisation_id', 'watcher.organisation_id')
    .select('trainee.account_id')
    .distinct()
    .where('organisations.kind', '=', 'client-company')
    .where('watcher.account_id', '=', accountId)
    .where('trainee.role', '=', 'staff')
    .where((eb) =>
      eb.or([eb('watcher.role', '=', 'manager'), eb.and([eb('watcher.role', '=', 'supervisor'), eb('trainee.reports_to', '=', accountId)])]),
    )
    .execute();
  return tenantIds(rows.map((row) => row.account_id));
}

/**
 * May the account see the course's content (its files, its forum)? Its provider's content creators and admins,
 * the trainers of its classes, and learners whose paid enrolment opens it.
 */
export async function reachesCourse(db: Db, accountId: string, courseId: string): Promise<boolean> {
  return (await courseReach(db, accountId, courseId)) !== null;
}

/**
 * May the account load one of the course's files? The course's creators and trainers reach every file (the draft's
 * too: they build and check it); a learner only the files a published version uses, so a file the draft alone uses
 * stays unseen until it is published.
 */
export async function reachesCourseFile(db: Db, accountId: string, courseId: string, fileId: string): Promise<boolean> {
  const reach = await courseReach(db, accountId, courseId);
  if (reach !== 'learner') return reach !== null;
  // jsonb containment: an array contains a value when one of its elements does (any module, any activity).
  const used = await db
    .selectFrom('course_versions')
    .select('version')
    .where('course_id', '=', courseId)
    .where(sql<boolean>`structure @> ${JSON.stringify({ modules: [{ activities: [{ fileId }] }] })}::jsonb`)
    .limit(1)
    .executeTakeFirst();
  return used !== undefined;
}

async function courseReach(db: Db, accountId: string, courseId: string): Promise<'staff' | 'learner' | null> {
  const [creator, trainer, learner] = await Promise.all([
    db
      .selectFrom('courses')
      .select('courses.id')
      .where('courses.id', '=', courseId)
      .where('courses.organisation_id', 'in', await providerIdsOf(db, accountId, ['admin', 'content-creator']))
      .executeTakeFirst(),
    db.selectFrom('course_classes').select('id').where('course_id', '=', courseId).where('trainer_account_id', '=', accountId).executeTakeFirst(),
    enrolledCoursesQuery(db, accountId).select('courses.id').where('courses.id', '=', courseId).executeTakeFirst(),
  ]);
  if (creator ?? trainer) return 'staff';
  return learner ? 'learner' : null;
}
