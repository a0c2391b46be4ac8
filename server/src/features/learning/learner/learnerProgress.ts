import { sql } from 'kysely';
import { boundedSeconds, mergePosition, positionCompletes, progressPercent, type ActivityPosition } from '@core/learning/completion';
import { activityOf } from '@core/learning/courseDocument';
import type { ProgressAnswer, ProgressReport } from '@core/learning/learnerViews';
import type { Db } from '../../../db/connect';
import { HttpError } from '../../../platform/httpError';
import type { LearnerCourse } from '../access';
import { learnerVersionDocument } from './learnerDocuments';
import { refreshCompletion } from './completionState';
import { progressView } from './learnerQueries';

/** Kinds whose position the player reports (where to resume); the others only add time. */
const POSITIONED_KINDS = new Set(['pdf', 'pptx', 'video']);

/** A report may add no more seconds than have passed since the previous one (plus a little for the network). */
const CLOCK_SLACK_SECONDS = 5;

/**
 * A progress report from the player: adds the time spent (bounded per report and by the time since the last one, so
 * a replayed or hurried report cannot inflate it), keeps where the learner is, and marks a PDF, PPTX or video done
 * by the completion rules (packages/core/src/learning/completion.ts). Done stays done.
 */
export async function reportProgress(db: Db, learnerCourse: LearnerCourse, activityId: string, report: ProgressReport): Promise<ProgressAnswer> {
  const document = await learnerVersionDocument(db, learnerCourse.courseId, learnerCourse.version);
  const activity = activityOf(document, activityId);
  if (!activity) throw new HttpError(404, 'learner.errors.activityNotFound');

  const answer = await db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('activity_progress')
      .select(['is_done', 'seconds_spent', 'position', 'updated_at', sql<Date>`now()`.as('now')])
      .where('learner_course_id', '=', learnerCourse.id)
      .where('activity_id', '=', activityId)
      .forUpdate()
      .executeTakeFirst();
    const elapsed = stored ? Math.max(0, Math.ceil((stored.now.getTime() - stored.updated_at.getTime()) / 1000)) + CLOCK_SLACK_SECONDS : Infinity;
    const seconds = Math.min(boundedSeconds(report.seconds), elapsed);
    const position =
      POSITIONED_KINDS.has(activity.kind) && report.position
        ? mergePosition((stored?.position as ActivityPosition | null) ?? null, report.position)
        : ((stored?.position as ActivityPosition | null) ?? null);
    const nowDone = !stored?.is_done && positionCompletes(activity.kind, position);
    const values = {
      seconds_spent: (stored?.seconds_spent ?? 0) + seconds,
      position: position === null ? null : JSON.stringify(position),
      updated_at: sql<Date>`now()`,
      ...(nowDone ? { is_done: true, done_at: sql<Date>`now()` } : {}),
    };
    const row = stored
      ? await trx
          .updateTable('activity_progress')
          .set(values)
          .where('learner_course_id', '=', learnerCourse.id)
          .where('activity_id', '=', activityId)
          .returning(['activity_id', 'is_done', 'seconds_spent', 'position', 'score', 'done_at'])
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('activity_progress')
          .values({ learner_course_id: learnerCourse.id, activity_id: activityId, ...values })
          // Two first reports at once: the second adds its time to the first's row.
          .onConflict((conflict) =>
            conflict.columns(['learner_course_id', 'activity_id']).doUpdateSet({
              seconds_spent: sql<number>`activity_progress.seconds_spent + excluded.seconds_spent`,
              position: sql`excluded.position`,
              updated_at: sql<Date>`now()`,
            }),
          )
          .returning(['activity_id', 'is_done', 'seconds_spent', 'position', 'score', 'done_at'])
          .executeTakeFirstOrThrow();
    return { row, nowDone };
  });

  const completed = answer.nowDone ? await refreshCompletion(db, learnerCourse.id) : Boolean(learnerCourse.completedAt);
  const [done, state] = await Promise.all([
    db.selectFrom('activity_progress').select('activity_id').where('learner_course_id', '=', learnerCourse.id).where('is_done', '=', true).execute(),
    completed ? db.selectFrom('learner_courses').select('completed_at').where('id', '=', learnerCourse.id).executeTakeFirst() : undefined,
  ]);
  return {
    activityId,
    progress: progressView(answer.row),
    courseProgressPercent: completed ? 100 : progressPercent(document, new Set(done.map((row) => row.activity_id))),
    completedAt: state?.completed_at?.toISOString() ?? null,
  };
}
