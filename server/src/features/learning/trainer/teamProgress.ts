import type { Db } from '../../../db/connect';
import { watchedTraineeIds } from '../access';
import { progressOf } from './trainerDashboardQueries';

/**
 * The supervisor's and manager's team view: each trainee they watch with their courses (class, trainer, progress,
 * completion, last activity), quiz results (best score per quiz, how many passed), graded OJT tasks and the next
 * session of their class. Trainees without a course are listed too, so the team is complete.
 */
export async function teamProgress(db: Db, accountId: string, now: Date) {
  const traineeIds = await watchedTraineeIds(db, accountId);
  const [trainees, courses] = await Promise.all([
    db
      .selectFrom('accounts')
      .innerJoin('users', 'users.id', 'accounts.user_id')
      .select(['accounts.id as accountId', 'users.fullname as name', 'users.email'])
      .where('accounts.id', 'in', traineeIds)
      .orderBy('users.fullname')
      .execute(),
    db
      .selectFrom('learner_courses')
      .innerJoin('courses', 'courses.id', 'learner_courses.course_id')
      .leftJoin('course_classes', 'course_classes.id', 'learner_courses.class_id')
      .leftJoin('accounts as trainer', 'trainer.id', 'course_classes.trainer_account_id')
      .leftJoin('users as trainer_user', 'trainer_user.id', 'trainer.user_id')
      .select((eb) => [
        'learner_courses.id as learnerCourseId',
        'learner_courses.account_id as accountId',
        'learner_courses.course_id as courseId',
        'learner_courses.version',
        'courses.title as courseName',
        'course_classes.id as classId',
        'course_classes.name as className',
        'trainer_user.fullname as trainerName',
        'learner_courses.started_at as startedAt',
        'learner_courses.completed_at as completedAt',
        eb
          .selectFrom('activity_progress')
          .select((inner) => inner.fn.max('activity_progress.updated_at').as('at'))
          .whereRef('activity_progress.learner_course_id', '=', 'learner_courses.id')
          .as('lastProgressAt'),
        eb
          .selectFrom('ojt_submissions')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('ojt_submissions.learner_course_id', '=', 'learner_courses.id')
          .where('ojt_submissions.passed', '=', true)
          .as('ojtPassed'),
      ])
      .where('learner_courses.account_id', 'in', traineeIds)
      .orderBy('courses.title')
      .execute(),
  ]);
  const learnerCourseIds = courses.map((course) => course.learnerCourseId);
  const classIds = [...new Set(courses.flatMap((course) => (course.classId ? [course.classId] : [])))];
  const [progress, quizzes, sessions] = await Promise.all([
    progressOf(db, courses),
    learnerCourseIds.length
      ? db
          .selectFrom('quiz_attempts')
          .select((eb) => [
            'learner_course_id as learnerCourseId',
            'activity_id as activityId',
            eb.fn.max('score').as('bestScore'),
            eb.fn.countAll<string>().as('attempts'),
            eb.fn.max(eb.cast<number>('passed', 'integer')).as('passed'),
          ])
          .where('learner_course_id', 'in', learnerCourseIds)
          .where('submitted_at', 'is not', null)
          .groupBy(['learner_course_id', 'activity_id'])
          .orderBy('activity_id')
          .execute()
      : [],
    classIds.length
      ? db
          .selectFrom('class_sessions')
          .select(['class_id as classId', 'title', 'starts_at as startsAt', 'ends_at as endsAt', 'place', 'online_url as onlineUrl'])
          .where('class_id', 'in', classIds)
          .where('ends_at', '>=', now)
          .orderBy('starts_at')
          .execute()
      : [],
  ]);
  const nextSession = new Map<string, (typeof sessions)[number]>();
  for (const session of sessions) if (!nextSession.has(session.classId)) nextSession.set(session.classId, session);
  return {
    items: trainees.map((trainee) => ({
      ...trainee,
      courses: courses
        .filter((course) => course.accountId === trainee.accountId)
        .map((course) => {
          const next = course.classId ? nextSession.get(course.classId) : undefined;
          return {
            courseId: course.courseId,
            courseName: course.courseName,
            classId: course.classId,
            className: course.className,
            trainerName: course.trainerName,
            progress: progress.get(course.learnerCourseId) ?? 0,
            completed: course.completedAt !== null,
            completedAt: course.completedAt?.toISOString() ?? null,
            lastActivityAt: new Date(course.lastProgressAt ?? course.startedAt).toISOString(),
            ojtPassed: Number(course.ojtPassed ?? 0),
            quizzes: quizzes
              .filter((quiz) => quiz.learnerCourseId === course.learnerCourseId)
              .map((quiz) => ({
                activityId: quiz.activityId,
                bestScore: quiz.bestScore === null ? null : Math.round(Number(quiz.bestScore)),
                attempts: Number(quiz.attempts),
                passed: Number(quiz.passed ?? 0) === 1,
              })),
            nextSession: next
              ? {
                  title: next.title,
                  startsAt: next.startsAt.toISOString(),
                  endsAt: next.endsAt.toISOString(),
                  place: next.place,
                  onlineUrl: next.onlineUrl,
                }
              : null,
          };
        }),
    })),
  };
}
