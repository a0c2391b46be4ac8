import type { RoleName } from '@core/rules/roles';
import { jakartaDate } from '@core/learning/trainerStats';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { badRequest } from '../../../platform/httpError';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { classIdsOfTrainer } from '../access';
import { trainerFeedback } from './trainerDashboardFeedback';
import {
  calendarSchedule,
  courseAggregate,
  courseLookup,
  enrolledLearners,
  myCourse,
  myCourses,
  type MyCourseFilter,
} from './trainerDashboardQueries';
import {
  aggregateAnswer,
  calendarAnswer,
  calendarQuery,
  feedbackQuery,
  feedbackAnswer,
  idParams,
  learnersAnswer,
  learnersQuery,
  lookupAnswer,
  myCourseAnswer,
  myCourseQuery,
  myCoursesAnswer,
  pagingOf,
  type CalendarQuery,
} from './trainerDashboardSchemas';

/** SPEC 6: trainers use the single-trainer endpoints; both trainer roles teach classes. */
export const TRAINER_ROLES: readonly RoleName[] = ['Trainer', 'Trainer Staff'];
const trainers = { policy: TRAINER_ROLES } as const;

/** The calendar's month (default: this month in Jakarta) and SPEC 7's limit (default 5). */
export function calendarMonth(query: CalendarQuery, now: Date) {
  const [thisYear, thisMonth] = jakartaDate(now).split('-').map(Number) as [number, number];
  return { year: Number(query.year ?? thisYear), month: Number(query.month ?? thisMonth), limit: Number(query.limit ?? 5) };
}

/** SPEC 3's filter as the queries take it: a start date the pattern lets through but no calendar has (02-31) is a 400. */
export function courseFilterOf<Q extends MyCourseFilter>(query: Q): Q {
  const day = query.startDate;
  if (day && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw badRequest('startDate', { startDate: 'trainerDashboard.errors.startDate' });
  }
  return query;
}

/**
 * SPEC 7's trainer calls (/api/main/trainer-dashboard/...) and the reads behind the trainer's unlisted pages
 * (enrolled, feedback, certification-list): always over the classes the caller teaches; another class is 404.
 */
export async function trainerDashboardRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const now = () => new Date();
  const scope = (request: Parameters<typeof principalOf>[0]) => classIdsOfTrainer(db, principalOf(request).accountId);
  const BASE = '/trainer-dashboard';

  app.get(
    `${BASE}/calendar-schedule`,
    { config: trainers, schema: { querystring: calendarQuery, response: calendarAnswer } },
    async (request, reply) => envelope(request, reply, await calendarSchedule(db, await scope(request), calendarMonth(request.query, now()), now())),
  );

  app.get(`${BASE}/list-course/aggregate`, { config: trainers, schema: { response: aggregateAnswer } }, async (request, reply) =>
    envelope(request, reply, await courseAggregate(db, await scope(request), now())),
  );

  app.get(`${BASE}/my-course`, { config: trainers, schema: { querystring: myCourseQuery, response: myCoursesAnswer } }, async (request, reply) =>
    envelope(request, reply, await myCourses(db, await scope(request), courseFilterOf(request.query), pagingOf(request.query), now())),
  );

  app.get(`${BASE}/my-course/:id`, { config: trainers, schema: { params: idParams, response: myCourseAnswer } }, async (request, reply) =>
    envelope(request, reply, await myCourse(db, await scope(request), request.params.id, now())),
  );

  app.get(
    `${BASE}/my-course/:id/list-enrolled`,
    { config: trainers, schema: { params: idParams, querystring: learnersQuery, response: learnersAnswer } },
    async (request, reply) =>
      envelope(
        request,
        reply,
        await enrolledLearners(db, await scope(request), { classId: request.params.id, keyword: request.query.keyword }, pagingOf(request.query)),
      ),
  );

  app.get(`${BASE}/lookup/course`, { config: trainers, schema: { response: lookupAnswer } }, async (request, reply) =>
    envelope(request, reply, await courseLookup(db, await scope(request))),
  );

  app.get(`${BASE}/enrolled`, { config: trainers, schema: { querystring: learnersQuery, response: learnersAnswer } }, async (request, reply) =>
    envelope(request, reply, await enrolledLearners(db, await scope(request), { keyword: request.query.keyword }, pagingOf(request.query))),
  );

  app.get(
    `${BASE}/certification-list`,
    { config: trainers, schema: { querystring: learnersQuery, response: learnersAnswer } },
    async (request, reply) =>
      envelope(
        request,
        reply,
        await enrolledLearners(db, await scope(request), { keyword: request.query.keyword, completedOnly: true }, pagingOf(request.query)),
      ),
  );

  app.get(`${BASE}/feedback`, { config: trainers, schema: { querystring: feedbackQuery, response: feedbackAnswer } }, async (request, reply) =>
    envelope(request, reply, await trainerFeedback(db, await scope(request), pagingOf(request.query), request.query.classId)),
  );
}
