import { APPLICANT_ROLES } from '@core/jobs/hiring';
import { areaPolicy } from '../../../platform/menus';
import { envelope } from '../../../platform/envelope';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import type { AppContext } from '../../../context';
import { idParams, noDataAnswer } from '../portal/schemas';
import { applicantTest, deleteTest, employerTest, saveAnswers, saveTest, startTest, submitTest, testResult } from './testQueries';
import { answersBody, applicantTestAnswer, employerTestAnswer, submitBody, testBody, testResultAnswer } from './testSchemas';
import { verifiedEmployerIds } from '../portal/workflow';

/** The vacancy's test: the vacancies' policy and SPEC 5's verified-company rule (403 until then), as their routes. */
const vacancies = { policy: areaPolicy('employer', 'job-vacancy') } as const;
const candidates = { policy: areaPolicy('employer', 'candidate') } as const;
/**
 * The applicant's test, beside their applications (/applications/{id}/test) with the same policy: SPEC 5's applying
 * roles (a Trainee takes it at /member/job-applied/test/{id}); the applicant's own application only.
 */
const applicant = { policy: APPLICANT_ROLES } as const;

/** Screening tests: the employer's test per vacancy and candidate result, the applicant's one attempt. */
export async function testRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get(
    '/employer/job-vacancy/:id/test',
    { config: vacancies, schema: { params: idParams, response: employerTestAnswer } },
    async (request, reply) =>
      envelope(request, reply, await employerTest(db, await verifiedEmployerIds(db, principalOf(request)), request.params.id)),
  );

  app.put(
    '/employer/job-vacancy/:id/test',
    { config: vacancies, schema: { params: idParams, body: testBody, response: employerTestAnswer } },
    async (request, reply) => {
      const ids = await verifiedEmployerIds(db, principalOf(request));
      await saveTest(db, ids, request.params.id, request.body);
      return envelope(request, reply, await employerTest(db, ids, request.params.id), 'screeningTests.saved');
    },
  );

  app.delete(
    '/employer/job-vacancy/:id/test',
    { config: vacancies, schema: { params: idParams, response: noDataAnswer } },
    async (request, reply) => {
      await deleteTest(db, await verifiedEmployerIds(db, principalOf(request)), request.params.id);
      return envelope(request, reply, null, 'screeningTests.deleted');
    },
  );

  app.get(
    '/employer/candidate/:id/test-result',
    { config: candidates, schema: { params: idParams, response: testResultAnswer } },
    async (request, reply) => envelope(request, reply, await testResult(ctx, await verifiedEmployerIds(db, principalOf(request)), request.params.id)),
  );

  const TEST = '/applications/:id/test';

  app.get(TEST, { config: applicant, schema: { params: idParams, response: applicantTestAnswer } }, async (request, reply) =>
    envelope(request, reply, await applicantTest(ctx, principalOf(request), request.params.id)),
  );

  app.post(`${TEST}/start`, { config: applicant, schema: { params: idParams, response: applicantTestAnswer } }, async (request, reply) => {
    await startTest(ctx, principalOf(request), request.params.id);
    return envelope(request, reply, await applicantTest(ctx, principalOf(request), request.params.id), 'screeningTests.started');
  });

  app.put(
    `${TEST}/answers`,
    { config: applicant, schema: { params: idParams, body: answersBody, response: applicantTestAnswer } },
    async (request, reply) => {
      await saveAnswers(db, principalOf(request), request.params.id, request.body.answers);
      return envelope(request, reply, await applicantTest(ctx, principalOf(request), request.params.id), 'screeningTests.answersSaved');
    },
  );

  app.post(
    `${TEST}/submit`,
    { config: applicant, schema: { params: idParams, body: submitBody, response: applicantTestAnswer } },
    async (request, reply) => {
      await submitTest(ctx, principalOf(request), request.params.id, request.body.answers);
      return envelope(request, reply, await applicantTest(ctx, principalOf(request), request.params.id), 'screeningTests.submitted');
    },
  );
}
