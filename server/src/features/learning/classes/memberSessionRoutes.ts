import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { trainerPages } from './sessionsPolicies';
import { checkedSession, newAttendanceCode, notifySessionChange, sessionView, trainerClass, trainerClasses, trainerSession } from './sessionsQueries';
import { classAnswer, classesAnswer, classParams, idParams, noDataAnswer, sessionAnswer, sessionBody } from './sessionsSchemas';

/**
 * /api/main/scheduling (docs/decisions/2026-11-26-learning.md, class operations): the trainer's classes and their
 * sessions: plan, change, cancel, and a new attendance code. The class's learners are told of each change.
 */
export async function sessionsRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get('/scheduling/classes', { config: trainerPages, schema: { response: classesAnswer } }, async (request, reply) =>
    envelope(request, reply, await trainerClasses(db, principalOf(request).accountId)),
  );

  app.get(
    '/scheduling/classes/:classId',
    { config: trainerPages, schema: { params: classParams, response: classAnswer } },
    async (request, reply) => {
      const [one] = await trainerClasses(db, principalOf(request).accountId, request.params.classId);
      return envelope(request, reply, one!);
    },
  );

  app.post(
    '/scheduling/classes/:classId/sessions',
    { config: trainerPages, schema: { params: classParams, body: sessionBody, response: sessionAnswer } },
    async (request, reply) => {
      const owned = await trainerClass(db, principalOf(request).accountId, request.params.classId);
      const values = checkedSession(request.body);
      const row = await db
        .insertInto('class_sessions')
        .values({ ...values, class_id: owned.id, attendance_code: newAttendanceCode() })
        .returningAll()
        .executeTakeFirstOrThrow();
      await notifySessionChange(ctx, 'created', row, owned.course_id);
      return envelope(request, reply, sessionView(row), 'classOps.sessions.created', 201);
    },
  );

  app.put(
    '/scheduling/sessions/:id',
    { config: trainerPages, schema: { params: idParams, body: sessionBody, response: sessionAnswer } },
    async (request, reply) => {
      const { accountId } = principalOf(request);
      const before = await trainerSession(db, accountId, request.params.id);
      const values = checkedSession(request.body);
      const row = await db.updateTable('class_sessions').set(values).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow();
      const moved = before.starts_at.getTime() !== row.starts_at.getTime() || before.ends_at.getTime() !== row.ends_at.getTime();
      const relocated = before.place !== row.place || before.online_url !== row.online_url || before.title !== row.title;
      if (moved || relocated) await notifySessionChange(ctx, 'changed', row, (await trainerClass(db, accountId, row.class_id)).course_id);
      return envelope(request, reply, sessionView(row), 'classOps.sessions.saved');
    },
  );

  app.delete('/scheduling/sessions/:id', { config: trainerPages, schema: { params: idParams, response: noDataAnswer } }, async (request, reply) => {
    const { accountId } = principalOf(request);
    const row = await trainerSession(db, accountId, request.params.id);
    const owned = await trainerClass(db, accountId, row.class_id);
    await db.deleteFrom('class_sessions').where('id', '=', row.id).execute();
    // A session that is over is history: its learners need no word that it was removed.
    if (row.ends_at.getTime() > Date.now()) await notifySessionChange(ctx, 'deleted', row, owned.course_id);
    return envelope(request, reply, null, 'classOps.sessions.deleted');
  });

  app.post(
    '/scheduling/sessions/:id/code',
    { config: trainerPages, schema: { params: idParams, response: sessionAnswer } },
    async (request, reply) => {
      const row = await trainerSession(db, principalOf(request).accountId, request.params.id);
      const updated = await db
        .updateTable('class_sessions')
        .set({ attendance_code: newAttendanceCode() })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return envelope(request, reply, sessionView(updated), 'classOps.sessions.codeRenewed');
    },
  );
}
