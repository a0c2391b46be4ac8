import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantTestView, EmployerTestView, TestResultView } from '@core/jobs/screening.contract';
import type { ApplicationView } from '@core/jobs/contract';
import { seedJobs } from '../../server/src/db/seedJobs';
import { DEMO_TEST_VACANCY, seedJobTests } from '../../server/src/db/seedJobTests';
import { describeOnDatabase } from './support/databases';
import { demoTokens, personWithRole } from './support/principals';
import { client, createTestApp, type TestApp } from './support/testApp';

/**
 * Screening tests: the employer's test, the applicant's one timed attempt, scoring on the server, tenancy.
 * The seeded test's key (server/src/db/seedJobTests.ts): fifo 0, forklift 1, ppe 0+1+3, stack 2, count 0.
 */
describeOnDatabase('screening tests', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let employer: { token: string };
  let jobSeeker: { token: string };
  let other: { token: string };
  let vacancyId: string;
  let untestedVacancyId: string;
  let seededApplication: string;

  const testPath = (id: string) => `/api/jp/employer/job-vacancy/${id}/test`;
  const takePath = (id: string) => `/api/jp/applications/${id}/test`;
  const resultPath = (id: string) => `/api/jp/employer/candidate/${id}/test-result`;

  /** A new job seeker with an application to the vacancy. */
  async function applicant(tag: string, vacancy = vacancyId) {
    const person = { token: (await personWithRole(t, 'Job Seeker', tag)).tokens.token };
    const applied = await api.post<ApplicationView>('/api/jp/applications', { vacancyId: vacancy }, person);
    expect(applied.status).toBe(201);
    return { ...person, applicationId: applied.body.data.id };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const tokens = await demoTokens(t);
    await seedJobs(t.db);
    await seedJobTests(t.db);
    await seedJobTests(t.db); // idempotent
    employer = { token: tokens.get('Employer')!.token };
    jobSeeker = { token: tokens.get('Job Seeker')!.token };
    other = { token: (await personWithRole(t, 'Employer', 'lain')).tokens.token };
    const created = await api.post<{ id: string }>('/api/jp/employer/organisation', { legalName: 'PT Lain Jaya' }, other);
    await t.db.updateTable('organisations').set({ verification: 'verified' }).where('id', '=', created.body.data.id).execute();
    const vacancies = await t.db.selectFrom('job_vacancies').select(['id', 'title']).execute();
    vacancyId = vacancies.find((row) => row.title === DEMO_TEST_VACANCY)!.id;
    untestedVacancyId = vacancies.find((row) => row.title !== DEMO_TEST_VACANCY)!.id;
    const mine = await api.get<ApplicationView[]>('/api/jp/applications', jobSeeker);
    seededApplication = mine.body.data[0]!.id;
  });
  afterAll(() => t.close());

  describe("the employer's test", () => {
    it('answers the seeded test with its key, and the application says a test waits', async () => {
      const answer = await api.get<EmployerTestView>(testPath(vacancyId), employer);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ vacancyId, durationMinutes: 10, passMark: 60, attempts: 0 });
      expect(answer.body.data.questions).toHaveLength(5);
      expect(answer.body.data.questions[2]!.correct).toEqual([0, 1, 3]);
      const mine = await api.get<ApplicationView[]>('/api/jp/applications', jobSeeker);
      expect(mine.body.data[0]!.testState).toBe('not-started');
      expect((await api.get<EmployerTestView | null>(testPath(untestedVacancyId), employer)).body.data).toBeNull();
    });

    it('refuses an invalid test with 400 and field errors', async () => {
      const shape = await api.put(
        testPath(untestedVacancyId),
        { title: 'T', durationMinutes: 5, passMark: 50, questions: [{ text: 'Q', options: ['a', 'b', 'c'], correct: [0] }] },
        employer,
      );
      expect(shape.status).toBe(400);
      const blank = await api.put(
        testPath(untestedVacancyId),
        { title: '   ', durationMinutes: 5, passMark: 50, questions: [{ text: 'Q', options: ['a', ' ', 'c', 'd'], correct: [0] }] },
        { ...employer, lang: 'en' },
      );
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('The screening test is not valid: check the marked fields');
      expect(JSON.stringify(blank.body)).toContain('questions.0.options.1');
      const duration = await api.put(
        testPath(untestedVacancyId),
        { title: 'T', durationMinutes: 241, passMark: 50, questions: [{ text: 'Q', options: ['a', 'b', 'c', 'd'], correct: [0] }] },
        employer,
      );
      expect(duration.status).toBe(400);
      expect((await api.get(testPath(untestedVacancyId), employer)).body.data).toBeNull();
    });

    it("answers another employer's vacancy test and candidate result 404", async () => {
      expect((await api.get(testPath(vacancyId), other)).status).toBe(404);
      const body = { title: 'Mine now', durationMinutes: 5, passMark: 50, questions: [{ text: 'Q', options: ['a', 'b', 'c', 'd'], correct: [0] }] };
      expect((await api.put(testPath(vacancyId), body, other)).status).toBe(404);
      expect((await api.delete(testPath(vacancyId), other)).status).toBe(404);
      expect((await api.get(resultPath(seededApplication), other)).status).toBe(404);
      expect((await api.get<EmployerTestView>(testPath(vacancyId), employer)).body.data.title).not.toBe('Mine now');
    });

    it('creates, changes and removes a test while no one has started it', async () => {
      const body = {
        title: 'Web basics',
        durationMinutes: 15,
        passMark: 50,
        questions: [{ text: 'HTML is', options: ['markup', 'a database', 'a car', 'a font'], correct: [0] }],
      };
      const saved = await api.put<EmployerTestView>(testPath(untestedVacancyId), body, employer);
      expect(saved.status).toBe(200);
      expect(saved.body.data.questions[0]!.id).toMatch(/^[A-Za-z0-9_-]+$/);
      const removed = await api.delete(testPath(untestedVacancyId), employer);
      expect(removed.status).toBe(200);
      expect((await api.get(testPath(untestedVacancyId), employer)).body.data).toBeNull();
    });
  });

  describe("the applicant's attempt", () => {
    it('never sends the key, and shows the questions only once started', async () => {
      const before = await api.get<ApplicantTestView>(takePath(seededApplication), jobSeeker);
      expect(before.status).toBe(200);
      expect(before.body.data).toMatchObject({ attempt: null, test: { questionCount: 5, questions: [], durationMinutes: 10 } });
      const started = await api.post<ApplicantTestView>(`${takePath(seededApplication)}/start`, {}, jobSeeker);
      expect(started.status).toBe(200);
      expect(started.body.data.attempt).toMatchObject({ state: 'in-progress', answers: {}, result: null });
      expect(started.body.data.test.questions).toHaveLength(5);
      expect(started.body.data.test.questions[2]).toMatchObject({ id: 'ppe', choose: 3 });
      for (const answer of [before, started]) {
        expect(JSON.stringify(answer.body)).not.toMatch(/"correct"|correctOptions/);
      }
      const deadline = new Date(started.body.data.attempt!.deadlineAt).getTime();
      expect(deadline - new Date(started.body.data.attempt!.startedAt).getTime()).toBe(10 * 60_000);
      // A second start is the same attempt.
      const again = await api.post<ApplicantTestView>(`${takePath(seededApplication)}/start`, {}, jobSeeker);
      expect(again.body.data.attempt!.deadlineAt).toBe(started.body.data.attempt!.deadlineAt);
      expect(
        await t.db.selectFrom('job_test_attempts').select('application_id').where('application_id', '=', seededApplication).execute(),
      ).toHaveLength(1);
    });

    it('locks the questions and the pass mark once an attempt exists (409), not the title', async () => {
      const current = (await api.get<EmployerTestView>(testPath(vacancyId), employer)).body.data;
      const { title, durationMinutes, passMark, questions } = current;
      const changed = await api.put(
        testPath(vacancyId),
        { title, durationMinutes, passMark, questions: questions.slice(1) },
        { ...employer, lang: 'en' },
      );
      expect(changed.status).toBe(409);
      expect(changed.body.message).toContain('already started this test');
      expect((await api.put(testPath(vacancyId), { title, durationMinutes, passMark: 80, questions }, employer)).status).toBe(409);
      expect((await api.delete(testPath(vacancyId), employer)).status).toBe(409);
      const renamed = await api.put<EmployerTestView>(
        testPath(vacancyId),
        { title: `${title} (v2)`, durationMinutes, passMark, questions },
        employer,
      );
      expect(renamed.status).toBe(200);
      expect(renamed.body.data.attempts).toBeGreaterThanOrEqual(1);
    });

    it('saves answers, refuses unknown ones, scores all right as 100 and takes one submit', async () => {
      const path = takePath(seededApplication);
      const unknown = await api.put(`${path}/answers`, { answers: { nope: [0] } }, jobSeeker);
      expect(unknown.status).toBe(400);
      const saved = await api.put<ApplicantTestView>(`${path}/answers`, { answers: { fifo: [0], forklift: [1] } }, jobSeeker);
      expect(saved.status).toBe(200);
      expect(saved.body.data.attempt!.answers).toEqual({ fifo: [0], forklift: [1] });
      const submitted = await api.post<ApplicantTestView>(`${path}/submit`, { answers: { ppe: [3, 1, 0], stack: [2], count: [0] } }, jobSeeker);
      expect(submitted.status).toBe(200);
      expect(submitted.body.data.attempt).toMatchObject({
        state: 'submitted',
        result: { score: 100, correctCount: 5, questionCount: 5, passed: true },
      });
      expect(submitted.body.data.test.questions).toEqual([]);
      expect((await api.post(`${path}/submit`, {}, jobSeeker)).status).toBe(409);
      expect((await api.put(`${path}/answers`, { answers: { fifo: [1] } }, jobSeeker)).status).toBe(409);
      const mine = await api.get<ApplicationView[]>('/api/jp/applications', jobSeeker);
      expect(mine.body.data.find((item) => item.id === seededApplication)!.testState).toBe('submitted');

      const result = await api.get<TestResultView>(resultPath(seededApplication), employer);
      expect(result.status).toBe(200);
      expect(result.body.data.attempt).toMatchObject({ state: 'submitted', result: { score: 100, passed: true } });
      expect(result.body.data.attempt!.questions.every((question) => question.correct)).toBe(true);
      expect(result.body.data.attempt!.submittedAt).not.toBeNull();
    });

    it('scores a partial attempt on the server', async () => {
      const person = await applicant('sebagian');
      await api.post(`${takePath(person.applicationId)}/start`, {}, person);
      // Two of five right (ppe misses one option, stack is wrong, count is unanswered): 40, under the pass mark of 60.
      const submitted = await api.post<ApplicantTestView>(
        `${takePath(person.applicationId)}/submit`,
        { answers: { fifo: [0], forklift: [1], ppe: [0, 1], stack: [0] } },
        person,
      );
      expect(submitted.body.data.attempt!.result).toEqual({ score: 40, correctCount: 2, questionCount: 5, passed: false });
      const result = await api.get<TestResultView>(resultPath(person.applicationId), employer);
      expect(result.body.data.attempt!.questions.map((question) => question.correct)).toEqual([true, true, false, false, false]);
      expect(result.body.data.attempt!.questions[2]).toMatchObject({ chosen: [0, 1], correctOptions: [0, 1, 3] });
    });

    it('after the deadline refuses answers (409) and a submit scores what was saved', async () => {
      const person = await applicant('terlambat');
      const path = takePath(person.applicationId);
      await api.post(`${path}/start`, {}, person);
      await api.put(`${path}/answers`, { answers: { fifo: [0], forklift: [1], ppe: [0, 1, 3] } }, person);
      const deadline = new Date(Date.now() - 1000);
      await t.db.updateTable('job_test_attempts').set({ deadline_at: deadline }).where('application_id', '=', person.applicationId).execute();
      const late = await api.put(`${path}/answers`, { answers: { stack: [2] } }, { ...person, lang: 'en' });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('The time for this test is up: answers can no longer be changed');
      const submitted = await api.post<ApplicantTestView>(`${path}/submit`, { answers: { stack: [2], count: [0] } }, person);
      expect(submitted.status).toBe(200);
      expect(submitted.body.data.attempt!.result).toEqual({ score: 60, correctCount: 3, questionCount: 5, passed: true });
      expect(new Date(submitted.body.data.attempt!.submittedAt!).getTime()).toBe(deadline.getTime());
    });

    it('scores an attempt left past its deadline when it is next read', async () => {
      const person = await applicant('pergi');
      await api.post(`${takePath(person.applicationId)}/start`, {}, person);
      await api.put(`${takePath(person.applicationId)}/answers`, { answers: { fifo: [0] } }, person);
      await t.db
        .updateTable('job_test_attempts')
        .set({ deadline_at: new Date(Date.now() - 1000) })
        .where('application_id', '=', person.applicationId)
        .execute();
      const result = await api.get<TestResultView>(resultPath(person.applicationId), employer);
      expect(result.body.data.attempt).toMatchObject({ state: 'submitted', result: { score: 20, passed: false } });
    });

    it("answers another person's application 404, and a start without a test or after withdrawing 404", async () => {
      const stranger = await applicant('asing', untestedVacancyId);
      for (const call of [
        api.get(takePath(seededApplication), stranger),
        api.post(`${takePath(seededApplication)}/start`, {}, stranger),
        api.put(`${takePath(seededApplication)}/answers`, { answers: {} }, stranger),
        api.post(`${takePath(seededApplication)}/submit`, {}, stranger),
      ]) {
        expect((await call).status).toBe(404);
      }
      // The stranger's own application is to a vacancy without a test.
      expect((await api.post(`${takePath(stranger.applicationId)}/start`, {}, stranger)).status).toBe(404);
      const none = await api.get<TestResultView>(resultPath(stranger.applicationId), employer);
      expect(none.body.data).toEqual({ test: null, attempt: null });
      const leaving = await applicant('batal');
      expect((await api.post(`/api/jp/applications/${leaving.applicationId}/withdrawal`, {}, leaving)).status).toBe(200);
      expect((await api.post(`${takePath(leaving.applicationId)}/start`, {}, leaving)).status).toBe(404);
    });

    it('answers before a start with 409', async () => {
      const person = await applicant('belum');
      expect((await api.put(`${takePath(person.applicationId)}/answers`, { answers: { fifo: [0] } }, person)).status).toBe(409);
      expect((await api.post(`${takePath(person.applicationId)}/submit`, {}, person)).status).toBe(409);
    });
  });
});
