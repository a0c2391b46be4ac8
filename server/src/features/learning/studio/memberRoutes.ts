import type { CourseDocument } from '@core/learning/courseDocument';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { HttpError } from '../../../platform/httpError';
import { areaPolicy } from '../../../platform/menus';
import { principalOf } from '../../../platform/policy';
import { contracted, type ContractedApp } from '../../../platform/typeProvider';
import { notifyOperatorsOfReview } from './courseReviewQueries';
import { officeConverter } from './pptxConversion';
import { learningStorage } from '../storage';
import {
  createCourse,
  deleteCourse,
  deleteFile,
  fileRecord,
  listCourses,
  listFiles,
  ownCourseOrganisation,
  saveDraft,
  studioCourse,
  submitCourse,
  withdrawCourse,
} from './studioQueries';
import {
  courseAnswer,
  courseListAnswer,
  createBody,
  fileAnswer,
  fileParams,
  filesAnswer,
  idParams,
  noDataAnswer,
  saveBody,
  uploadQuery,
} from './studioSchemas';
import { receiveCourseFile, uploadKindOf, uploadNameOf } from './studioUploads';
import { requestPptxRendering } from './pptxRendering';

/** SPEC 2's content page: the Content Creator's menu item. */
const creator = { policy: areaPolicy('member', 'content') } as const;
const COURSES = '/content/courses';

/**
 * The content creator's studio: their providers' courses, the draft document, its files (streamed
 * uploads), sending for review and taking back. Publishing is the operator's (courseReviewRoutes.ts).
 */
export async function studioRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const storage = learningStorage(ctx.config);
  // LibreOffice is looked for once, as the gateway starts.
  const pptxToPdf = (await officeConverter()) !== null;
  const course = (accountId: string, id: string) => studioCourse(db, accountId, id, pptxToPdf);

  app.get(COURSES, { config: creator, schema: { response: courseListAnswer } }, async (request, reply) =>
    envelope(request, reply, await listCourses(db, principalOf(request).accountId)),
  );

  app.post(COURSES, { config: creator, schema: { body: createBody, response: courseAnswer } }, async (request, reply) => {
    const { accountId } = principalOf(request);
    const id = await createCourse(db, accountId, request.body);
    return envelope(request, reply, await course(accountId, id), 'studio.created', 201);
  });

  app.get(`${COURSES}/:id`, { config: creator, schema: { params: idParams, response: courseAnswer } }, async (request, reply) =>
    envelope(request, reply, await course(principalOf(request).accountId, request.params.id)),
  );

  app.put(`${COURSES}/:id`, { config: creator, schema: { params: idParams, body: saveBody, response: courseAnswer } }, async (request, reply) => {
    const { accountId } = principalOf(request);
    await saveDraft(db, accountId, request.params.id, { ...request.body, document: request.body.document as CourseDocument });
    return envelope(request, reply, await course(accountId, request.params.id), 'studio.saved');
  });

  app.delete(`${COURSES}/:id`, { config: creator, schema: { params: idParams, response: noDataAnswer } }, async (request, reply) => {
    await deleteCourse(db, storage, principalOf(request).accountId, request.params.id);
    return envelope(request, reply, null, 'studio.deleted');
  });

  app.post(`${COURSES}/:id/submit`, { config: creator, schema: { params: idParams, response: courseAnswer } }, async (request, reply) => {
    const { accountId } = principalOf(request);
    const submitted = await submitCourse(db, accountId, request.params.id);
    await notifyOperatorsOfReview(ctx, submitted.id, submitted.title);
    return envelope(request, reply, await course(accountId, request.params.id), 'studio.submitted');
  });

  app.post(`${COURSES}/:id/withdraw`, { config: creator, schema: { params: idParams, response: courseAnswer } }, async (request, reply) => {
    const { accountId } = principalOf(request);
    await withdrawCourse(db, accountId, request.params.id);
    return envelope(request, reply, await course(accountId, request.params.id), 'studio.withdrawn');
  });

  app.get(`${COURSES}/:id/files`, { config: creator, schema: { params: idParams, response: filesAnswer } }, async (request, reply) =>
    envelope(request, reply, await listFiles(db, principalOf(request).accountId, request.params.id)),
  );

  app.delete(`${COURSES}/:id/files/:fileId`, { config: creator, schema: { params: fileParams, response: noDataAnswer } }, async (request, reply) => {
    await deleteFile(db, storage, principalOf(request).accountId, request.params.id, request.params.fileId);
    return envelope(request, reply, null, 'studio.fileDeleted');
  });

  // The upload's own scope: its raw body is left unread by the parser and streamed by the handler; the rest of
  // the API keeps its JSON parser and body limit.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));
    scope.addContentTypeParser('*', (_request, _payload, done) => done(new HttpError(415, 'studio.errors.uploadType')));
    contracted(scope).post(
      `${COURSES}/:id/files`,
      { config: creator, schema: { params: idParams, querystring: uploadQuery, response: fileAnswer } },
      async (request, reply) => {
        const { accountId } = principalOf(request);
        const organisationId = await ownCourseOrganisation(db, accountId, request.params.id);
        const kind = uploadKindOf(request.query.kind);
        const name = uploadNameOf(request.query.name);
        if (request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() !== 'application/octet-stream')
          throw new HttpError(415, 'studio.errors.uploadType');
        try {
          const id = await receiveCourseFile(request, { db, storage, accountId, courseId: request.params.id, organisationId, kind, name });
          if (kind === 'pptx') await requestPptxRendering(ctx, id);
          return envelope(request, reply, await fileRecord(db, request.params.id, id), 'studio.uploaded', 201);
        } catch (error) {
          // The body may still be arriving: the connection ends after the refusal rather than being reused.
          if (!request.raw.complete) reply.header('connection', 'close');
          throw error;
        }
      },
    );
  });
}
