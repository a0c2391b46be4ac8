import { sql } from 'kysely';
import { Type } from 'typebox';
import { Envelope, Nullable } from '@core/contract/common';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import { envelope } from '../../../platform/envelope';
import { areaPolicy } from '../../../platform/menus';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { ensureLearnerCourse } from '../access';

/**
 * A learner's rating (1..5) and comment on a course they follow (SPEC 3's totalRating and avgRating):
 * one per learner and course, editable. courses.rating_total and rating_count move in the same transaction as the
 * feedback, by the difference it makes, so two learners rating at once both count (docs/decisions/2026-11-26-learning.md).
 */

export const MAX_FEEDBACK_COMMENT = 2000;
const learner = { policy: areaPolicy('member', 'kompetensi') } as const;

const params = Type.Object(
  { courseId: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }) },
  { additionalProperties: false },
);
const body = Type.Object(
  { rating: Type.Integer({ minimum: 1, maximum: 5 }), comment: Type.Optional(Type.String({ maxLength: MAX_FEEDBACK_COMMENT })) },
  { additionalProperties: false },
);
const answer = {
  200: Envelope(
    Type.Object(
      {
        rating: Nullable(Type.Integer()),
        comment: Type.String(),
        updatedAt: Nullable(Type.String()),
        ratingCount: Type.Integer(),
        averageRating: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
      },
      { additionalProperties: false },
    ),
  ),
} as const;

async function feedbackView(db: Db, accountId: string, courseId: string) {
  const [own, course] = await Promise.all([
    db
      .selectFrom('course_feedback')
      .select(['rating', 'comment', 'updated_at'])
      .where('course_id', '=', courseId)
      .where('account_id', '=', accountId)
      .executeTakeFirst(),
    db.selectFrom('courses').select(['rating_total', 'rating_count']).where('id', '=', courseId).executeTakeFirstOrThrow(),
  ]);
  return {
    rating: own?.rating ?? null,
    comment: own?.comment ?? '',
    updatedAt: own ? new Date(own.updated_at).toISOString() : null,
    ratingCount: course.rating_count,
    averageRating: course.rating_count > 0 ? Math.round((course.rating_total / course.rating_count) * 10) / 10 : null,
  };
}

/** Saves the learner's feedback and moves the course's totals by what it changes, in one transaction. */
export async function saveFeedback(db: Db, accountId: string, courseId: string, rating: number, comment: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('course_feedback')
      .values({ course_id: courseId, account_id: accountId, rating, comment })
      .onConflict((conflict) => conflict.columns(['course_id', 'account_id']).doNothing())
      .returning('rating')
      .executeTakeFirst();
    let totalDelta = rating;
    let countDelta = 1;
    if (!inserted) {
      // The row exists: lock it, so a second save by the same learner waits and sees this one's rating.
      const previous = await trx
        .selectFrom('course_feedback')
        .select('rating')
        .where('course_id', '=', courseId)
        .where('account_id', '=', accountId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('course_feedback')
        .set({ rating, comment, updated_at: new Date() })
        .where('course_id', '=', courseId)
        .where('account_id', '=', accountId)
        .execute();
      totalDelta = rating - previous.rating;
      countDelta = 0;
    }
    await trx
      .updateTable('courses')
      .set({ rating_total: sql`rating_total + ${totalDelta}`, rating_count: sql`rating_count + ${countDelta}` })
      .where('id', '=', courseId)
      .execute();
  });
}

export async function feedbackRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const PATH = '/kompetensi/courses/:courseId/feedback';

  app.get(PATH, { config: learner, schema: { params, response: answer } }, async (request, reply) => {
    const { accountId } = principalOf(request);
    await ensureLearnerCourse(db, accountId, request.params.courseId);
    return envelope(request, reply, await feedbackView(db, accountId, request.params.courseId));
  });

  app.put(PATH, { config: learner, schema: { params, body, response: answer } }, async (request, reply) => {
    const { accountId } = principalOf(request);
    await ensureLearnerCourse(db, accountId, request.params.courseId);
    await saveFeedback(db, accountId, request.params.courseId, request.body.rating, (request.body.comment ?? '').trim());
    return envelope(request, reply, await feedbackView(db, accountId, request.params.courseId), 'calendarForum.feedback.saved');
  });
}
