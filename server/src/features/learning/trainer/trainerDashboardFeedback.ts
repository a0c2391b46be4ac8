import type { Db } from '../../../db/connect';
import { notFound } from '../../../platform/httpError';
import type { Paging } from './trainerDashboardQueries';

/**
 * The trainer's feedback page: the ratings and comments their own learners (placed in their classes) left on the
 * classes' courses, newest first, with each course's overall rating (SPEC 3's totalRating and avgRating, kept by the
 * feedback routes on courses.rating_total/rating_count).
 */
export async function trainerFeedback(db: Db, scope: string[], paging: Paging, classId?: string) {
  // One class's feedback (dashboard/{mycourse}/feedback) or all of the trainer's; another's class is 404.
  if (classId && !scope.includes(classId)) throw notFound();
  const classIds = classId ? [classId] : scope;
  const query = db
    .selectFrom('course_feedback')
    .innerJoin('learner_courses', (join) =>
      join
        .onRef('learner_courses.course_id', '=', 'course_feedback.course_id')
        .onRef('learner_courses.account_id', '=', 'course_feedback.account_id'),
    )
    .innerJoin('course_classes', 'course_classes.id', 'learner_courses.class_id')
    .innerJoin('courses', 'courses.id', 'course_feedback.course_id')
    .innerJoin('accounts', 'accounts.id', 'course_feedback.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .where('course_classes.id', 'in', classIds);
  const [rows, count, courses] = await Promise.all([
    query
      .select([
        'course_feedback.course_id as courseId',
        'courses.title as courseName',
        'course_classes.id as classId',
        'course_classes.name as className',
        'course_feedback.account_id as accountId',
        'users.fullname as name',
        'course_feedback.rating',
        'course_feedback.comment',
        'course_feedback.updated_at as updatedAt',
      ])
      .orderBy('course_feedback.updated_at', 'desc')
      .orderBy('course_feedback.account_id')
      .limit(paging.pageSize)
      .offset((paging.pageIndex - 1) * paging.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('course_classes')
      .innerJoin('courses', 'courses.id', 'course_classes.course_id')
      .select(['courses.id as courseId', 'courses.title as courseName', 'courses.rating_total as totalRating', 'courses.rating_count as ratingCount'])
      .distinct()
      .where('course_classes.id', 'in', classIds)
      .orderBy('courses.title')
      .execute(),
  ]);
  return {
    courses: courses.map((course) => ({
      ...course,
      avgRating: course.ratingCount ? Math.round((course.totalRating / course.ratingCount) * 10) / 10 : 0,
    })),
    items: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
    total: Number(count.n),
    ...paging,
  };
}
