import { sql } from 'kysely';
import { activityOf } from '@core/learning/courseDocument';
import type { Db } from '../../db/connect';
import { HttpError, notFound } from '../../platform/httpError';
import { versionDocument, type LearnerCourse } from './access';
import { refreshCompletion } from './completionState';
import { cmiOutcome, MAX_CMI_BYTES, type ScormVersion } from './scormCmi';

/** One attempt per learner and activity: a relaunch resumes it (docs/decisions.md "SCORM runtime"). */
const ATTEMPT = 1;

export interface ScormState {
  version: ScormVersion;
  fileId: string;
  /** The stored CMI block as the runtime committed it ({cmi: {...}}): null before the first commit, and in a commit's answer. */
  cmi: Record<string, unknown> | null;
  completion: string | null;
  success: string | null;
  score: number | null;
  isDone: boolean;
}

/**
 * The activity of a version, by course, version and activity id. A published version and its files never change,
 * so what is read once holds (bounded; the runtime commits often and the lookup would otherwise read the whole
 * version document each time).
 */
const activityCache = new Map<string, { fileId: string; version: ScormVersion }>();
const ACTIVITY_CACHE_SIZE = 2000;

/** The learner's SCORM activity in their version and its package's SCORM version; 404 for any other activity. */
async function scormActivity(db: Db, learnerCourse: LearnerCourse, activityId: string) {
  const cacheKey = `${learnerCourse.courseId}:${learnerCourse.version}:${activityId}`;
  const cached = activityCache.get(cacheKey);
  if (cached) return cached;
  const document = await versionDocument(db, learnerCourse.courseId, learnerCourse.version);
  const activity = activityOf(document, activityId);
  if (!activity) throw notFound();
  if (activity.kind !== 'scorm' || !activity.fileId) throw new HttpError(404, 'scorm.errors.notScorm');
  const file = await db
    .selectFrom('learning_files')
    .select(['id', 'scorm_version'])
    .where('id', '=', activity.fileId)
    .where('course_id', '=', learnerCourse.courseId)
    .where('kind', '=', 'scorm')
    .executeTakeFirst();
  if (!file) throw new HttpError(404, 'scorm.errors.notScorm');
  const found = { fileId: file.id, version: (file.scorm_version === '2004' ? '2004' : '1.2') as ScormVersion };
  if (activityCache.size >= ACTIVITY_CACHE_SIZE) activityCache.delete(activityCache.keys().next().value as string);
  activityCache.set(cacheKey, found);
  return found;
}

const numeric = (value: string | number | null) => (value === null ? null : Number(value));

export async function scormState(db: Db, learnerCourse: LearnerCourse, activityId: string): Promise<ScormState> {
  const { fileId, version } = await scormActivity(db, learnerCourse, activityId);
  const [attempt, progress] = await Promise.all([
    db
      .selectFrom('scorm_attempts')
      .select(['cmi', 'completion', 'success', 'score'])
      .where('learner_course_id', '=', learnerCourse.id)
      .where('activity_id', '=', activityId)
      .where('attempt', '=', ATTEMPT)
      .executeTakeFirst(),
    db
      .selectFrom('activity_progress')
      .select(['is_done', 'score'])
      .where('learner_course_id', '=', learnerCourse.id)
      .where('activity_id', '=', activityId)
      .executeTakeFirst(),
  ]);
  return {
    version,
    fileId,
    cmi: (attempt?.cmi as Record<string, unknown> | undefined) ?? null,
    completion: attempt?.completion ?? null,
    success: attempt?.success ?? null,
    score: numeric(progress?.score ?? attempt?.score ?? null),
    isDone: progress?.is_done ?? false,
  };
}

/**
 * Stores a commit (LMSCommit / Commit, and the one at LMSFinish / Terminate) and what it says: a passed or completed
 * lesson marks the activity done with its best score, then the course's completion is refreshed. Done stays done.
 */
export async function commitScorm(db: Db, learnerCourse: LearnerCourse, activityId: string, block: Record<string, unknown>): Promise<ScormState> {
  const serialized = JSON.stringify(block);
  if (Buffer.byteLength(serialized) > MAX_CMI_BYTES) throw new HttpError(413, 'scorm.errors.cmiTooLarge');
  const { fileId, version } = await scormActivity(db, learnerCourse, activityId);
  const outcome = cmiOutcome(version, block);
  // One statement (one round trip, atomic): store the block, then, when it reports a status or a score, keep the
  // activity done (never taken back) with its best score. `before` is the progress as the statement found it: a
  // commit that makes the activity done refreshes the course's completion (two racing commits may both refresh,
  // which is harmless: refreshCompletion completes a course once).
  const reports = outcome.isDone || outcome.score !== null;
  const row = await sql<{ was_done: boolean | null; is_done: boolean | null; score: string | number | null }>`
    with saved as (
      insert into scorm_attempts (learner_course_id, activity_id, attempt, cmi, completion, success, score)
      values (${learnerCourse.id}::uuid, ${activityId}, ${ATTEMPT}::int, ${serialized}::jsonb, ${outcome.completion}, ${outcome.success}, ${outcome.score}::numeric)
      on conflict (learner_course_id, activity_id, attempt) do update set
        cmi = excluded.cmi, completion = excluded.completion, success = excluded.success, score = excluded.score, updated_at = now()
      returning learner_course_id
    ), before as (
      select is_done, score from activity_progress where learner_course_id = ${learnerCourse.id}::uuid and activity_id = ${activityId}
    ), after as (
      insert into activity_progress (learner_course_id, activity_id, is_done, score, done_at)
      select learner_course_id, ${activityId}, ${outcome.isDone}::boolean, ${outcome.score}::numeric, case when ${outcome.isDone}::boolean then now() end
      from saved where ${reports}::boolean
      on conflict (learner_course_id, activity_id) do update set
        is_done = activity_progress.is_done or excluded.is_done,
        score = greatest(activity_progress.score, excluded.score),
        done_at = coalesce(activity_progress.done_at, excluded.done_at),
        updated_at = now()
      returning is_done, score
    )
    select (select is_done from before) as was_done,
      coalesce((select is_done from after), (select is_done from before)) as is_done,
      case when exists (select 1 from after) then (select score from after) else (select score from before) end as score
  `.execute(db);
  const result = row.rows[0];
  const progress = result && result.is_done !== null ? { is_done: result.is_done, score: result.score } : undefined;
  const becameDone = Boolean(result?.is_done) && !result?.was_done;
  if (becameDone) await refreshCompletion(db, learnerCourse.id);
  // The caller holds the CMI it sent: the answer carries the outcome only (cmi null).
  return {
    version,
    fileId,
    cmi: null,
    completion: outcome.completion,
    success: outcome.success,
    score: numeric(progress?.score ?? outcome.score),
    isDone: progress?.is_done ?? false,
  };
}
