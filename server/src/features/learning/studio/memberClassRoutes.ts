import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { areaPolicy } from '../../../platform/menus';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { classBody, classAnswer, classListAnswer, classParams, trainersAnswer } from './studioClassSchemas';
import { courseTrainers, createClass, deleteClass, listClasses, updateClass } from './studioClassQueries';
import { idParams, noDataAnswer } from './studioSchemas';

/** SPEC 2's content page: the Content Creator's menu item, as the rest of the studio. */
const creator = { policy: areaPolicy('member', 'content') } as const;
const COURSE = '/content/courses/:id';

/**
 * A published course's classes in the studio: the training provider names the trainer, the dates, the
 * capacity and the trainer's share; learners without a class join a new one with room.
 */
export async function studioClassRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get(`${COURSE}/classes`, { config: creator, schema: { params: idParams, response: classListAnswer } }, async (request, reply) =>
    envelope(request, reply, await listClasses(db, principalOf(request).accountId, request.params.id)),
  );

  app.get(`${COURSE}/trainers`, { config: creator, schema: { params: idParams, response: trainersAnswer } }, async (request, reply) =>
    envelope(request, reply, await courseTrainers(db, principalOf(request).accountId, request.params.id)),
  );

  app.post(`${COURSE}/classes`, { config: creator, schema: { params: idParams, body: classBody, response: classAnswer } }, async (request, reply) =>
    envelope(
      request,
      reply,
      await createClass(ctx, principalOf(request).accountId, request.params.id, { ...request.body, capacity: request.body.capacity ?? null }),
      'studio.classes.created',
      201,
    ),
  );

  app.put(
    `${COURSE}/classes/:classId`,
    { config: creator, schema: { params: classParams, body: classBody, response: classAnswer } },
    async (request, reply) => {
      const { id, classId } = request.params;
      const body = { ...request.body, capacity: request.body.capacity ?? null };
      return envelope(request, reply, await updateClass(ctx, principalOf(request).accountId, id, classId, body), 'studio.classes.saved');
    },
  );

  app.delete(`${COURSE}/classes/:classId`, { config: creator, schema: { params: classParams, response: noDataAnswer } }, async (request, reply) => {
    await deleteClass(db, principalOf(request).accountId, request.params.id, request.params.classId);
    return envelope(request, reply, null, 'studio.classes.deleted');
  });
}
