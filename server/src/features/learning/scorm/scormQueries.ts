import { sql } from 'kysely';
import { activityOf } from '@core/learning/courseDocument';
import type { ScormState } from '@core/learning/scorm';
import type { Db } from '../../../db/connect';
import { HttpError, notFound } from '../../../platform/httpError';
import { versionDocument, type LearnerCourse } from '../access';
import { refreshCompletion } from '../learner/completionState';
import { encodePackagePath } from '../media/mediaDelivery';
import { scormItems } from './scormCache';
import { cmiOutcome, MAX_CMI_BYTES, type ScormVersion } from './scormCmi';
import { launchableItems, type ScormItem } from './scormManifest';
import type { LearningStorage } from '../storage';

/** One attempt per learner and activity: a relaunch resumes it (docs/decisions/2026-11-26-learning.md, SCORM runtime). */
const ATTEMPT = 1;

interface ScormActivity {
  fileId: string;
  version: ScormVersion;
  items: ScormItem[];
  /** The launchable items' identifiers and their CMI keys ('' for the first: migration 0032). */
  keys: Map<string, string>;
  /** The CMI keys of the items that report (SCOs): the activity is done when each of them is. */
  scoKeys: string[];
  firstItemId: string;
}

/**
 * The activity of a version, by course, version and activity id. A published version and its files never change,
 * so what is read once holds (bounded; the runtime commits often and the lookup would otherwise read the whole
 * version document and the package's manifest each time).
 */
const activityCache = new Map<string, ScormActivity>();
const ACTIVITY_CACHE_SIZE = 2000;

/** The learner's SCORM activity in their version, its package's SCORM version and items; 404 for any other activity. */
async function scormActivity(db: Db, storage: LearningStorage, learnerCourse: LearnerCourse, activityId: string): Promise<ScormActivity> {
  const cacheKey = `${learnerCourse.courseId}:${learnerCourse.version}:${activityId}`;
  const cached = activityCache.get(cacheKey);
  if (cached) return cached;
  const document = await versionDocument(db, learnerCourse.courseId, learnerCourse.version);
  const activity = activityOf(document, activityId);
  if (!activity) throw notFound();
  if (activity.kind !== 'scorm' || !activity.fileId) throw new HttpError(404, 'scorm.errors.notScorm');
  const file = await db
    .selectFrom('learning_files')
    .select(['id', 'scorm_version', 'storage_key'])
    .where('id', '=', activity.fileId)
    .where('course_id', '=', learnerCourse.courseId)
    .where('kind', '=', 'scorm')
    .executeTakeFirst();
  if (!file) throw new HttpError(404, 'scorm.errors.notScorm');
  const items = await scormItems(storage, file);
  const launchable = launchableItems(items);
  const keys = new Map(launchable.map((item, index) => [item.identifier, index === 0 ? '' : item.identifier]));
  const found: ScormActivity = {
    fileId: file.id,
    version: file.scorm_version === '2004' ? '2004' : '1.2',
    items,
    keys,
    scoKeys: launchable.filter((item) => item.sco).map((item) => keys.get(item.identifier)!),
    firstItemId: launchable[0]!.identifier,
  };
  if (activityCache.size >= ACTIVITY_CACHE_SIZE) activityCache.delete(activityCache.keys().next().value as string);
  activityCache.set(cacheKey, found);
  return found;
}

/** The CMI key of a launchable item of the package; 404 for an identifier it does not have (or a folder). */
function keyOf(activity: ScormActivity, itemId: string): string {
  const key = activity.keys.get(itemId);
  if (key === undefined) throw notFound();
  return key;
}

const numeric = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * The learner's state of the activity: the package's items with their status, and the CMI block of one item: the
 * one asked for, else the one the learner used last (resume), else the first.
 */
export async function scormState(
  db: Db,
  storage: LearningStorage,
  learnerCourse: LearnerCourse,
  activityId: string,
  itemId?: string,
): Promise<ScormState> {
  const activity = await scormActivity(db, storage, learnerCourse, activityId);
  const asked = itemId === undefined ? undefined : keyOf(activity, itemId);
  const [attempts, progress] = await Promise.all([
    db
      .selectFrom('scorm_attempts')
      .select(['item_id', 'completion', 'success', 'score', 'updated_at'])
      .where('learner_course_id', '=', learnerCourse.id)
      .where('activity_id', '=', activityId)
      .where('attempt', '=', ATTEMPT)
      .orderBy('updated_at', 'desc')
      .execute(),
    db
      .selectFrom('activity_progress')
      .select(['is_done', 'score'])
      .where('learner_course_id', '=', learnerCourse.id)
      .where('activity_id', '=', activityId)
      .executeTakeFirst(),
  ]);
  const byKey = new Map(attempts.map((row) => [row.item_id, row]));
  const identifierOf = new Map([...activity.keys].map(([identifier, key]) => [key, identifier]));
  // The last item used, when the package still has it (rows of items it no longer lists are kept, not shown).
  const resumed = attempts.find((row) => identifierOf.has(row.item_id))?.item_id;
  const key = asked ?? resumed ?? '';
  const chosen = byKey.get(key);
  const cmi = chosen
    ? await db
        .selectFrom('scorm_attempts')
        .select('cmi')
        .where('learner_course_id', '=', learnerCourse.id)
        .where('activity_id', '=', activityId)
        .where('attempt', '=', ATTEMPT)
        .where('item_id', '=', key)
        .executeTakeFirst()
    : undefined;
  return {
    version: activity.version,
    fileId: activity.fileId,
    itemId: identifierOf.get(key) ?? activity.firstItemId,
    items: activity.items.map((item) => {
      const itemKey = activity.keys.get(item.identifier);
      const row = itemKey === undefined ? undefined : byKey.get(itemKey);
      return {
        id: item.identifier,
        title: item.title,
        level: item.level,
        href: item.launch === null ? null : encodePackagePath(item.launch),
        sco: item.sco,
        completion: row?.completion ?? null,
        success: row?.success ?? null,
        score: numeric(row?.score ?? null),
      };
    }),
    cmi: (cmi?.cmi as ScormState['cmi'] | undefined) ?? null,
    completion: chosen?.completion ?? null,
    success: chosen?.success ?? null,
    score: numeric(progress?.score ?? null),
    isDone: progress?.is_done ?? false,
  };
}

/** SCORM's "this item is done", on a stored row: passed, or completed and not failed (scormCmi.ts's rule). */
const ROW_DONE = sql`(success = 'passed' or (completion = 'completed' and coalesce(success, '') <> 'failed'))`;

/**
 * Stores a commit of one item (LMSCommit / Commit, and the one at LMSFinish / Terminate; no item: the first) and
 * what it says: the activity is done when every SCO of the package is completed or passed (this commit's item and
 * the others' stored rows), with the best score any item reported (Moodle's "highest grade"); then the course's
 * completion is refreshed. Done stays done.
 */
export async function commitScorm(
  db: Db,
  storage: LearningStorage,
  learnerCourse: LearnerCourse,
  activityId: string,
  block: Record<string, unknown>,
  itemId?: string,
): Promise<ScormState> {
  const serialized = JSON.stringify(block);
  if (Buffer.byteLength(serialized) > MAX_CMI_BYTES) throw new HttpError(413, 'scorm.errors.cmiTooLarge');
  const activity = await scormActivity(db, storage, learnerCourse, activityId);
  const key = itemId === undefined ? '' : keyOf(activity, itemId);
  const outcome = cmiOutcome(activity.version, block);
  // The other SCOs must be done already: read in the same statement (a one-SCO package needs no read). Two items of
  // one learner committing at the same instant may each miss the other's; the next commit of either settles it.
  const others = activity.scoKeys.filter((sco) => sco !== key);
  const thisDone = activity.scoKeys.includes(key) ? outcome.isDone : true;
  const othersDone = others.length
    ? sql<boolean>`(select count(*) from scorm_attempts where learner_course_id = ${learnerCourse.id}::uuid and activity_id = ${activityId}
        and attempt = ${ATTEMPT}::int and item_id in (select jsonb_array_elements_text(${JSON.stringify(others)}::jsonb)) and ${ROW_DONE}) = ${others.length}::int`
    : sql<boolean>`true`;
  const done = sql<boolean>`(${thisDone}::boolean and ${othersDone})`;
  // One statement (one round trip, atomic): store the block, then, when it reports a status or a score, keep the
  // activity done (never taken back) with its best score. `before` is the progress as the statement found it: a
  // commit that makes the activity done refreshes the course's completion (two racing commits may both refresh,
  // which is harmless: refreshCompletion completes a course once).
  const reports = outcome.isDone || outcome.score !== null;
  const row = await sql<{ was_done: boolean | null; is_done: boolean | null; score: string | number | null }>`
    with saved as (
      insert into scorm_attempts (learner_course_id, activity_id, attempt, item_id, cmi, completion, success, score)
      values (${learnerCourse.id}::uuid, ${activityId}, ${ATTEMPT}::int, ${key}, ${serialized}::jsonb, ${outcome.completion}, ${outcome.success}, ${outcome.score}::numeric)
      on conflict (learner_course_id, activity_id, attempt, item_id) do update set
        cmi = excluded.cmi, completion = excluded.completion, success = excluded.success, score = excluded.score, updated_at = now()
      returning learner_course_id
    ), before as (
      select is_done, score from activity_progress where learner_course_id = ${learnerCourse.id}::uuid and activity_id = ${activityId}
    ), after as (
      insert into activity_progress (learner_course_id, activity_id, is_done, score, done_at)
      select learner_course_id, ${activityId}, ${done}, ${outcome.score}::numeric, case when ${done} then now() end
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
  // The caller holds the CMI it sent: the answer carries the outcome only (cmi null, no items).
  return {
    version: activity.version,
    fileId: activity.fileId,
    itemId: itemId ?? activity.firstItemId,
    cmi: null,
    completion: outcome.completion,
    success: outcome.success,
    score: numeric(progress?.score ?? outcome.score),
    isDone: progress?.is_done ?? false,
  };
}
