import { sql } from 'kysely';
import type { ScreeningAnswers } from '@core/jobs/screening';
import { activitiesOf, activityOf, type CourseActivity, type QuizSettings } from '@core/learning/courseDocument';
import {
  answersToShown,
  answersToVersion,
  attemptDeadline,
  attemptsLeft,
  questionOrderOf,
  scoreQuiz,
  shownQuestions,
  SUBMIT_GRACE_MS,
  type LearnerQuizResult,
  type LearnerQuizView,
  type QuestionOrder,
} from '@core/learning/quiz';
import type { Db } from '../../../db/connect';
import { HttpError, notFound } from '../../../platform/httpError';
import { createTtlCache } from '../../../platform/ttlCache';
import { ensureLearnerCourse, type LearnerCourse } from '../access';
import { learnerVersionDocument } from './learnerDocuments';
import { completeWhenDone } from './completionState';
import { quizBatches, type AttemptJson } from './quizBatches';

/** A course quiz's attempts (packages/core/src/learning/quiz.ts): start, save answers, submit, scored here. */

interface QuizActivity {
  activity: CourseActivity;
  quiz: QuizSettings;
}

/** The quiz activity of the learner's version; 404 when the activity is not a quiz of it. */
async function quizOf(db: Db, learnerCourse: LearnerCourse, activityId: string): Promise<QuizActivity> {
  const activity = activityOf(await learnerVersionDocument(db, learnerCourse.courseId, learnerCourse.version), activityId);
  if (!activity?.quiz || activity.kind !== 'quiz') throw new HttpError(404, 'learner.errors.activityNotFound');
  return { activity, quiz: activity.quiz };
}

const attemptColumns = ['id', 'attempt', 'question_order', 'answers', 'score', 'passed', 'started_at', 'submitted_at'] as const;

const attemptsQuery = (db: Db, learnerCourseId: string, activityId: string) =>
  db.selectFrom('quiz_attempts').select(attemptColumns).where('learner_course_id', '=', learnerCourseId).where('activity_id', '=', activityId);

type AttemptRow = Awaited<ReturnType<ReturnType<typeof attemptsQuery>['executeTakeFirstOrThrow']>>;

const isOpen = (row: AttemptRow, quiz: QuizSettings, now: Date) => {
  if (row.submitted_at) return false;
  const deadline = attemptDeadline(row.started_at, quiz.durationMinutes);
  return !deadline || deadline.getTime() > now.getTime();
};

/** What a submit needs of an attempt started or resumed on this instance: none of it changes until the submit. */
interface KnownAttempt {
  accountId: string;
  activityId: string;
  learnerCourse: LearnerCourse;
  row: AttemptRow;
}

/**
 * Open attempts this instance started or resumed, so that their submit writes without reading first (the quiz's
 * target: 1,000 submissions a second on PGlite, where every statement counts). A stale entry costs nothing: the write
 * closes only an open attempt of that learner's course, and when it closes none the submit takes the path that reads.
 */
const knownAttempts = createTtlCache<KnownAttempt>({ maxEntries: 20_000, ttlMs: 6 * 60 * 60 * 1000 });

const rememberOpen = (accountId: string, learnerCourse: LearnerCourse, activityId: string, row: AttemptRow) =>
  knownAttempts.set(row.id, { accountId, activityId, learnerCourse, row });

const attemptRowOf = (json: AttemptJson): AttemptRow => ({
  ...json,
  started_at: new Date(json.started_at),
  submitted_at: json.submitted_at === null ? null : new Date(json.submitted_at),
});

/**
 * Scores an attempt with the answers given (version indexes), keeps the best score in activity_progress and marks the
 * quiz done on a pass (then the course may be complete). `written.closed` is false when the attempt was closed already.
 */
async function scoreAttempt(
  db: Db,
  learnerCourse: LearnerCourse,
  { activity, quiz }: QuizActivity,
  attemptId: string,
  answers: ScreeningAnswers,
  withinSeconds: number | null = null,
) {
  const result = scoreQuiz(quiz, answers);
  // One write closes the attempt if still open and only then keeps the best score and a pass; it also answers the
  // activities done before it, so a pass checks the course's completion without another read (quizBatches.ts).
  const written = await quizBatches(db).scores.load({
    attemptId,
    learnerCourseId: learnerCourse.id,
    answers: JSON.stringify(answers),
    score: result.score,
    passed: result.passed,
    withinSeconds,
  });
  if (result.passed && written.closed && !written.courseCompleted) {
    const document = await learnerVersionDocument(db, learnerCourse.courseId, learnerCourse.version);
    await completeWhenDone(db, learnerCourse.id, document, [...written.done, activity.id]);
  }
  return { result, written };
}

/** Attempts whose time ran out without a submit are scored with their saved answers (as Moodle closes them). */
async function closeExpired(db: Db, learnerCourse: LearnerCourse, found: QuizActivity, rows: AttemptRow[], now: Date) {
  let closed = false;
  for (const row of rows) {
    if (row.submitted_at || isOpen(row, found.quiz, now)) continue;
    await scoreAttempt(db, learnerCourse, found, row.id, (row.answers as ScreeningAnswers | null) ?? {});
    closed = true;
  }
  return closed;
}

/**
 * The learner's course and their attempts at one quiz in one read, batched with the other requests' (a start and a
 * submit are the hot path: the target is 1,000 submissions a second on PGlite). Undefined when the learner has
 * not started the course.
 */
async function courseAttempts(db: Db, accountId: string, courseId: string, activityId: string) {
  const rows = await quizBatches(db).courseAttempts.load({ accountId, courseId, activityId });
  const [first] = rows;
  if (!first) return undefined;
  const learnerCourse: LearnerCourse = {
    id: first.course_row_id,
    accountId,
    courseId,
    version: first.version,
    classId: first.class_id,
    startedAt: first.course_started_at,
    completedAt: first.completed_at,
    certificateNumber: first.certificate_number,
  };
  const attempts = rows.flatMap(({ id, attempt, question_order, started_at, ...rest }): AttemptRow[] =>
    id === null || attempt === null || started_at === null
      ? []
      : [{ id, attempt, question_order, started_at, answers: rest.answers, score: rest.score, passed: rest.passed, submitted_at: rest.submitted_at }],
  );
  return { learnerCourse, attempts };
}

/**
 * The learner's course, its quiz and the attempts so far, with those whose time ran out closed. A visit or a start
 * (`opening`) starts a course the learner's enrolment opens; otherwise a course not started answers 404.
 */
async function quizState(db: Db, accountId: string, courseId: string, activityId: string, opening: boolean) {
  let state = await courseAttempts(db, accountId, courseId, activityId);
  if (!state && opening) {
    await ensureLearnerCourse(db, accountId, courseId);
    state = await courseAttempts(db, accountId, courseId, activityId);
  }
  if (!state) throw notFound();
  const found = await quizOf(db, state.learnerCourse, activityId);
  const now = new Date();
  const rows = (await closeExpired(db, state.learnerCourse, found, state.attempts, now))
    ? await attemptsQuery(db, state.learnerCourse.id, activityId).orderBy('attempt').execute()
    : state.attempts;
  return { ...state, found, rows, now };
}

/** The quiz as the learner sees it: settings, attempts, best score and the attempt in progress (without the key). */
export async function learnerQuiz(db: Db, accountId: string, courseId: string, activityId: string): Promise<LearnerQuizView> {
  const { learnerCourse, found, rows, now } = await quizState(db, accountId, courseId, activityId, true);
  return quizView(learnerCourse, found, rows, now, null);
}

/** The view of the quiz from attempt rows already read (a start or a submit answers without reading them again). */
function quizView(
  learnerCourse: LearnerCourse,
  { activity, quiz }: QuizActivity,
  rows: readonly AttemptRow[],
  now: Date,
  result: LearnerQuizView['result'],
): LearnerQuizView {
  const activityId = activity.id;
  const submitted = rows.filter((row) => row.submitted_at);
  const open = rows.find((row) => isOpen(row, quiz, now));
  const scores = submitted.map((row) => Number(row.score ?? 0));
  const deadline = open && attemptDeadline(open.started_at, quiz.durationMinutes);
  return {
    courseId: learnerCourse.courseId,
    activityId,
    title: activity.title,
    passMark: quiz.passMark,
    attemptsAllowed: quiz.attempts,
    attemptsLeft: attemptsLeft(quiz.attempts, rows.length),
    shuffle: quiz.shuffle,
    durationMinutes: quiz.durationMinutes,
    questionCount: quiz.questions.length,
    bestScore: scores.length ? Math.max(...scores) : null,
    passed: submitted.some((row) => row.passed === true),
    attempts: rows.map((row) => ({
      id: row.id,
      attempt: row.attempt,
      startedAt: row.started_at.toISOString(),
      submittedAt: row.submitted_at?.toISOString() ?? null,
      score: row.score === null ? null : Number(row.score),
      passed: row.passed,
    })),
    current: open
      ? {
          id: open.id,
          attempt: open.attempt,
          startedAt: open.started_at.toISOString(),
          deadlineAt: deadline ? deadline.toISOString() : null,
          timeLeftMs: deadline ? Math.max(0, deadline.getTime() - now.getTime()) : null,
          questions: shownQuestions(quiz, open.question_order as QuestionOrder),
          answers: answersToShown(open.question_order as QuestionOrder, (open.answers as ScreeningAnswers | null) ?? {}),
        }
      : null,
    result,
  };
}

/**
 * Starts an attempt, or resumes the one in progress. 409 when the attempts are used up. The attempt's order is
 * drawn now and kept, so a reload shows the same order.
 */
export async function startAttempt(db: Db, accountId: string, courseId: string, activityId: string): Promise<LearnerQuizView> {
  const { learnerCourse, found, rows, now } = await quizState(db, accountId, courseId, activityId, true);
  const open = rows.find((row) => isOpen(row, found.quiz, now));
  if (open) {
    rememberOpen(accountId, learnerCourse, activityId, open);
    return quizView(learnerCourse, found, rows, now, null);
  }
  if (attemptsLeft(found.quiz.attempts, rows.length) === 0) throw new HttpError(409, 'learner.quiz.noAttemptsLeft');
  const started = await db
    .insertInto('quiz_attempts')
    .values({
      learner_course_id: learnerCourse.id,
      activity_id: activityId,
      attempt: rows.length + 1,
      question_order: JSON.stringify(questionOrderOf(found.quiz)),
    })
    // Two starts at once: the second finds the first's attempt.
    .onConflict((conflict) => conflict.columns(['learner_course_id', 'activity_id', 'attempt']).doNothing())
    .returning(attemptColumns)
    .executeTakeFirst();
  if (!started) return learnerQuiz(db, accountId, courseId, activityId);
  rememberOpen(accountId, learnerCourse, activityId, started);
  return quizView(learnerCourse, found, [...rows, started], now, null);
}

/** The attempt is the learner's and still open: 404 for another learner's or another quiz's attempt, 409 once closed. */
function checkOpen(row: AttemptRow | undefined, quiz: QuizSettings, graceMs: number): { row: AttemptRow; late: boolean } {
  if (!row) throw notFound();
  if (row.submitted_at) throw new HttpError(409, 'learner.quiz.attemptClosed');
  const deadline = attemptDeadline(row.started_at, quiz.durationMinutes);
  const late = deadline !== null && Date.now() > deadline.getTime() + graceMs;
  return { row, late };
}

function versionAnswers(quiz: QuizSettings, order: QuestionOrder, answers: ScreeningAnswers): ScreeningAnswers {
  const mapped = answersToVersion(quiz, order, answers);
  if (!mapped) throw new HttpError(400, 'learner.quiz.invalidAnswers');
  return mapped;
}

/** Saves the answers so far (a reload or a lost connection keeps them) and answers the quiz; 409 once the time is up. */
export async function saveAnswers(db: Db, accountId: string, courseId: string, activityId: string, attemptId: string, answers: ScreeningAnswers) {
  const state = await courseAttempts(db, accountId, courseId, activityId);
  if (!state) throw notFound();
  const found = await quizOf(db, state.learnerCourse, activityId);
  const { row, late } = checkOpen(
    state.attempts.find((candidate) => candidate.id === attemptId),
    found.quiz,
    0,
  );
  if (late) throw new HttpError(409, 'learner.quiz.timeUp');
  const mapped = versionAnswers(found.quiz, row.question_order as QuestionOrder, answers);
  await db
    .updateTable('quiz_attempts')
    .set({ answers: JSON.stringify(mapped) })
    .where('id', '=', row.id)
    .where('submitted_at', 'is', null)
    .execute();
  const saved = state.attempts.map((candidate) => (candidate.id === row.id ? { ...candidate, answers: mapped } : candidate));
  return quizView(state.learnerCourse, found, saved, new Date(), null);
}

/**
 * Submits and scores the attempt, and answers the quiz's view with the result. After the deadline (and its grace) the
 * answers sent are ignored and the saved ones are scored, as if the time had closed it. The course and its attempts
 * are read once: the view is made from them with this attempt closed (a start resumes the open attempt, so it is the
 * only open one). A course not started has no attempt: 404.
 */
export async function submitAttempt(
  db: Db,
  accountId: string,
  courseId: string,
  activityId: string,
  attemptId: string,
  answers: ScreeningAnswers,
): Promise<LearnerQuizView> {
  const known = knownAttempts.get(attemptId);
  knownAttempts.delete(attemptId);
  if (known && known.accountId === accountId && known.learnerCourse.courseId === courseId && known.activityId === activityId) {
    const answered = await submitKnown(db, known, attemptId, answers);
    if (answered) return answered;
  }
  const state = await courseAttempts(db, accountId, courseId, activityId);
  if (!state) throw notFound();
  const { learnerCourse, attempts: rows } = state;
  const found = await quizOf(db, learnerCourse, activityId);
  const { row, late } = checkOpen(
    rows.find((candidate) => candidate.id === attemptId),
    found.quiz,
    SUBMIT_GRACE_MS,
  );
  const mapped = late ? ((row.answers as ScreeningAnswers | null) ?? {}) : versionAnswers(found.quiz, row.question_order as QuestionOrder, answers);
  const { result, written } = await scoreAttempt(db, learnerCourse, found, attemptId, mapped);
  // Another submit of the same attempt (a second click) closed it between this one's read and write.
  if (!written.closed) throw new HttpError(409, 'learner.quiz.attemptClosed');
  return submittedView(learnerCourse, found, rows, row, mapped, result);
}

/** The quiz's view after the submit, from the attempts read before it with this one closed. */
function submittedView(
  learnerCourse: LearnerCourse,
  found: QuizActivity,
  rows: readonly AttemptRow[],
  row: AttemptRow,
  mapped: ScreeningAnswers,
  result: ReturnType<typeof scoreQuiz>,
): LearnerQuizView {
  const now = new Date();
  const closed = rows.map((candidate) =>
    candidate.id === row.id ? { ...candidate, answers: mapped, score: result.score, passed: result.passed, submitted_at: now } : candidate,
  );
  return quizView(learnerCourse, found, closed, now, { attempt: row.attempt, ...result });
}

/**
 * A submit of an attempt this instance knows: scored and written at once, the view made from the attempts the write
 * answers. Null when the write closed nothing: past the deadline (then the saved answers count, which only a read
 * has), already closed or gone; the reading path then scores the saved answers or answers 409 or 404.
 */
async function submitKnown(db: Db, known: KnownAttempt, attemptId: string, answers: ScreeningAnswers): Promise<LearnerQuizView | null> {
  const found = await quizOf(db, known.learnerCourse, known.activityId);
  const mapped = versionAnswers(found.quiz, known.row.question_order as QuestionOrder, answers);
  // The database judges the deadline: the started time known here is not re-read.
  const withinSeconds = found.quiz.durationMinutes > 0 ? found.quiz.durationMinutes * 60 + SUBMIT_GRACE_MS / 1000 : null;
  const { result, written } = await scoreAttempt(db, known.learnerCourse, found, attemptId, mapped, withinSeconds);
  if (!written.closed) return null;
  return submittedView(known.learnerCourse, found, written.attempts.map(attemptRowOf), known.row, mapped, result);
}

/** Every quiz of the learner's started courses with their attempts and best score (result/test, member/quiz). */
export async function learnerQuizResults(db: Db, accountId: string): Promise<LearnerQuizResult[]> {
  const courses = await db
    .selectFrom('learner_courses')
    .innerJoin('courses', 'courses.id', 'learner_courses.course_id')
    .select(['learner_courses.id', 'learner_courses.course_id', 'learner_courses.version', 'courses.title'])
    .where('learner_courses.account_id', '=', accountId)
    .orderBy('learner_courses.started_at')
    .execute();
  if (!courses.length) return [];
  const attempts = await db
    .selectFrom('quiz_attempts')
    .select([
      'learner_course_id',
      'activity_id',
      (eb) => eb.fn.countAll<string | number>().as('used'),
      (eb) => eb.fn.max('score').as('best'),
      (eb) => eb.fn.max('submitted_at').as('last'),
      sql<boolean>`coalesce(bool_or(passed), false)`.as('passed'),
    ])
    .where(
      'learner_course_id',
      'in',
      courses.map((course) => course.id),
    )
    .groupBy(['learner_course_id', 'activity_id'])
    .execute();
  const byKey = new Map(attempts.map((row) => [`${row.learner_course_id}/${row.activity_id}`, row]));
  const results: LearnerQuizResult[] = [];
  for (const course of courses) {
    const document = await learnerVersionDocument(db, course.course_id, course.version);
    for (const activity of activitiesOf(document)) {
      if (activity.kind !== 'quiz' || !activity.quiz) continue;
      const row = byKey.get(`${course.id}/${activity.id}`);
      results.push({
        courseId: course.course_id,
        courseTitle: course.title,
        activityId: activity.id,
        title: activity.title,
        passMark: activity.quiz.passMark,
        attemptsAllowed: activity.quiz.attempts,
        attemptsUsed: row ? Number(row.used) : 0,
        bestScore: row?.best === null || row?.best === undefined ? null : Number(row.best),
        passed: row?.passed ?? false,
        lastSubmittedAt: row?.last ? new Date(row.last).toISOString() : null,
      });
    }
  }
  return results;
}
