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
  const { progress, becameDone } = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('scorm_attempts')
      .values({
        learner_course_id: learnerCourse.id,
        activity_id: activityId,
        attempt: ATTEMPT,
        cmi: serialized,
        completion: outcome.completion,
        success: outcome.success,
        score: outcome.score,
      })
      .onConflict((conflict) =>
        conflict.columns(['learner_course_id', 'activity_id', 'attempt']).doUpdateSet({
          cmi: serialized,
          completion: outcome.completion,
          success: outcome.success,
          score: outcome.score,
          updated_at: sql<Date>`now()`,
        }),
      )
      .execute();
    const before = await trx
      .selectFrom('activity_progress')
      .select(['is_done', 'score'])
      .where('learner_course_id', '=', learnerCourse.id)
      .where('activity_id', '=', activityId)
      .forUpdate()
      .executeTakeFirst();
    if (!outcome.isDone && outcome.score === null) return { progress: before, becameDone: false };
    const after = await trx
      .insertInto('activity_progress')
      .values({
        learner_course_id: learnerCourse.id,
        activity_id: activityId,
        is_done: outcome.isDone,
        score: outcome.score,
        done_at: outcome.isDone ? new Date() : null,
      })
      .onConflict((conflict) =>
        conflict.columns(['learner_course_id', 'activity_id']).doUpdateSet({
          is_done: sql<boolean>`activity_progress.is_done or excluded.is_done`,
          score: sql<number>`greatest(activity_progress.score, excluded.score)`,
          done_at: sql<Date>`coalesce(activity_progress.done_at, excluded.done_at)`,
          updated_at: sql<Date>`now()`,
        }),
      )
      .returning(['is_done', 'score'])
      .executeTakeFirstOrThrow();
    return { progress: after, becameDone: after.is_done && !before?.is_done };
  });
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
