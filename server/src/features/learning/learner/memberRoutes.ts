import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { requestLocale } from '../../../platform/locale';
import { areaPolicy } from '../../../platform/menus';
import { principalOf } from '../../../platform/policy';
import { fileStoreFor } from '../../../platform/storage';
import { pdfVersion, sendStoredOrRenderedPdf } from '../../../platform/storedPdf';
import type { ContractedApp } from '../../../platform/typeProvider';
import { ensureLearnerCourse, learnerCourseOf } from '../access';
import { completionCertificateOf, completionCertificatePdf } from './completionCertificate';
import { reportProgress } from './learnerProgress';
import { learnerCourseView, learnerProgram, learnerPrograms } from './learnerQueries';
import {
  activityParams,
  courseAnswer,
  courseParams,
  programAnswer,
  programParams,
  programsAnswer,
  progressAnswer,
  progressBody,
} from './learnerSchemas';
import { notFound } from '../../../platform/httpError';

/** The learner's pages (Trainee and Trainee Staff: the roles whose menu has kompetensi). */
export const learner = { policy: areaPolicy('member', 'kompetensi') } as const;

/**
 * The learner's programs, courses and progress (SPEC 2's kompetensi, kompetensi/{id}, kompetensi/paket/{id}).
 * A course the caller's enrolments do not open answers 404, as does another learner's anything.
 */
export async function learnerRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get('/kompetensi', { config: learner, schema: { response: programsAnswer } }, async (request, reply) =>
    envelope(request, reply, await learnerPrograms(db, principalOf(request).accountId, requestLocale(request))),
  );

  app.get(
    '/kompetensi/programs/:programId',
    { config: learner, schema: { params: programParams, response: programAnswer } },
    async (request, reply) =>
      envelope(request, reply, await learnerProgram(db, principalOf(request).accountId, requestLocale(request), Number(request.params.programId))),
  );

  // The first visit starts the course (pins its version, places the learner in a class).
  app.get('/kompetensi/courses/:courseId', { config: learner, schema: { params: courseParams, response: courseAnswer } }, async (request, reply) =>
    envelope(request, reply, await learnerCourseView(db, await ensureLearnerCourse(db, principalOf(request).accountId, request.params.courseId))),
  );

  app.post(
    '/kompetensi/courses/:courseId/activities/:activityId/progress',
    { config: learner, schema: { params: activityParams, body: progressBody, response: progressAnswer } },
    async (request, reply) => {
      const learnerCourse = await ensureLearnerCourse(db, principalOf(request).accountId, request.params.courseId);
      return envelope(request, reply, await reportProgress(db, learnerCourse, request.params.activityId, request.body));
    },
  );

  app.get('/kompetensi/courses/:courseId/certificate', { config: learner, schema: { params: courseParams } }, async (request, reply) => {
    const learnerCourse = await learnerCourseOf(db, principalOf(request).accountId, request.params.courseId);
    if (!learnerCourse) throw notFound();
    const certificate = await completionCertificateOf(db, learnerCourse);
    // Rendered on the first download and kept (a completion has no job of its own: it happens inside a progress write).
    const version = pdfVersion('completion-certificates', learnerCourse.id, certificate, completionCertificatePdf);
    const disposition = `attachment; filename="${certificate.number}.pdf"`;
    return sendStoredOrRenderedPdf(request, reply, fileStoreFor(ctx.config, 'documents'), version, disposition);
  });
}
