import DataLoader from 'dataloader';
import { sql } from 'kysely';
import type { Db } from '../../../db/connect';

/**
 * Group commit for the quiz's hot path (the target: 1,000 submissions a second on PGlite). Each statement on
 * PGlite is a transaction of its own on one thread, and its fixed cost (protocol, planning, commit) dwarfs the rows'
 * work: measured, one read and one write per submit cost 8.2 ms where the same for 16 submits in one statement cost
 * 0.9 ms each (docs/performance.md). So the reads and the writes that arrive while the database is busy wait for the
 * end of the event loop's turn and go in one statement each; every caller still gets its own answer.
 */

/** Flushed in the loop's check phase, after every request that arrived in this poll phase had its turn. */
const batchScheduleFn = (flush: () => void) => setImmediate(flush);
const MAX_BATCH = 64;

export interface AttemptsKey {
  accountId: string;
  courseId: string;
  activityId: string;
}

/** One row of the learner's course joined with one of its attempts at the quiz (the attempt's columns null when none). */
export interface CourseAttemptRow {
  course_row_id: string;
  version: number;
  class_id: string | null;
  course_started_at: Date;
  completed_at: Date | null;
  certificate_number: string | null;
  id: string | null;
  attempt: number | null;
  question_order: unknown;
  answers: unknown;
  score: string | null;
  passed: boolean | null;
  started_at: Date | null;
  submitted_at: Date | null;
}

export interface AttemptScore {
  attemptId: string;
  learnerCourseId: string;
  /** The answers in the version's indexes, as JSON. */
  answers: string;
  score: number;
  passed: boolean;
  /**
   * When set, the attempt closes only if it started at most this many seconds ago (its time and the grace): a submit
   * that did not read the attempt lets the database judge the deadline. Null: the caller judged it.
   */
  withinSeconds: number | null;
}

/** One attempt as the write answers it (from its snapshot: the attempt it closes still shows open). */
export interface AttemptJson {
  id: string;
  attempt: number;
  question_order: unknown;
  answers: unknown;
  score: string | null;
  passed: boolean | null;
  started_at: string;
  submitted_at: string | null;
}

/**
 * Whether the write closed the attempt (false: it was closed already, or is not there), the activities done before
 * it, whether the course was complete, and the learner's attempts at the quiz: a submit answers from these without
 * reading first when it knows the attempt (quizQueries.ts).
 */
export interface ScoreWritten {
  closed: boolean;
  done: string[];
  courseCompleted: boolean;
  attempts: AttemptJson[];
}

async function readCourseAttempts(db: Db, keys: readonly AttemptsKey[]): Promise<CourseAttemptRow[][]> {
  const { rows } = await sql<CourseAttemptRow & { n: string }>`
    select k.n, lc.id as course_row_id, lc.version, lc.class_id, lc.started_at as course_started_at, lc.completed_at,
      lc.certificate_number, qa.id, qa.attempt, qa.question_order, qa.answers, qa.score, qa.passed, qa.started_at, qa.submitted_at
    from unnest(${keys.map((key) => key.accountId)}::uuid[], ${keys.map((key) => key.courseId)}::uuid[], ${keys.map((key) => key.activityId)}::text[])
      with ordinality as k(account_id, course_id, activity_id, n)
    join learner_courses lc on lc.account_id = k.account_id and lc.course_id = k.course_id
    left join quiz_attempts qa on qa.learner_course_id = lc.id and qa.activity_id = k.activity_id
    order by k.n, qa.attempt`.execute(db);
  const byKey = keys.map((): CourseAttemptRow[] => []);
  for (const { n, ...row } of rows) byKey[Number(n) - 1]!.push(row);
  return byKey;
}

/**
 * Closes the attempts still open and keeps, per learner's course and activity, the best score and a pass (never taken
 * back) in activity_progress; answers per attempt whether this write closed it and the activities done before it.
 * Grouped before the upsert: one statement may not update a progress row twice.
 */
async function writeScores(db: Db, scores: readonly AttemptScore[]): Promise<ScoreWritten[]> {
  const { rows } = await sql<{ n: string; closed: boolean; done: string[]; course_completed: boolean | null; attempts: AttemptJson[] }>`
    with input as (
      select * from unnest(
        ${scores.map((score) => score.attemptId)}::uuid[], ${scores.map((score) => score.learnerCourseId)}::uuid[],
        ${scores.map((score) => score.answers)}::jsonb[], ${scores.map((score) => score.score)}::numeric[],
        ${scores.map((score) => score.passed)}::boolean[], ${scores.map((score) => score.withinSeconds)}::integer[]
      ) with ordinality as i(attempt_id, learner_course_id, answers, score, passed, within_seconds, n)
    ), closed as (
      update quiz_attempts qa
      set answers = i.answers, score = i.score, passed = i.passed, submitted_at = now()
      from input i
      where qa.id = i.attempt_id and qa.learner_course_id = i.learner_course_id and qa.submitted_at is null
        and (i.within_seconds is null or qa.started_at >= now() - make_interval(secs => i.within_seconds))
      returning i.n, qa.learner_course_id, qa.activity_id, i.score, i.passed
    ), kept as (
      insert into activity_progress (learner_course_id, activity_id, score, is_done, done_at)
      select learner_course_id, activity_id, max(score), bool_or(passed), case when bool_or(passed) then now() end
      from closed group by learner_course_id, activity_id
      on conflict (learner_course_id, activity_id) do update set
        score = greatest(coalesce(activity_progress.score, 0), excluded.score),
        is_done = activity_progress.is_done or excluded.is_done,
        done_at = coalesce(activity_progress.done_at, excluded.done_at),
        updated_at = now()
    )
    select i.n, exists (select from closed c where c.n = i.n) as closed,
      array(
        select activity_id from activity_progress ap where ap.learner_course_id = i.learner_course_id and ap.is_done
        -- A pass of another quiz of the same course in this batch counts too (in a statement of its own it would).
        union select c.activity_id from closed c where c.learner_course_id = i.learner_course_id and c.passed and c.n <> i.n
      ) as done,
      (select lc.completed_at is not null from learner_courses lc where lc.id = i.learner_course_id) as course_completed,
      (
        select coalesce(json_agg(json_build_object('id', qa.id, 'attempt', qa.attempt, 'question_order', qa.question_order,
          'answers', qa.answers, 'score', qa.score::text, 'passed', qa.passed, 'started_at', qa.started_at,
          'submitted_at', qa.submitted_at) order by qa.attempt), '[]'::json)
        from quiz_attempts qa
        where qa.learner_course_id = i.learner_course_id
          and qa.activity_id = (select own.activity_id from quiz_attempts own where own.id = i.attempt_id)
      ) as attempts
    from input i order by i.n`.execute(db);
  return rows.map((row) => ({ closed: row.closed, done: row.done, courseCompleted: row.course_completed === true, attempts: row.attempts }));
}

interface QuizBatches {
  courseAttempts: DataLoader<AttemptsKey, CourseAttemptRow[]>;
  scores: DataLoader<AttemptScore, ScoreWritten>;
}

const batchesByDb = new WeakMap<Db, QuizBatches>();

/** The batchers of one database (each test's gateway has its own). No cache: every load is read or written anew. */
export function quizBatches(db: Db): QuizBatches {
  let batches = batchesByDb.get(db);
  if (!batches) {
    const options = { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn } as const;
    batches = {
      courseAttempts: new DataLoader((keys) => readCourseAttempts(db, keys), options),
      scores: new DataLoader((scores) => writeScores(db, scores), options),
    };
    batchesByDb.set(db, batches);
  }
  return batches;
}
