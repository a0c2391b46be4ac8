import type { FastifyRequest } from 'fastify';
import type { RoleName } from '@core/rules/roles';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { chosenTrainers, watchedClassIds } from './spvManagerScope';
import { teamProgress } from './teamProgress';
import { calendarSchedule, courseAggregate, courseLookup, myCourse, myCourses } from './trainerDashboardQueries';
import { calendarMonth, courseFilterOf } from './memberDashboardRoutes';
import {
  aggregateAnswer,
  calendarAnswer,
  idParams,
  lookupAnswer,
  myCourseAnswer,
  myCoursesAnswer,
  pagingOf,
  spvCalendarQuery,
  spvMyCourseQuery,
  spvScopeQuery,
  teamAnswer,
} from './trainerDashboardSchemas';

/** SPEC 6: supervisors and managers use their own trainer-dashboard endpoints, over several trainers. */
export const WATCHER_ROLES: readonly RoleName[] = ['Trainee SPV', 'Trainee Manager'];
const watchers = { policy: WATCHER_ROLES } as const;

/**
 * SPEC 7's trainer-dashboard-spv-manager calls: the same reads as the trainer's over the classes where the caller's
 * trainees learn, narrowed by profileTrainerIds (the key repeated; 0 or none = all their trainers), and the team view.
 */
export async function spvManagerRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const BASE = '/trainer-dashboard-spv-manager';
  const scope = (request: FastifyRequest, trainers?: string | readonly string[]) =>
    watchedClassIds(db, principalOf(request).accountId, chosenTrainers(trainers));

  app.get(
    `${BASE}/calendar-schedule`,
    { config: watchers, schema: { querystring: spvCalendarQuery, response: calendarAnswer } },
    async (request, reply) => {
      const now = new Date();
      return envelope(
        request,
        reply,
        await calendarSchedule(db, await scope(request, request.query.profileTrainerIds), calendarMonth(request.query, now), now),
      );
    },
  );

  app.get(
    `${BASE}/list-course/aggregate`,
    { config: watchers, schema: { querystring: spvScopeQuery, response: aggregateAnswer } },
    async (request, reply) => envelope(request, reply, await courseAggregate(db, await scope(request, request.query.profileTrainerIds), new Date())),
  );

  app.get(`${BASE}/my-course`, { config: watchers, schema: { querystring: spvMyCourseQuery, response: myCoursesAnswer } }, async (request, reply) =>
    envelope(
      request,
      reply,
      await myCourses(db, await scope(request, request.query.profileTrainerIds), courseFilterOf(request.query), pagingOf(request.query), new Date()),
    ),
  );

  app.get(`${BASE}/my-course/:id`, { config: watchers, schema: { params: idParams, response: myCourseAnswer } }, async (request, reply) =>
    envelope(request, reply, await myCourse(db, await scope(request), request.params.id, new Date())),
  );

  app.get(`${BASE}/lookup/course`, { config: watchers, schema: { querystring: spvScopeQuery, response: lookupAnswer } }, async (request, reply) =>
    envelope(request, reply, await courseLookup(db, await scope(request, request.query.profileTrainerIds))),
  );

  app.get(`${BASE}/trainees`, { config: watchers, schema: { response: teamAnswer } }, async (request, reply) =>
    envelope(request, reply, await teamProgress(db, principalOf(request).accountId, new Date())),
  );
}
