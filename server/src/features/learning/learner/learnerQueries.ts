import type { Locale } from '@core/i18n/locales';
import { progressPercent, nextActivityId, type ActivityPosition } from '@core/learning/completion';
import type { CourseActivity, CourseDocument } from '@core/learning/courseDocument';
import type { ActivityProgressView, LearnerActivity, LearnerCourseCard, LearnerCourseView, LearnerProgram } from '@core/learning/learnerViews';
import type { Db } from '../../../db/connect';
import { notFound } from '../../../platform/httpError';
import { tenantIds } from '../../../platform/tenancy';
import type { LearnerCourse } from '../access';
import { learnerVersionDocument } from './learnerDocuments';

/** The learner's side of learning (/api/main/kompetensi): their programs, courses and progress. */

const NO_PROGRESS: ActivityProgressView = { isDone: false, secondsSpent: 0, position: null, score: null, doneAt: null };

interface ProgressRow {
  activity_id: string;
  is_done: boolean;
  seconds_spent: number;
  position: unknown;
  score: string | number | null;
  done_at: Date | null;
}

export function progressView(row: ProgressRow | undefined): ActivityProgressView {
  if (!row) return NO_PROGRESS;
  return {
    isDone: row.is_done,
    secondsSpent: row.seconds_spent,
    position: (row.position as ActivityPosition | null) ?? null,
    score: row.score === null ? null : Number(row.score),
    doneAt: row.done_at?.toISOString() ?? null,
  };
}

/** The activity without its quiz questions and key. */
function learnerActivity(activity: CourseActivity, progress: ActivityProgressView): LearnerActivity {
  const quiz = activity.quiz;
  return {
    id: activity.id,
    kind: activity.kind,
    title: activity.title,
    durationMinutes: activity.durationMinutes,
    required: activity.required,
    fileId: activity.fileId ?? null,
    quiz: quiz
      ? {
          passMark: quiz.passMark,
          attempts: quiz.attempts,
          shuffle: quiz.shuffle,
          durationMinutes: quiz.durationMinutes,
          questionCount: quiz.questions.length,
        }
      : null,
    ojt: activity.ojt ? { instructions: activity.ojt.instructions, passScore: activity.ojt.passScore } : null,
    progress,
  };
}

/** The activities done in each of the learner courses, by learner course id. */
async function doneByLearnerCourse(db: Db, learnerCourseIds: readonly string[]): Promise<Map<string, Set<string>>> {
  const done = new Map<string, Set<string>>();
  if (!learnerCourseIds.length) return done;
  const rows = await db
    .selectFrom('activity_progress')
    .select(['learner_course_id', 'activity_id'])
    .where('learner_course_id', 'in', learnerCourseIds)
    .where('is_done', '=', true)
    .execute();
  for (const row of rows) {
    const set = done.get(row.learner_course_id) ?? new Set<string>();
    set.add(row.activity_id);
    done.set(row.learner_course_id, set);
  }
  return done;
}

/** The learner's programs (enrolments), each with the published courses it opens and their progress. */
async function programsOf(db: Db, accountId: string, locale: Locale, programId?: number): Promise<LearnerProgram[]> {
  let enrolmentsQuery = db
    .selectFrom('enrolments')
    .innerJoin('programs', 'programs.id', 'enrolments.program_id')
    .select([
      'enrolments.id',
      'enrolments.program_id',
      'enrolments.created_at',
      'programs.kind',
      locale === 'en' ? 'programs.title_en as title' : 'programs.title_id as title',
    ])
    .where('enrolments.account_id', '=', accountId)
    .orderBy('enrolments.created_at', 'desc')
    .orderBy('enrolments.id');
  if (programId !== undefined) enrolmentsQuery = enrolmentsQuery.where('enrolments.program_id', '=', programId);
  const enrolments = await enrolmentsQuery.execute();
  // A program bought twice (two orders) is one program to learn from.
  const seen = new Set<number>();
  const programs = enrolments.filter((row) => !seen.has(row.program_id) && seen.add(row.program_id));
  if (!programs.length) return [];

  const programIds = programs.map((row) => row.program_id);
  const [courses, learnerCourses] = await Promise.all([
    db
      .selectFrom('program_courses')
      .innerJoin('courses', 'courses.id', 'program_courses.course_id')
      .select(['program_courses.program_id', 'courses.id', 'courses.title', 'courses.summary', 'courses.competency'])
      .where('program_courses.program_id', 'in', programIds)
      .where('courses.current_version', 'is not', null)
      .orderBy('program_courses.position')
      .orderBy('courses.title')
      .execute(),
    db.selectFrom('learner_courses').select(['id', 'course_id', 'version', 'completed_at']).where('account_id', '=', accountId).execute(),
  ]);
  const learnerByCourse = new Map(learnerCourses.map((row) => [row.course_id, row]));
  const done = await doneByLearnerCourse(
    db,
    learnerCourses.map((row) => row.id),
  );
  const documents = new Map<string, CourseDocument>();
  await Promise.all(
    learnerCourses.map(async (row) =>
      documents.set(row.id, await learnerVersionDocument(db, row.course_id, row.version).catch(() => ({ modules: [] }))),
    ),
  );

  const cardOf = (course: (typeof courses)[number]): LearnerCourseCard => {
    const learner = learnerByCourse.get(course.id);
    const document = learner && documents.get(learner.id);
    return {
      id: course.id,
      title: course.title,
      summary: course.summary,
      competency: course.competency,
      started: Boolean(learner),
      progressPercent: learner?.completed_at ? 100 : document ? progressPercent(document, done.get(learner.id) ?? new Set()) : 0,
      completedAt: learner?.completed_at?.toISOString() ?? null,
    };
  };

  return programs.map((program) => {
    const cards = courses.filter((course) => course.program_id === program.program_id).map(cardOf);
    return {
      enrolmentId: program.id,
      programId: program.program_id,
      title: program.title,
      kind: program.kind,
      enrolledAt: program.created_at.toISOString(),
      progressPercent: cards.length ? Math.floor(cards.reduce((sum, card) => sum + card.progressPercent, 0) / cards.length) : 0,
      courses: cards,
    };
  });
}

export const learnerPrograms = (db: Db, accountId: string, locale: Locale) => programsOf(db, accountId, locale);

/** One program of the learner's enrolments; 404 when they hold no enrolment of it. */
export async function learnerProgram(db: Db, accountId: string, locale: Locale, programId: number): Promise<LearnerProgram> {
  const [program] = await programsOf(db, accountId, locale, programId);
  if (!program) throw notFound();
  return program;
}

/** The learner's version of the course with their progress per activity (the course page and the player). */
export async function learnerCourseView(db: Db, learnerCourse: LearnerCourse): Promise<LearnerCourseView> {
  const [course, document, progressRows, klass] = await Promise.all([
    db.selectFrom('courses').select(['title', 'summary', 'competency']).where('id', '=', learnerCourse.courseId).executeTakeFirstOrThrow(),
    learnerVersionDocument(db, learnerCourse.courseId, learnerCourse.version),
    db
      .selectFrom('activity_progress')
      .select(['activity_id', 'is_done', 'seconds_spent', 'position', 'score', 'done_at'])
      .where('learner_course_id', '=', learnerCourse.id)
      .execute(),
    learnerCourse.classId
      ? db
          .selectFrom('course_classes')
          .select('name')
          .where('id', 'in', tenantIds([learnerCourse.classId]))
          .executeTakeFirst()
      : undefined,
  ]);
  const progressById = new Map(progressRows.map((row) => [row.activity_id, row]));
  const done = new Set(progressRows.filter((row) => row.is_done).map((row) => row.activity_id));
  return {
    id: learnerCourse.courseId,
    learnerCourseId: learnerCourse.id,
    title: course.title,
    summary: course.summary,
    competency: course.competency,
    version: learnerCourse.version,
    classId: learnerCourse.classId,
    className: klass?.name ?? null,
    startedAt: learnerCourse.startedAt.toISOString(),
    completedAt: learnerCourse.completedAt?.toISOString() ?? null,
    certificateNumber: learnerCourse.certificateNumber,
    progressPercent: learnerCourse.completedAt ? 100 : progressPercent(document, done),
    nextActivityId: nextActivityId(document, done),
    secondsSpent: progressRows.reduce((sum, row) => sum + row.seconds_spent, 0),
    modules: document.modules.map((module) => ({
      id: module.id,
      title: module.title,
      activities: module.activities.map((activity) => learnerActivity(activity, progressView(progressById.get(activity.id)))),
    })),
  };
}
