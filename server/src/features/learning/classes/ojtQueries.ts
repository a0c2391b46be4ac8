import { translate } from '@core/i18n/catalog';
import { ojtTaskKey } from '@core/learning/classSessions';
import { activitiesOf, activityOf, type CourseActivity } from '@core/learning/courseDocument';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import type { Db } from '../../../db/connect';
import { conflict, notFound } from '../../../platform/httpError';
import { classIdsOfTrainer, ensureLearnerCourse, versionDocument, type LearnerCourse } from '../access';
import { refreshCompletion } from '../learner/completionState';
import { trainerClass } from './sessionsQueries';

/**
 * OJT tasks (class operations): the learner hands in a note and a file per OJT activity of their version,
 * again and again until the trainer passes it; the trainer of the learner's class grades it, which is the
 * activity's progress (done when passed) and may complete the course.
 */

/** `schedule` in ojt-result/{task}/{activity}/{schedule}: the session the submission names, or 0 for none. */
export const NO_SESSION = '0';

const toNumber = (value: string | number | null) => (value === null ? null : Number(value));

interface SubmissionRow {
  id: string;
  activity_id: string;
  session_id: string | null;
  note: string;
  file_key: string | null;
  submitted_at: Date;
  score: string | number | null;
  passed: boolean | null;
  feedback: string | null;
  graded_at: Date | null;
}

function submissionView(row: SubmissionRow) {
  return {
    id: row.id,
    sessionId: row.session_id,
    note: row.note,
    hasFile: row.file_key !== null,
    submittedAt: row.submitted_at.toISOString(),
    score: toNumber(row.score),
    passed: row.passed,
    feedback: row.feedback,
    gradedAt: row.graded_at?.toISOString() ?? null,
  };
}

function taskView(courseId: string, courseTitle: string, activity: CourseActivity) {
  return {
    courseId,
    courseTitle,
    activityId: activity.id,
    title: activity.title,
    instructions: activity.ojt?.instructions ?? '',
    passScore: activity.ojt?.passScore ?? 0,
  };
}

const submissionColumns = [
  'ojt_submissions.id',
  'ojt_submissions.activity_id',
  'ojt_submissions.session_id',
  'ojt_submissions.note',
  'ojt_submissions.file_key',
  'ojt_submissions.submitted_at',
  'ojt_submissions.score',
  'ojt_submissions.passed',
  'ojt_submissions.feedback',
  'ojt_submissions.graded_at',
] as const;

/** The learner's OJT activity of their version (404 when the course is not theirs or the activity is no OJT task). */
export async function learnerOjtActivity(db: Db, accountId: string, courseId: string, activityId: string) {
  const course = await ensureLearnerCourse(db, accountId, courseId);
  const activity = activityOf(await versionDocument(db, course.courseId, course.version), activityId);
  if (activity?.kind !== 'ojt') throw notFound();
  return { course, activity };
}

const submissionOf = (db: Db, learnerCourseId: string, activityId: string) =>
  db
    .selectFrom('ojt_submissions')
    .select([...submissionColumns, 'ojt_submissions.learner_course_id'])
    .where('learner_course_id', '=', learnerCourseId)
    .where('activity_id', '=', activityId)
    .executeTakeFirst();

const courseTitleOf = async (db: Db, courseId: string) =>
  (await db.selectFrom('courses').select('title').where('id', '=', courseId).executeTakeFirstOrThrow()).title;

/** One OJT task with the learner's submission (null before the first). */
export async function learnerOjt(db: Db, accountId: string, courseId: string, activityId: string) {
  const { course, activity } = await learnerOjtActivity(db, accountId, courseId, activityId);
  const row = await submissionOf(db, course.id, activity.id);
  return { ...taskView(course.courseId, await courseTitleOf(db, course.courseId), activity), submission: row ? submissionView(row) : null };
}

/** Every OJT task of the courses the learner has started, with their submissions. */
export async function learnerOjtTasks(db: Db, accountId: string) {
  const courses = await db
    .selectFrom('learner_courses')
    .innerJoin('courses', 'courses.id', 'learner_courses.course_id')
    .select(['learner_courses.id', 'learner_courses.course_id', 'learner_courses.version', 'courses.title'])
    .where('learner_courses.account_id', '=', accountId)
    .orderBy('learner_courses.started_at', 'desc')
    .execute();
  const submissions = courses.length
    ? await db
        .selectFrom('ojt_submissions')
        .select([...submissionColumns, 'ojt_submissions.learner_course_id'])
        .where(
          'learner_course_id',
          'in',
          courses.map((course) => course.id),
        )
        .execute()
    : [];
  const tasks = [];
  for (const course of courses) {
    const document = await versionDocument(db, course.course_id, course.version);
    for (const activity of activitiesOf(document).filter((one) => one.kind === 'ojt')) {
      const row = submissions.find((one) => one.learner_course_id === course.id && one.activity_id === activity.id);
      tasks.push({ ...taskView(course.course_id, course.title, activity), submission: row ? submissionView(row) : null });
    }
  }
  return tasks;
}

/** A session of the learner's class, or none; any other session id is 404. */
async function checkedSessionOf(db: Db, course: LearnerCourse, sessionId: string | null) {
  if (sessionId === null) return null;
  const row = course.classId
    ? await db.selectFrom('class_sessions').select('id').where('id', '=', sessionId).where('class_id', '=', course.classId).executeTakeFirst()
    : undefined;
  if (!row) throw notFound();
  return row.id;
}

/** Refuses a change once the trainer passed the task (409). */
function assertOpen(row: { passed: boolean | null } | undefined) {
  if (row?.passed) throw conflict('classOps.ojt.errors.passed');
}

/** What a resubmission after a failed grade clears: the grade (its feedback stays for the learner to read). */
const clearedGrade = { score: null, passed: null, graded_by: null, graded_at: null } as const;

export async function submitOjt(db: Db, accountId: string, courseId: string, activityId: string, body: { note: string; sessionId: string | null }) {
  const { course, activity } = await learnerOjtActivity(db, accountId, courseId, activityId);
  const sessionId = await checkedSessionOf(db, course, body.sessionId);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('ojt_submissions')
      .select('passed')
      .where('learner_course_id', '=', course.id)
      .where('activity_id', '=', activity.id)
      .forUpdate()
      .executeTakeFirst();
    assertOpen(row);
    const values = { note: body.note.trim(), session_id: sessionId, submitted_at: new Date() };
    await trx
      .insertInto('ojt_submissions')
      .values({ learner_course_id: course.id, activity_id: activity.id, ...values })
      .onConflict((conflict) => conflict.columns(['learner_course_id', 'activity_id']).doUpdateSet({ ...values, ...clearedGrade }))
      .execute();
  });
}

/**
 * Records a stored file as the submission's (inside storePrivateUpload's transaction); answers the file it replaces.
 * A passed task refuses (409), which removes the new file.
 */
export async function attachOjtFile(
  trx: Transaction<Database>,
  learnerCourseId: string,
  activityId: string,
  fileKey: string,
): Promise<string | null> {
  const row = await trx
    .selectFrom('ojt_submissions')
    .select(['passed', 'file_key'])
    .where('learner_course_id', '=', learnerCourseId)
    .where('activity_id', '=', activityId)
    .forUpdate()
    .executeTakeFirst();
  assertOpen(row);
  const values = { file_key: fileKey, submitted_at: new Date() };
  await trx
    .insertInto('ojt_submissions')
    .values({ learner_course_id: learnerCourseId, activity_id: activityId, ...values })
    .onConflict((conflict) => conflict.columns(['learner_course_id', 'activity_id']).doUpdateSet({ ...values, ...clearedGrade }))
    .execute();
  return row?.file_key ?? null;
}

/** The learner's own file of a task (404 when none). */
export async function learnerOjtFileKey(db: Db, accountId: string, courseId: string, activityId: string) {
  const { course, activity } = await learnerOjtActivity(db, accountId, courseId, activityId);
  const row = await submissionOf(db, course.id, activity.id);
  if (!row?.file_key) throw notFound();
  return { key: row.file_key, activityId: activity.id };
}

// The trainer's side.

const learnerColumns = [
  'learner_courses.id as learner_course_id',
  'learner_courses.account_id',
  'learner_courses.course_id',
  'learner_courses.version',
  'users.fullname',
  'users.email',
] as const;

/** The submissions of the trainer's class, newest first, ungraded before graded. */
export async function classOjtSubmissions(db: Db, trainerAccountId: string, classId: string) {
  const owned = await trainerClass(db, trainerAccountId, classId);
  const rows = await db
    .selectFrom('ojt_submissions')
    .innerJoin('learner_courses', 'learner_courses.id', 'ojt_submissions.learner_course_id')
    .innerJoin('accounts', 'accounts.id', 'learner_courses.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select([...submissionColumns, ...learnerColumns])
    .where('learner_courses.class_id', '=', owned.id)
    .orderBy('ojt_submissions.submitted_at', 'desc')
    .execute();
  const documents = new Map<number, Awaited<ReturnType<typeof versionDocument>>>();
  const items = [];
  for (const row of rows) {
    if (!documents.has(row.version)) documents.set(row.version, await versionDocument(db, row.course_id, row.version));
    const activity = activityOf(documents.get(row.version)!, row.activity_id);
    items.push({
      ...submissionView(row),
      activityId: row.activity_id,
      activityTitle: activity?.title ?? row.activity_id,
      schedule: row.session_id ?? NO_SESSION,
      learner: { accountId: row.account_id, name: row.fullname, email: row.email },
    });
  }
  return items.sort((a, b) => Number(a.gradedAt !== null) - Number(b.gradedAt !== null));
}

/**
 * One submission of a learner of the trainer's classes at ojt-result/{task}/{activity}/{schedule}: all three must
 * name it (the submission, its activity, its session or 0), so a hand-edited address is 404, never another's.
 */
export async function trainerSubmission(db: Db, trainerAccountId: string, task: string, activityId: string, schedule: string) {
  const row = await db
    .selectFrom('ojt_submissions')
    .innerJoin('learner_courses', 'learner_courses.id', 'ojt_submissions.learner_course_id')
    .innerJoin('accounts', 'accounts.id', 'learner_courses.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .innerJoin('courses', 'courses.id', 'learner_courses.course_id')
    .select([...submissionColumns, ...learnerColumns, 'learner_courses.class_id', 'courses.title as course_title'])
    .where('ojt_submissions.id', '=', task)
    .where('ojt_submissions.activity_id', '=', activityId)
    .where('learner_courses.class_id', 'in', await classIdsOfTrainer(db, trainerAccountId))
    .executeTakeFirst();
  if (!row || (row.session_id ?? NO_SESSION) !== schedule) throw notFound();
  const activity = activityOf(await versionDocument(db, row.course_id, row.version), row.activity_id);
  if (activity?.kind !== 'ojt') throw notFound();
  const session = row.session_id
    ? await db.selectFrom('class_sessions').select(['title', 'starts_at']).where('id', '=', row.session_id).executeTakeFirst()
    : undefined;
  return {
    row,
    activity,
    view: {
      ...submissionView(row),
      ...taskView(row.course_id, row.course_title, activity),
      classId: row.class_id!,
      schedule: row.session_id ?? NO_SESSION,
      sessionTitle: session?.title ?? null,
      learner: { accountId: row.account_id, name: row.fullname, email: row.email },
    },
  };
}

/** The trainer's grade: the submission's score and feedback, the activity's progress, the course's completion. */
export async function gradeOjt(
  ctx: AppContext,
  trainerAccountId: string,
  address: { task: string; activity: string; schedule: string },
  grade: { score: number; feedback: string },
) {
  const { db } = ctx;
  const { row, activity } = await trainerSubmission(db, trainerAccountId, address.task, address.activity, address.schedule);
  const passed = grade.score >= (activity.ojt?.passScore ?? 0);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('ojt_submissions')
      .set({ score: grade.score, passed, feedback: grade.feedback.trim() || null, graded_by: trainerAccountId, graded_at: now })
      .where('id', '=', row.id)
      .execute();
    const progress = { is_done: passed, score: grade.score, done_at: passed ? now : null, updated_at: now };
    await trx
      .insertInto('activity_progress')
      .values({ learner_course_id: row.learner_course_id, activity_id: row.activity_id, ...progress })
      .onConflict((conflict) => conflict.columns(['learner_course_id', 'activity_id']).doUpdateSet(progress))
      .execute();
  });
  await refreshCompletion(db, row.learner_course_id);
  const text = (locale: 'id' | 'en', key: 'title' | 'body') =>
    translate(locale, `classOps.notifications.ojtGraded.${passed ? 'passed' : 'failed'}.${key}`, { title: activity.title, score: grade.score });
  ctx.events.emit('notification.requested', {
    category: 'learning',
    accountIds: [row.account_id],
    title: { id: text('id', 'title'), en: text('en', 'title') },
    body: { id: text('id', 'body'), en: text('en', 'body') },
    link: `/member/member/ojt/${ojtTaskKey(row.course_id, row.activity_id)}`,
  });
}
