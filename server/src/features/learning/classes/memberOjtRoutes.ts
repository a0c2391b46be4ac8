import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { principalOf } from '../../../platform/policy';
import { contracted, type ContractedApp } from '../../../platform/typeProvider';
import { acceptUploads, openPrivateUpload, receiveUpload, storePrivateUpload, uploadStore, type UploadRule } from '../../../platform/uploads';
import { notFound } from '../../../platform/httpError';
import type { Db } from '../../../db/connect';
import type { FileStore } from '../../../platform/storage';
import { sendStoredFile } from '../../../platform/storedFiles';
import {
  attachOjtFile,
  classOjtSubmissions,
  gradeOjt,
  learnerOjt,
  learnerOjtActivity,
  learnerOjtFileKey,
  learnerOjtTasks,
  submitOjt,
  trainerSubmission,
} from './ojtQueries';
import { gradeBody, resultAnswer, resultParams, resultsAnswer, submitBody, taskAnswer, taskParams, tasksAnswer } from './ojtSchemas';
import { learnerPages, trainerPages } from './sessionsPolicies';
import { classParams } from './sessionsSchemas';

/** The OJT evidence a learner hands in: a PDF or a photo, within MAX_SIZE_DOC, checked by its content. */
const EVIDENCE: UploadRule<'application/pdf' | 'image/jpeg' | 'image/png'> = {
  types: ['application/pdf', 'image/jpeg', 'image/png'],
  limit: 'document',
  messages: { type: 'classOps.ojt.errors.fileType', tooLarge: 'classOps.ojt.errors.fileTooLarge', content: 'classOps.ojt.errors.fileType' },
};
/** A private upload folder: /uploads never serves it, the learner's and the trainer's routes below do. */
const EVIDENCE_FOLDER = 'ojt';
const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

const TASK = '/kompetensi/courses/:courseId/ojt/:activityId';
const RESULT = '/scheduling/ojt-result/:task/:activity/:schedule';

async function sendEvidence(db: Db, store: FileStore, request: FastifyRequest, reply: FastifyReply, key: string, activityId: string) {
  const file = await openPrivateUpload(db, store, key);
  if (!file) throw notFound();
  return sendStoredFile(
    request,
    reply,
    file,
    'private, no-store',
    `attachment; filename="ojt-${activityId}.${EXTENSIONS[file.contentType] ?? 'bin'}"`,
  );
}

/**
 * OJT tasks (class operations): the learner's list (/member/member/ojt), one task with its submission and
 * file; the trainer's ojt-result list per class, one submission with its file, and the grade.
 */
export async function ojtRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const store = uploadStore(ctx.config);

  app.get('/kompetensi/ojt', { config: learnerPages, schema: { response: tasksAnswer } }, async (request, reply) =>
    envelope(request, reply, await learnerOjtTasks(db, principalOf(request).accountId)),
  );

  app.get(TASK, { config: learnerPages, schema: { params: taskParams, response: taskAnswer } }, async (request, reply) =>
    envelope(request, reply, await learnerOjt(db, principalOf(request).accountId, request.params.courseId, request.params.activityId)),
  );

  app.put(TASK, { config: learnerPages, schema: { params: taskParams, body: submitBody, response: taskAnswer } }, async (request, reply) => {
    const { accountId } = principalOf(request);
    const { courseId, activityId } = request.params;
    await submitOjt(db, accountId, courseId, activityId, request.body);
    return envelope(request, reply, await learnerOjt(db, accountId, courseId, activityId), 'classOps.ojt.submitted');
  });

  // No response schema: the answer is the file.
  app.get(`${TASK}/file`, { config: learnerPages, schema: { params: taskParams } }, async (request, reply) => {
    const { key, activityId } = await learnerOjtFileKey(db, principalOf(request).accountId, request.params.courseId, request.params.activityId);
    return sendEvidence(db, store, request, reply, key, activityId);
  });

  // The body is the file itself: its own scope, so the upload parser reaches no other route.
  await app.register(async (scope) => {
    acceptUploads(scope, EVIDENCE);
    contracted(scope).post(`${TASK}/file`, { config: learnerPages, schema: { params: taskParams, response: taskAnswer } }, async (request, reply) => {
      const { accountId } = principalOf(request);
      const { courseId, activityId } = request.params;
      const { course, activity } = await learnerOjtActivity(db, accountId, courseId, activityId);
      const upload = await receiveUpload(db, request, EVIDENCE);
      const previous = await storePrivateUpload(db, store, EVIDENCE_FOLDER, { accountId, ...upload }, (trx, name) =>
        attachOjtFile(trx, course.id, activity.id, name),
      );
      // The replaced file goes once the new one is recorded.
      if (previous) {
        await db.deleteFrom('uploads').where('name', '=', previous).execute();
        await store.delete(previous).catch(() => undefined);
      }
      return envelope(request, reply, await learnerOjt(db, accountId, courseId, activityId), 'classOps.ojt.fileSaved', 201);
    });
  });

  app.get(
    '/scheduling/classes/:classId/ojt-result',
    { config: trainerPages, schema: { params: classParams, response: resultsAnswer } },
    async (request, reply) => envelope(request, reply, await classOjtSubmissions(db, principalOf(request).accountId, request.params.classId)),
  );

  app.get(RESULT, { config: trainerPages, schema: { params: resultParams, response: resultAnswer } }, async (request, reply) => {
    const { task, activity, schedule } = request.params;
    return envelope(request, reply, (await trainerSubmission(db, principalOf(request).accountId, task, activity, schedule)).view);
  });

  app.put(RESULT, { config: trainerPages, schema: { params: resultParams, body: gradeBody, response: resultAnswer } }, async (request, reply) => {
    const { accountId } = principalOf(request);
    const { task, activity, schedule } = request.params;
    await gradeOjt(ctx, accountId, request.params, request.body);
    return envelope(request, reply, (await trainerSubmission(db, accountId, task, activity, schedule)).view, 'classOps.ojt.graded');
  });

  app.get(`${RESULT}/file`, { config: trainerPages, schema: { params: resultParams } }, async (request, reply) => {
    const { task, activity, schedule } = request.params;
    const { row } = await trainerSubmission(db, principalOf(request).accountId, task, activity, schedule);
    if (!row.file_key) throw notFound();
    return sendEvidence(db, store, request, reply, row.file_key, row.activity_id);
  });
}
