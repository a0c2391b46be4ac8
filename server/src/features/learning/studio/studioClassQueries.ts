import { sql } from 'kysely';
import { translate, type MessageKey } from '@core/i18n/catalog';
import { LOCALES } from '@core/i18n/locales';
import {
  feeFraction,
  feePercent,
  validateCourseClass,
  type ClassTrainerOption,
  type CourseClassInput,
  type StudioClass,
} from '@core/learning/courseClasses';
import { formatLongDate } from '@core/format/dates';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import { HttpError, conflict, notFound } from '../../../platform/httpError';
import { openClassOf } from '../access';
import { creatorProviders } from './studioQueries';

/**
 * A course's classes as its training provider runs them in the studio: the provider's admins and content
 * creators reach the classes of their providers' courses, anyone else gets 404. A class's trainer is one of the
 * provider's trainers (memberships role 'trainer'). Learners of the course without a class are placed whenever a
 * class is made or changed, by the same rule as a learner who starts the course (access.ts openClassOf).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** The creator's course (its provider, title and whether it is published), or 404. */
async function ownCourse(db: Db, accountId: string, courseId: string) {
  const row = await db
    .selectFrom('courses')
    .select(['id', 'organisation_id', 'title', 'current_version'])
    .where('id', '=', courseId)
    .where('organisation_id', 'in', await creatorProviders(db, accountId))
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

function classRows(db: Db) {
  return db
    .selectFrom('course_classes')
    .innerJoin('accounts', 'accounts.id', 'course_classes.trainer_account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select((eb) => [
      'course_classes.id',
      'course_classes.name',
      'course_classes.trainer_account_id',
      'users.fullname as trainer_name',
      day('course_classes.starts_on').as('starts_on'),
      day('course_classes.ends_on').as('ends_on'),
      'course_classes.capacity',
      'course_classes.fee_rate',
      eb
        .selectFrom('learner_courses')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('learner_courses.class_id', '=', 'course_classes.id')
        .as('learner_count'),
    ]);
}
type ClassRow = Awaited<ReturnType<ReturnType<typeof classRows>['executeTakeFirstOrThrow']>>;

const toStudioClass = (row: ClassRow): StudioClass => ({
  id: row.id,
  name: row.name,
  trainerAccountId: row.trainer_account_id,
  trainerName: row.trainer_name,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  capacity: row.capacity,
  feeRate: feePercent(Number(row.fee_rate)),
  learnerCount: Number(row.learner_count ?? 0),
});

export async function listClasses(db: Db, accountId: string, courseId: string): Promise<StudioClass[]> {
  await ownCourse(db, accountId, courseId);
  const rows = await classRows(db)
    .where('course_classes.course_id', '=', courseId)
    .orderBy('course_classes.starts_on')
    .orderBy('course_classes.name')
    .orderBy('course_classes.id')
    .execute();
  return rows.map(toStudioClass);
}

export async function studioClass(db: Db, courseId: string, classId: string): Promise<StudioClass> {
  const row = await classRows(db).where('course_classes.course_id', '=', courseId).where('course_classes.id', '=', classId).executeTakeFirst();
  if (!row) throw notFound();
  return toStudioClass(row);
}

function trainersQuery(db: Db, organisationId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('accounts', 'accounts.id', 'memberships.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['accounts.id as value', 'users.fullname as text'])
    .where('memberships.organisation_id', '=', organisationId)
    .where('memberships.role', '=', 'trainer');
}

/** The provider's trainers a class of the course may name, by name. */
export async function courseTrainers(db: Db, accountId: string, courseId: string): Promise<ClassTrainerOption[]> {
  const course = await ownCourse(db, accountId, courseId);
  return trainersQuery(db, course.organisation_id).orderBy('users.fullname').orderBy('accounts.id').execute();
}

/** The body checked (400 with field errors) and as stored; the trainer must be one of the provider's. */
async function checkedClass(db: Db, organisationId: string, body: CourseClassInput, learnerCount: number) {
  const input = { ...body, name: body.name.trim(), capacity: body.capacity ?? null };
  const problems = Object.entries(validateCourseClass(input, learnerCount));
  if (problems.length) throw new HttpError(400, 'studio.classes.errors.invalid', {}, Object.fromEntries(problems) as Record<string, MessageKey>);
  const trainer = UUID.test(input.trainerAccountId)
    ? await trainersQuery(db, organisationId).where('accounts.id', '=', input.trainerAccountId).executeTakeFirst()
    : undefined;
  if (!trainer) throw new HttpError(400, 'studio.classes.errors.trainer', {}, { trainerAccountId: 'studio.classes.errors.trainer' });
  return {
    name: input.name,
    starts_on: input.startsOn,
    ends_on: input.endsOn,
    capacity: input.capacity,
    fee_rate: feeFraction(input.feeRate),
    trainer_account_id: input.trainerAccountId,
  };
}

/**
 * The course's learners without a class, the earliest starters first, each placed by the starting rule (the earliest
 * class that has not ended and has room) until no class has room. Run with the course row locked, so two changes at
 * once do not overfill a class.
 */
async function placeUnplacedLearners(db: Db, courseId: string): Promise<void> {
  const unplaced = await db
    .selectFrom('learner_courses')
    .select('id')
    .where('course_id', '=', courseId)
    .where('class_id', 'is', null)
    .orderBy('started_at')
    .orderBy('id')
    .execute();
  for (const learner of unplaced) {
    const classId = await openClassOf(db, courseId);
    if (!classId) return;
    await db.updateTable('learner_courses').set({ class_id: classId }).where('id', '=', learner.id).where('class_id', 'is', null).execute();
  }
}

/** The trainer is told which class they teach, with its dates in their language, and where to find it. */
function notifyTrainer(ctx: AppContext, trainerAccountId: string, courseTitle: string, saved: StudioClass) {
  const text = (key: MessageKey) =>
    Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        translate(locale, key, {
          name: saved.name,
          course: courseTitle,
          startsOn: formatLongDate(saved.startsOn, locale),
          endsOn: formatLongDate(saved.endsOn, locale),
        }),
      ]),
    ) as { id: string; en: string };
  ctx.events.emit('notification.requested', {
    category: 'learning',
    accountIds: [trainerAccountId],
    title: text('studio.classes.notifications.assignedTitle'),
    body: text('studio.classes.notifications.assignedBody'),
    link: `/member/dashboard/${saved.id}`,
  });
}

export async function createClass(ctx: AppContext, accountId: string, courseId: string, body: CourseClassInput): Promise<StudioClass> {
  const course = await ownCourse(ctx.db, accountId, courseId);
  if (course.current_version === null) throw conflict('studio.classes.errors.notPublished');
  const values = await checkedClass(ctx.db, course.organisation_id, body, 0);
  const id = await ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('courses').select('id').where('id', '=', courseId).forUpdate().executeTakeFirst();
    const row = await trx
      .insertInto('course_classes')
      .values({ ...values, course_id: courseId, organisation_id: course.organisation_id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await placeUnplacedLearners(trx, courseId);
    return row.id;
  });
  const saved = await studioClass(ctx.db, courseId, id);
  notifyTrainer(ctx, saved.trainerAccountId, course.title, saved);
  return saved;
}

export async function updateClass(
  ctx: AppContext,
  accountId: string,
  courseId: string,
  classId: string,
  body: CourseClassInput,
): Promise<StudioClass> {
  const course = await ownCourse(ctx.db, accountId, courseId);
  const before = await studioClass(ctx.db, courseId, classId);
  const values = await checkedClass(ctx.db, course.organisation_id, body, before.learnerCount);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('courses').select('id').where('id', '=', courseId).forUpdate().executeTakeFirst();
    // The capacity is checked again under the lock: a learner may have joined since the class was read.
    const placed = await trx
      .selectFrom('learner_courses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('class_id', '=', classId)
      .executeTakeFirstOrThrow();
    if (values.capacity !== null && values.capacity < Number(placed.n))
      throw new HttpError(400, 'studio.classes.errors.invalid', {}, { capacity: 'studio.classes.validation.belowLearners' });
    await trx.updateTable('course_classes').set(values).where('id', '=', classId).where('course_id', '=', courseId).execute();
    await placeUnplacedLearners(trx, courseId);
  });
  const saved = await studioClass(ctx.db, courseId, classId);
  if (saved.trainerAccountId !== before.trainerAccountId) notifyTrainer(ctx, saved.trainerAccountId, course.title, saved);
  return saved;
}

/** A class with learners stays (their progress and the trainer's fees hang on it); an empty one goes with its sessions. */
export async function deleteClass(db: Db, accountId: string, courseId: string, classId: string): Promise<void> {
  await ownCourse(db, accountId, courseId);
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('courses').select('id').where('id', '=', courseId).forUpdate().executeTakeFirst();
    const found = await trx.selectFrom('course_classes').select('id').where('id', '=', classId).where('course_id', '=', courseId).executeTakeFirst();
    if (!found) throw notFound();
    const learner = await trx.selectFrom('learner_courses').select('id').where('class_id', '=', classId).limit(1).executeTakeFirst();
    if (learner) throw conflict('studio.classes.errors.hasLearners');
    await trx.deleteFrom('course_classes').where('id', '=', classId).execute();
  });
}
