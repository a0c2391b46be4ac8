import { sql } from 'kysely';
import { translate, type MessageKey, type MessageParams } from '@core/i18n/catalog';
import { activitiesOf, type CourseDocument } from '@core/learning/courseDocument';
import { isEmptyCourse, validateCourseDocument } from '@core/learning/courseValidation';
import type { ReviewCourseRecord } from '@core/learning/studio';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import { HttpError, badRequest, conflict, notFound } from '../../../platform/httpError';
import { courseRows } from './studioQueries';

/**
 * The operator's course review: every provider's courses, publishing a course in review (its draft frozen
 * as the next version, which new learners get), sending it back with a note, and the catalogue programs that open it.
 */

export function reviewRows(db: Db) {
  return courseRows(db)
    .innerJoin('accounts', 'accounts.id', 'courses.author_account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['courses.author_account_id', 'users.fullname as author_name']);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewRows>['executeTakeFirstOrThrow']>>;

export function reviewRecord(row: ReviewRow, programIds: number[]): ReviewCourseRecord {
  const document = row.draft as CourseDocument;
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    competency: row.competency,
    status: row.status,
    currentVersion: row.current_version,
    reviewNote: row.review_note,
    providerName: row.provider_name,
    authorName: row.author_name,
    updatedAt: new Date(row.updated_at).toISOString(),
    moduleCount: document.modules.length,
    activityCount: activitiesOf(document).length,
    outline: document.modules.map((module) => ({
      id: module.id,
      title: module.title,
      activities: module.activities.map(({ id, title, kind, durationMinutes, required }) => ({ id, title, kind, durationMinutes, required })),
    })),
    programIds,
  };
}

/** The program ids of each course. */
export async function programIdsOf(db: Db, courseIds: readonly string[]): Promise<Map<string, number[]>> {
  const byCourse = new Map<string, number[]>(courseIds.map((id) => [id, []]));
  if (!courseIds.length) return byCourse;
  const rows = await db
    .selectFrom('program_courses')
    .select(['course_id', 'program_id'])
    .where('course_id', 'in', courseIds)
    .orderBy('position')
    .orderBy('program_id')
    .execute();
  for (const row of rows) byCourse.get(row.course_id)?.push(row.program_id);
  return byCourse;
}

export async function reviewCourse(db: Db, courseId: string): Promise<ReviewCourseRecord> {
  const row = await reviewRows(db).where('courses.id', '=', courseId).executeTakeFirst();
  if (!row) throw notFound();
  return reviewRecord(row, (await programIdsOf(db, [courseId])).get(courseId) ?? []);
}

/** The same message in both languages, for a notification. */
const both = (key: MessageKey, params: MessageParams) => ({ id: translate('id', key, params), en: translate('en', key, params) });

/**
 * review -> published: the draft (checked again: its files are the course's) becomes version n+1 in one transaction
 * with the course's status and current version; learners already started keep theirs (learner_courses.version).
 */
export async function publishCourse(ctx: AppContext, operatorId: string, courseId: string): Promise<number> {
  const { db } = ctx;
  const published = await db.transaction().execute(async (trx) => {
    const course = await trx
      .selectFrom('courses')
      .select(['id', 'status', 'draft', 'title', 'author_account_id'])
      .where('id', '=', courseId)
      .forUpdate()
      .executeTakeFirst();
    if (!course) throw notFound();
    if (course.status !== 'review') throw conflict('studio.errors.notInReview');
    const document = course.draft as CourseDocument;
    const files = await trx.selectFrom('learning_files').select(['id', 'kind']).where('course_id', '=', courseId).execute();
    const errors = validateCourseDocument(document, files);
    if (Object.keys(errors).length) throw new HttpError(400, 'studio.errors.invalid', {}, errors);
    if (isEmptyCourse(document)) throw badRequest('document', { modules: 'studio.errors.emptyCourse' });
    const last = await trx
      .selectFrom('course_versions')
      .select(sql<number>`coalesce(max(version), 0)`.as('version'))
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow();
    const version = Number(last.version) + 1;
    await trx
      .insertInto('course_versions')
      .values({ course_id: courseId, version, structure: JSON.stringify(document), published_by: operatorId })
      .execute();
    await trx
      .updateTable('courses')
      .set({ status: 'published', current_version: version, review_note: null, updated_at: new Date() })
      .where('id', '=', courseId)
      .execute();
    return { version, title: course.title, author: course.author_account_id };
  });
  ctx.events.emit('notification.requested', {
    category: 'learning',
    accountIds: [published.author],
    title: both('studio.notifications.publishedTitle', {}),
    body: both('studio.notifications.publishedBody', { title: published.title, version: published.version }),
    link: `/member/content/${courseId}`,
  });
  return published.version;
}

/** A course sent for review waits for the operators (Admin accounts): each is told, with the review's address. */
export async function notifyOperatorsOfReview(ctx: AppContext, courseId: string, title: string): Promise<void> {
  const operators = await ctx.db.selectFrom('accounts').select('id').where('role_name', '=', 'Admin').execute();
  if (!operators.length) return;
  ctx.events.emit('notification.requested', {
    category: 'learning',
    accountIds: operators.map((operator) => operator.id),
    title: both('studio.notifications.reviewTitle', {}),
    body: both('studio.notifications.reviewBody', { title }),
    link: `/member/admin-courses/${courseId}`,
  });
}

/** review -> draft with the operator's note, which the creator reads in the studio. */
export async function rejectCourse(ctx: AppContext, courseId: string, note: string): Promise<void> {
  const text = note.trim();
  if (!text) throw badRequest('note', { note: 'studio.errors.noteRequired' });
  const updated = await ctx.db
    .updateTable('courses')
    .set({ status: 'draft', review_note: text, updated_at: new Date() })
    .where('id', '=', courseId)
    .where('status', '=', 'review')
    .returning(['title', 'author_account_id'])
    .executeTakeFirst();
  if (!updated) {
    const exists = await ctx.db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst();
    throw exists ? conflict('studio.errors.notInReview') : notFound();
  }
  ctx.events.emit('notification.requested', {
    category: 'learning',
    accountIds: [updated.author_account_id],
    title: both('studio.notifications.rejectedTitle', {}),
    body: both('studio.notifications.rejectedBody', { title: updated.title, note: text }),
    link: `/member/content/${courseId}`,
  });
}

/**
 * The programs that open the course (a course program opens one course, a package several): links not named go,
 * new ones are put last in their program (position orders a package's courses), the others keep their place.
 */
export async function linkPrograms(db: Db, courseId: string, programIds: readonly number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const course = await trx.selectFrom('courses').select('id').where('id', '=', courseId).forUpdate().executeTakeFirst();
    if (!course) throw notFound();
    if (programIds.length) {
      const found = await trx.selectFrom('programs').select('id').where('id', 'in', programIds).execute();
      if (found.length !== programIds.length) throw badRequest('programIds', { programIds: 'studio.errors.unknownProgram' });
    }
    let stale = trx.deleteFrom('program_courses').where('course_id', '=', courseId);
    if (programIds.length) stale = stale.where('program_id', 'not in', programIds);
    await stale.execute();
    const kept = new Set(
      (await trx.selectFrom('program_courses').select('program_id').where('course_id', '=', courseId).execute()).map((row) => row.program_id),
    );
    for (const programId of programIds.filter((id) => !kept.has(id))) {
      const last = await trx
        .selectFrom('program_courses')
        .select(sql<number>`coalesce(max(position) + 1, 0)`.as('next'))
        .where('program_id', '=', programId)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('program_courses')
        .values({ program_id: programId, course_id: courseId, position: Number(last.next) })
        .execute();
    }
  });
}
