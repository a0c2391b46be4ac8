import { randomUUID } from 'node:crypto';
import { translate } from '@core/i18n/catalog';
import {
  applicantQuestions,
  attemptExpired,
  cleanAnswers,
  normaliseScreeningTest,
  scoreScreening,
  timeLeftMs,
  validateScreeningTest,
  type ScreeningAnswers,
  type ScreeningQuestion,
} from '@core/jobs/screening';
import type { ApplicantTestView, EmployerTestView, ScoreView, TestResultView } from '@core/jobs/screening.contract';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import type { Principal } from '../../../platform/accessTokens';
import { HttpError, notFound } from '../../../platform/httpError';
import { tenantIds } from '../../../platform/tenancy';
import { reachableApplications, type ApplicationRow, type ApplicationScope } from '../portal/queries';
import type { TestBody } from './testSchemas';
import { employerAccountsOf } from '../portal/workflow';

/**
 * Screening tests' reads and writes (docs/decisions/2026-11-26-job-portal.md "Screening tests"). A test belongs to its
 * vacancy's organisation and an attempt to its application, so both are reached through the same scopes as vacancies
 * and applications: anything else is 404. An attempt's row is locked for every write, so a start, a save and a submit
 * arriving together are applied one after another.
 */

const iso = (value: Date | string) => new Date(value).toISOString();
const conflict = (key: 'questionsLocked' | 'deleteLocked' | 'timeUp' | 'alreadySubmitted' | 'notStarted') =>
  new HttpError(409, `screeningTests.errors.${key}`);

/** JSON columns come back parsed on PostgreSQL and PGlite alike; a string (written as JSON text) is parsed here too. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

async function testRow(db: Db, vacancyId: string) {
  const row = await db.selectFrom('job_tests').selectAll().where('vacancy_id', '=', vacancyId).executeTakeFirst();
  return row ? { ...row, questions: json<ScreeningQuestion[]>(row.questions) } : undefined;
}
type TestRow = NonNullable<Awaited<ReturnType<typeof testRow>>>;

const attemptCount = async (db: Db, vacancyId: string) =>
  Number(
    (
      await db
        .selectFrom('job_test_attempts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('vacancy_id', '=', vacancyId)
        .executeTakeFirstOrThrow()
    ).n,
  );

// The employer's side.

async function ownVacancyId(db: Db, organisationIds: readonly string[], vacancyId: string) {
  const row = await db
    .selectFrom('job_vacancies')
    .select(['id', 'organisation_id'])
    .where('id', '=', vacancyId)
    .where('organisation_id', 'in', tenantIds(organisationIds))
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function employerTest(db: Db, organisationIds: readonly string[], vacancyId: string): Promise<EmployerTestView | null> {
  await ownVacancyId(db, organisationIds, vacancyId);
  const row = await testRow(db, vacancyId);
  if (!row) return null;
  return {
    vacancyId,
    title: row.title,
    durationMinutes: row.duration_minutes,
    passMark: row.pass_mark,
    questions: row.questions,
    attempts: await attemptCount(db, vacancyId),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * Creates or replaces the vacancy's test. Once an applicant has started it, what decides a result (the questions,
 * their right options, the pass mark) is fixed: a change is 409; the title and the duration (for later starts) may change.
 */
export async function saveTest(db: Db, organisationIds: readonly string[], vacancyId: string, body: TestBody) {
  const test = normaliseScreeningTest({
    ...body,
    questions: body.questions.map((question) => ({ ...question, id: question.id ?? randomUUID().slice(0, 8) })),
  });
  const errors = validateScreeningTest(test);
  if (Object.keys(errors).length) throw new HttpError(400, 'screeningTests.errors.invalid', {}, errors);
  await db.transaction().execute(async (trx) => {
    const vacancy = await ownVacancyId(trx, organisationIds, vacancyId);
    const current = await trx.selectFrom('job_tests').selectAll().where('vacancy_id', '=', vacancyId).forUpdate().executeTakeFirst();
    if (current && (await attemptCount(trx, vacancyId))) {
      // jsonb keeps its own key order: both sides are rebuilt in one order before comparing.
      const stored = normaliseScreeningTest({ ...test, questions: json<ScreeningQuestion[]>(current.questions) }).questions;
      const same = current.pass_mark === test.passMark && JSON.stringify(stored) === JSON.stringify(test.questions);
      if (!same) throw conflict('questionsLocked');
    }
    const values = { title: test.title, duration_minutes: test.durationMinutes, pass_mark: test.passMark, questions: JSON.stringify(test.questions) };
    if (current)
      await trx
        .updateTable('job_tests')
        .set({ ...values, updated_at: new Date() })
        .where('vacancy_id', '=', vacancyId)
        .execute();
    else
      await trx
        .insertInto('job_tests')
        .values({ ...values, vacancy_id: vacancyId, organisation_id: vacancy.organisation_id })
        .execute();
  });
}

/** Removes the test while no one has started it (an attempt's result stays readable otherwise). */
export async function deleteTest(db: Db, organisationIds: readonly string[], vacancyId: string) {
  await db.transaction().execute(async (trx) => {
    await ownVacancyId(trx, organisationIds, vacancyId);
    const current = await trx.selectFrom('job_tests').select('vacancy_id').where('vacancy_id', '=', vacancyId).forUpdate().executeTakeFirst();
    if (!current) return;
    if (await attemptCount(trx, vacancyId)) throw conflict('deleteLocked');
    await trx.deleteFrom('job_tests').where('vacancy_id', '=', vacancyId).execute();
  });
}

// Attempts.

async function attemptRow(db: Db, applicationId: string, lock = false) {
  let query = db.selectFrom('job_test_attempts').selectAll().where('application_id', '=', applicationId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { ...row, answers: json<ScreeningAnswers>(row.answers) } : undefined;
}
type AttemptRow = NonNullable<Awaited<ReturnType<typeof attemptRow>>>;

const scoreOf = (attempt: AttemptRow): ScoreView | null =>
  attempt.submitted_at === null || attempt.score === null || attempt.max_score === null
    ? null
    : {
        score: attempt.max_score ? Math.floor((attempt.score * 100) / attempt.max_score) : 0,
        correctCount: attempt.score,
        questionCount: attempt.max_score,
        passed: attempt.passed ?? false,
      };

/**
 * Scores the saved answers and closes the attempt (stored: right answers in `score`, questions in `max_score`).
 * Past the deadline it counts as handed in when the time ran out.
 */
async function finish(trx: Db, attempt: AttemptRow, test: TestRow, now: Date) {
  const scored = scoreScreening({ passMark: test.pass_mark, questions: test.questions }, attempt.answers);
  const deadline = new Date(attempt.deadline_at);
  await trx
    .updateTable('job_test_attempts')
    .set({ submitted_at: now < deadline ? now : deadline, score: scored.correctCount, max_score: scored.questionCount, passed: scored.passed })
    .where('application_id', '=', attempt.application_id)
    .execute();
  return scored;
}

/** The employer's recruiters hear of a finished test (the hub only, like a new application). */
function tellEmployer(ctx: AppContext, accountIds: string[], row: ApplicationRow, score: ScoreView) {
  const text = (locale: 'id' | 'en', key: 'submittedTitle' | 'submittedBody') =>
    translate(locale, `screeningTests.notifications.${key}`, {
      name: row.fullname,
      vacancy: row.title,
      score: score.score,
      verdict: translate(locale, `screeningTests.notifications.${score.passed ? 'passed' : 'failed'}`),
    });
  ctx.events.emit('notification.requested', {
    category: 'jobs',
    accountIds,
    title: { id: text('id', 'submittedTitle'), en: text('en', 'submittedTitle') },
    body: { id: text('id', 'submittedBody'), en: text('en', 'submittedBody') },
    link: `/employer/candidate/${row.id}`,
  });
}

/**
 * An attempt left running past its deadline (the page closed) is scored with what was saved when it is next read,
 * by either side, so no job has to sweep them and a result never shows "in progress" after its time.
 */
async function finishIfExpired(ctx: AppContext, row: ApplicationRow, test: TestRow, now: Date) {
  const scored = await ctx.db.transaction().execute(async (trx) => {
    const attempt = await attemptRow(trx, row.id, true);
    if (!attempt || attempt.submitted_at !== null || !attemptExpired(attempt.deadline_at, now)) return null;
    return finish(trx, attempt, test, now);
  });
  if (scored) tellEmployer(ctx, await employerAccountsOf(ctx.db, row.organisation_id), row, scored);
}

async function applicationWithTest(db: Db, scope: ApplicationScope, applicationId: string) {
  const row = await reachableApplications(db, scope).where('job_applications.id', '=', applicationId).executeTakeFirst();
  if (!row) throw notFound();
  return { row, test: await testRow(db, row.vacancy_id) };
}

export async function applicantTest(ctx: AppContext, principal: Principal, applicationId: string, now = new Date()): Promise<ApplicantTestView> {
  const { row, test } = await applicationWithTest(ctx.db, { relation: 'applicant', accountId: principal.accountId }, applicationId);
  if (!test) throw notFound();
  await finishIfExpired(ctx, row, test, now);
  const attempt = await attemptRow(ctx.db, applicationId);
  const running = attempt !== undefined && attempt.submitted_at === null;
  return {
    applicationId,
    vacancy: { id: row.vacancy_id, title: row.title, company: row.legal_name },
    withdrawn: row.withdrawn_at !== null,
    test: {
      title: test.title,
      durationMinutes: test.duration_minutes,
      passMark: test.pass_mark,
      questionCount: test.questions.length,
      questions: running ? applicantQuestions(test.questions) : [],
    },
    attempt: attempt
      ? {
          state: running ? 'in-progress' : 'submitted',
          startedAt: iso(attempt.started_at),
          deadlineAt: iso(attempt.deadline_at),
          timeLeftMs: running ? timeLeftMs(attempt.deadline_at, now) : 0,
          submittedAt: attempt.submitted_at === null ? null : iso(attempt.submitted_at),
          answers: attempt.answers,
          result: scoreOf(attempt),
        }
      : null,
  };
}

/** The one attempt, created on the first start with its deadline fixed; a later start changes nothing. */
export async function startTest(ctx: AppContext, principal: Principal, applicationId: string, now = new Date()) {
  await ctx.db.transaction().execute(async (trx) => {
    const scope: ApplicationScope = { relation: 'applicant', accountId: principal.accountId };
    const row = await reachableApplications(trx, scope)
      .where('job_applications.id', '=', applicationId)
      .forUpdate('job_applications')
      .executeTakeFirst();
    if (!row || row.withdrawn_at !== null) throw notFound();
    const test = await testRow(trx, row.vacancy_id);
    if (!test) throw notFound();
    await trx
      .insertInto('job_test_attempts')
      .values({
        application_id: applicationId,
        vacancy_id: row.vacancy_id,
        started_at: now,
        deadline_at: new Date(now.getTime() + test.duration_minutes * 60_000),
      })
      .onConflict((c) => c.column('application_id').doNothing())
      .execute();
  });
}

async function runningAttempt(trx: Db, principal: Principal, applicationId: string) {
  const { row, test } = await applicationWithTest(trx, { relation: 'applicant', accountId: principal.accountId }, applicationId);
  if (!test) throw notFound();
  const attempt = await attemptRow(trx, applicationId, true);
  if (!attempt) throw conflict('notStarted');
  if (attempt.submitted_at !== null) throw conflict('alreadySubmitted');
  return { row, test, attempt };
}

function merged(test: TestRow, attempt: AttemptRow, answers: ScreeningAnswers): ScreeningAnswers {
  const clean = cleanAnswers(test.questions, answers);
  if (!clean) throw new HttpError(400, 'screeningTests.errors.unknownQuestion');
  return { ...attempt.answers, ...clean };
}

/** Saves answers (merged into the saved ones) while the time runs; 409 once it has run out or after submitting. */
export async function saveAnswers(db: Db, principal: Principal, applicationId: string, answers: ScreeningAnswers, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const { test, attempt } = await runningAttempt(trx, principal, applicationId);
    if (attemptExpired(attempt.deadline_at, now)) throw conflict('timeUp');
    await trx
      .updateTable('job_test_attempts')
      .set({ answers: JSON.stringify(merged(test, attempt, answers)) })
      .where('application_id', '=', applicationId)
      .execute();
  });
}

/**
 * Hands the attempt in and scores it here. Answers sent with it count while the time runs; past the deadline only
 * what was saved counts. A second submit is 409.
 */
export async function submitTest(
  ctx: AppContext,
  principal: Principal,
  applicationId: string,
  answers: ScreeningAnswers | undefined,
  now = new Date(),
) {
  const { row, scored } = await ctx.db.transaction().execute(async (trx) => {
    const { row, test, attempt } = await runningAttempt(trx, principal, applicationId);
    const final = answers && !attemptExpired(attempt.deadline_at, now) ? { ...attempt, answers: merged(test, attempt, answers) } : attempt;
    if (final !== attempt) {
      await trx
        .updateTable('job_test_attempts')
        .set({ answers: JSON.stringify(final.answers) })
        .where('application_id', '=', applicationId)
        .execute();
    }
    return { row, scored: await finish(trx, final, test, now) };
  });
  tellEmployer(ctx, await employerAccountsOf(ctx.db, row.organisation_id), row, scored);
}

/** The employer's view of a candidate's attempt: the score and each question's answer against the key. */
export async function testResult(
  ctx: AppContext,
  organisationIds: readonly string[],
  applicationId: string,
  now = new Date(),
): Promise<TestResultView> {
  const { row, test } = await applicationWithTest(ctx.db, { relation: 'employer', organisationIds }, applicationId);
  if (!test) return { test: null, attempt: null };
  await finishIfExpired(ctx, row, test, now);
  const attempt = await attemptRow(ctx.db, applicationId);
  const summary = { title: test.title, durationMinutes: test.duration_minutes, passMark: test.pass_mark, questionCount: test.questions.length };
  if (!attempt) return { test: summary, attempt: null };
  const { results } = scoreScreening({ passMark: test.pass_mark, questions: test.questions }, attempt.answers);
  return {
    test: summary,
    attempt: {
      state: attempt.submitted_at === null ? 'in-progress' : 'submitted',
      startedAt: iso(attempt.started_at),
      deadlineAt: iso(attempt.deadline_at),
      submittedAt: attempt.submitted_at === null ? null : iso(attempt.submitted_at),
      result: scoreOf(attempt),
      questions: test.questions.map((question, index) => ({
        id: question.id,
        text: question.text,
        options: question.options,
        correctOptions: question.correct,
        chosen: results[index]!.chosen,
        correct: results[index]!.correct,
      })),
    },
  };
}
