import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { DEV_API_KEY } from '@core/config/apiKey';
import type { LearnerCourseView, LearnerProgram, ProgressAnswer } from '@core/learning/learnerViews';
import type { LearnerQuizResult, LearnerQuizView } from '@core/learning/quiz';
import { refreshCompletion } from '../../server/src/features/learning/learner/completionState';
import type * as QuizQueries from '../../server/src/features/learning/learner/quizQueries';
import { describeEachDatabase } from './support/databases';
import { seedLearningFor } from './support/learning';
import { personWithRole } from './support/principals';
import { client, createTestApp, type TestApp } from './support/testApp';

/**
 * The learner's side of learning: programs, the course outline, progress reports, quizzes scored on the
 * server (the key never sent), attempts, completion and its certificate. The demo seed: Trainee holds the K3 program
 * and the web package, Trainee Staff the K3 program (k3-reading done). K3 quiz: 3 attempts, shuffled, key q1 0,
 * q2 0+1+3, q3 1, q4 2, q5 3; web quiz: unlimited, not shuffled, 15 minutes, key q1 1, q2 1.
 */
const K3_KEY: Record<string, number[]> = { q1: [0], q2: [0, 1, 3], q3: [1], q4: [2], q5: [3] };
const K3_OPTIONS: Record<string, string[]> = {
  q1: ['Keselamatan dan Kesehatan Kerja', 'Keamanan Kerja Karyawan', 'Kesehatan Kantor dan Kebersihan', 'Kerja Keras Konsisten'],
  q2: ['Helm keselamatan', 'Sarung tangan', 'Telepon genggam', 'Sepatu keselamatan'],
  q3: ['Memakai APD', 'Eliminasi bahaya', 'Rambu peringatan', 'Pelatihan ulang'],
  q4: ['Hanya petugas K3', 'Hanya manajer', 'Setiap pekerja', 'Tidak ada'],
  q5: ['Hijau', 'Biru', 'Kuning', 'Merah'],
};

/**
 * A query that selects the answer key by mistake (the last test turns it on): the quiz's reader then returns each
 * question's `correct` and the whole key, as a careless SELECT * would. The route's response schema must drop both.
 */
const leak = vi.hoisted(() => ({ on: false, leaked: 0 }));
vi.mock('../../server/src/features/learning/learner/quizQueries', async (importOriginal) => {
  const original = await importOriginal<typeof QuizQueries>();
  const learnerQuiz: typeof original.learnerQuiz = async (...args) => {
    const view = await original.learnerQuiz(...args);
    if (!leak.on || !view.current) return view;
    leak.leaked += 1;
    const questions = view.current.questions.map((question) => ({ ...question, correct: [1] }));
    return { ...view, key: { q1: [1], q2: [1] }, current: { ...view.current, questions } };
  };
  return { ...original, learnerQuiz };
});

describeEachDatabase('learner courses and quizzes', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let trainee: { token: string };
  let staff: { token: string };
  let k3: string;
  let web: string;

  const course = (id: string) => `/api/main/kompetensi/courses/${id}`;
  const quiz = (id: string, activity: string) => `${course(id)}/activities/${activity}/quiz`;

  /** The right answers of a K3 attempt in the attempt's shown order (found by the option texts). */
  function rightShownAnswers(view: LearnerQuizView, right = true): Record<string, number[]> {
    const answers: Record<string, number[]> = {};
    for (const question of view.current!.questions) {
      const key = K3_KEY[question.id]!;
      const chosen = right ? key : [K3_KEY[question.id]![0] === 0 ? 1 : 0].slice(0, key.length);
      answers[question.id] = chosen.map((index) => question.options.indexOf(K3_OPTIONS[question.id]![index]!)).sort((a, b) => a - b);
    }
    return answers;
  }

  async function certificate(courseId: string, token: string) {
    return t.app.inject({
      method: 'GET',
      url: `${course(courseId)}/certificate`,
      headers: { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${token}` },
    });
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const tokens = await seedLearningFor(t);
    trainee = { token: tokens.get('Trainee')!.token };
    staff = { token: tokens.get('Trainee Staff')!.token };
    const courses = await t.db.selectFrom('courses').select(['id', 'title']).execute();
    k3 = courses.find((row) => row.title.includes('K3'))!.id;
    web = courses.find((row) => row.id !== k3)!.id;
  });
  afterAll(() => t.close());

  it('lists my programs with the courses they open and progress', async () => {
    const answer = await api.get<LearnerProgram[]>('/api/main/kompetensi', trainee);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(2);
    const courseIds = answer.body.data.flatMap((program) => program.courses.map((item) => item.id)).sort();
    expect(courseIds).toEqual([k3, web].sort());
    for (const program of answer.body.data) {
      expect(program).toMatchObject({ progressPercent: expect.any(Number), enrolledAt: expect.any(String) });
      const one = await api.get<LearnerProgram>(`/api/main/kompetensi/programs/${program.programId}`, trainee);
      expect(one.status).toBe(200);
      expect(one.body.data.courses.map((item) => item.id)).toEqual(program.courses.map((item) => item.id));
    }
    const staffPrograms = await api.get<LearnerProgram[]>('/api/main/kompetensi', staff);
    const staffCourses = staffPrograms.body.data.flatMap((program) => program.courses);
    expect(staffCourses).toEqual([expect.objectContaining({ id: k3, started: true })]);
    // Their reading is done (the seed): one required activity of K3's.
    expect(staffCourses[0]!.progressPercent).toBeGreaterThan(0);
    expect(staffCourses[0]!.progressPercent).toBeLessThan(100);
    expect((await api.get('/api/main/kompetensi/programs/999999', trainee)).status).toBe(404);
  });

  it("answers the course outline without any quiz question or key, and another learner's course 404", async () => {
    const answer = await api.get<LearnerCourseView>(course(k3), trainee);
    expect(answer.status).toBe(200);
    const activities = answer.body.data.modules.flatMap((module) => module.activities);
    expect(activities.map((activity) => activity.id)).toEqual(expect.arrayContaining(['k3-reading', 'k3-quiz', 'k3-ojt']));
    const byId = Object.fromEntries(activities.map((activity) => [activity.id, activity]));
    expect(byId['k3-quiz']!.quiz).toEqual({ passMark: 60, attempts: 3, shuffle: true, durationMinutes: 0, questionCount: 5 });
    expect(byId['k3-ojt']!.ojt?.passScore).toBe(70);
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain('correct');
    expect(text).not.toContain('Keselamatan dan Kesehatan Kerja');
    expect(answer.body.data).toMatchObject({ progressPercent: 0, nextActivityId: 'k3-reading', completedAt: null, certificateNumber: null });
    // Trainee Staff's enrolment does not open the web course.
    expect((await api.get(course(web), staff)).status).toBe(404);
    expect((await api.get(course('00000000-0000-4000-8000-000000000000'), trainee)).status).toBe(404);
  });

  it('adds bounded time, keeps the page and marks a PDF done at its last page', async () => {
    const first = await api.post<ProgressAnswer>(
      `${course(web)}/activities/web-reading/progress`,
      { seconds: 3600, position: { page: 1, pageCount: 2 } },
      trainee,
    );
    expect(first.status).toBe(200);
    expect(first.body.data.progress.secondsSpent).toBeLessThanOrEqual(60);
    expect(first.body.data.progress).toMatchObject({ isDone: false, position: { page: 1, pageCount: 2, furthestPage: 1 } });
    // An immediate second report cannot add a minute that has not passed.
    const second = await api.post<ProgressAnswer>(`${course(web)}/activities/web-reading/progress`, { seconds: 60, position: { page: 2 } }, trainee);
    expect(second.body.data.progress.secondsSpent - first.body.data.progress.secondsSpent).toBeLessThanOrEqual(10);
    expect(second.body.data.progress.isDone).toBe(true);
    expect(second.body.data.courseProgressPercent).toBe(50);
    expect(second.body.data.completedAt).toBeNull();
    expect((await api.post(`${course(web)}/activities/nope/progress`, { seconds: 1 }, trainee)).status).toBe(404);
    expect((await api.post(`${course(web)}/activities/web-reading/progress`, { seconds: -1 }, trainee)).status).toBe(400);
    // A quiz is not marked done by a progress report.
    const quizReport = await api.post<ProgressAnswer>(
      `${course(web)}/activities/web-quiz/progress`,
      { seconds: 5, position: { page: 1, pageCount: 1 } },
      trainee,
    );
    expect(quizReport.body.data.progress.isDone).toBe(false);
  });

  it('has no certificate before the course is complete', async () => {
    expect((await certificate(web, trainee.token)).statusCode).toBe(404);
  });

  it('runs a timed quiz without shuffle, scores it on the server and completes the course with a certificate', async () => {
    const before = await api.get<LearnerQuizView>(quiz(web, 'web-quiz'), trainee);
    expect(before.body.data).toMatchObject({ attemptsAllowed: 0, attemptsLeft: null, current: null, bestScore: null, passed: false });
    const started = await api.post<LearnerQuizView>(`${quiz(web, 'web-quiz')}/attempts`, undefined, trainee);
    expect(started.status).toBe(201);
    const current = started.body.data.current!;
    expect(current.timeLeftMs).toBeGreaterThan(14 * 60_000);
    expect(current.questions.map((question) => question.options[1])).toEqual(['<h1>', 'color']);
    expect(JSON.stringify(started.body)).not.toContain('correct');
    // Starting again resumes the same attempt.
    expect((await api.post<LearnerQuizView>(`${quiz(web, 'web-quiz')}/attempts`, undefined, trainee)).body.data.current!.id).toBe(current.id);
    const saved = await api.put<LearnerQuizView>(`${quiz(web, 'web-quiz')}/attempts/${current.id}/answers`, { answers: { q1: [1] } }, trainee);
    expect(saved.body.data.current!.answers).toEqual({ q1: [1] });
    expect((await api.put(`${quiz(web, 'web-quiz')}/attempts/${current.id}/answers`, { answers: { zz: [1] } }, trainee)).status).toBe(400);
    expect((await api.put(`${quiz(web, 'web-quiz')}/attempts/${current.id}/answers`, { answers: { q1: [1, 2] } }, trainee)).status).toBe(400);
    const submitted = await api.post<LearnerQuizView>(
      `${quiz(web, 'web-quiz')}/attempts/${current.id}/submit`,
      { answers: { q1: [1], q2: [1] } },
      trainee,
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.result).toEqual({ attempt: 1, score: 100, passed: true, correctCount: 2, questionCount: 2 });
    expect(submitted.body.data).toMatchObject({ bestScore: 100, passed: true, current: null });
    expect(JSON.stringify(submitted.body)).not.toContain('correct"');
    expect((await api.post(`${quiz(web, 'web-quiz')}/attempts/${current.id}/submit`, { answers: {} }, trainee)).status).toBe(409);

    const view = await api.get<LearnerCourseView>(course(web), trainee);
    expect(view.body.data.progressPercent).toBe(100);
    expect(view.body.data.certificateNumber).toMatch(/^BISA-LC-\d{4}-\d{5}$/);
    const pdf = await certificate(web, trainee.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain(view.body.data.certificateNumber!);
    // Another learner cannot fetch it (the course is not theirs).
    expect((await certificate(web, staff.token)).statusCode).toBe(404);
  });

  it('shuffles per attempt, keeps the best score, limits attempts and hides attempts from other learners', async () => {
    const url = quiz(k3, 'k3-quiz');
    const first = await api.post<LearnerQuizView>(`${url}/attempts`, undefined, trainee);
    const wrong = await api.post<LearnerQuizView>(
      `${url}/attempts/${first.body.data.current!.id}/submit`,
      { answers: rightShownAnswers(first.body.data, false) },
      trainee,
    );
    expect(wrong.body.data.result).toMatchObject({ score: 0, passed: false });
    expect(wrong.body.data.attemptsLeft).toBe(2);

    const second = await api.post<LearnerQuizView>(`${url}/attempts`, undefined, trainee);
    const attemptId = second.body.data.current!.id;
    // Trainee Staff is enrolled in K3 too, but the Trainee's attempt is not theirs.
    expect((await api.post(`${url}/attempts/${attemptId}/submit`, { answers: {} }, staff)).status).toBe(404);
    expect((await api.put(`${url}/attempts/${attemptId}/answers`, { answers: {} }, staff)).status).toBe(404);
    const staffView = await api.get<LearnerQuizView>(url, staff);
    expect(staffView.body.data.attempts).toEqual([]);
    const right = await api.post<LearnerQuizView>(`${url}/attempts/${attemptId}/submit`, { answers: rightShownAnswers(second.body.data) }, trainee);
    expect(right.body.data.result).toMatchObject({ score: 100, passed: true, correctCount: 5 });

    const third = await api.post<LearnerQuizView>(`${url}/attempts`, undefined, trainee);
    await api.post(`${url}/attempts/${third.body.data.current!.id}/submit`, { answers: {} }, trainee);
    const after = await api.get<LearnerQuizView>(url, trainee);
    expect(after.body.data).toMatchObject({ bestScore: 100, passed: true, attemptsLeft: 0 });
    expect(after.body.data.attempts.map((attempt) => attempt.score)).toEqual([0, 100, 0]);
    const limit = await api.post(`${url}/attempts`, undefined, { ...trainee, lang: 'en' });
    expect(limit.status).toBe(409);
    expect(limit.body.message).toBe('You have used every attempt of this quiz');

    const outline = await api.get<LearnerCourseView>(course(k3), trainee);
    const quizActivity = outline.body.data.modules.flatMap((module) => module.activities).find((activity) => activity.id === 'k3-quiz')!;
    expect(quizActivity.progress).toMatchObject({ isDone: true, score: 100 });
    // The OJT task is still open: no certificate yet.
    expect(outline.body.data.completedAt).toBeNull();
    expect((await api.get(quiz(k3, 'k3-reading'), trainee)).status).toBe(404);
  });

  it('scores a timed attempt past its deadline with the answers saved before it, not the late ones', async () => {
    const url = quiz(web, 'web-quiz');
    const started = await api.post<LearnerQuizView>(`${url}/attempts`, undefined, trainee);
    const attemptId = started.body.data.current!.id;
    await api.put(`${url}/attempts/${attemptId}/answers`, { answers: { q1: [1] } }, trainee);
    // The 15 minutes (and the submit grace) ran out.
    await t.db
      .updateTable('quiz_attempts')
      .set({ started_at: new Date(Date.now() - 20 * 60_000) })
      .where('id', '=', attemptId)
      .execute();
    expect((await api.put(`${url}/attempts/${attemptId}/answers`, { answers: { q2: [1] } }, trainee)).status).toBe(409);
    const late = await api.post<LearnerQuizView>(`${url}/attempts/${attemptId}/submit`, { answers: { q1: [1], q2: [1] } }, trainee);
    expect(late.status).toBe(200);
    expect(late.body.data.result).toMatchObject({ attempt: 2, score: 50, correctCount: 1 });
    expect(late.body.data.bestScore).toBe(100);
  });

  it('closes an expired attempt nobody submitted with its saved answers when the quiz is read', async () => {
    const url = quiz(web, 'web-quiz');
    const started = await api.post<LearnerQuizView>(`${url}/attempts`, undefined, trainee);
    const attemptId = started.body.data.current!.id;
    await t.db
      .updateTable('quiz_attempts')
      .set({ started_at: new Date(Date.now() - 16 * 60_000), answers: JSON.stringify({ q2: [1] }) })
      .where('id', '=', attemptId)
      .execute();
    const read = await api.get<LearnerQuizView>(url, trainee);
    expect(read.body.data.current).toBeNull();
    expect(read.body.data.attempts.find((attempt) => attempt.id === attemptId)).toMatchObject({ score: 50, passed: true });
  });

  it('completes a course once when the other slices mark their activities done (refreshCompletion)', async () => {
    const learnerCourse = await t.db
      .selectFrom('learner_courses')
      .innerJoin('accounts', 'accounts.id', 'learner_courses.account_id')
      .innerJoin('users', 'users.id', 'accounts.user_id')
      .select('learner_courses.id')
      .where('learner_courses.course_id', '=', k3)
      .where('users.email', '=', 'trainee@demo.local')
      .executeTakeFirstOrThrow();
    const outline = await api.get<LearnerCourseView>(course(k3), trainee);
    const open = outline.body.data.modules.flatMap((module) => module.activities).filter((activity) => !activity.progress.isDone);
    expect(open.length).toBeGreaterThan(0);
    // As the OJT grading and the SCORM runtime do: their activities done, then refreshCompletion.
    for (const activity of open)
      await t.db
        .insertInto('activity_progress')
        .values({ learner_course_id: learnerCourse.id, activity_id: activity.id, is_done: true })
        .onConflict((conflict) => conflict.columns(['learner_course_id', 'activity_id']).doUpdateSet({ is_done: true }))
        .execute();
    expect(await refreshCompletion(t.db, learnerCourse.id)).toBe(true);
    const first = await api.get<LearnerCourseView>(course(k3), trainee);
    expect(first.body.data).toMatchObject({ progressPercent: 100, completedAt: expect.any(String) });
    expect(await refreshCompletion(t.db, learnerCourse.id)).toBe(true);
    const second = await api.get<LearnerCourseView>(course(k3), trainee);
    expect(second.body.data.certificateNumber).toBe(first.body.data.certificateNumber);
    expect((await certificate(k3, trainee.token)).statusCode).toBe(200);
  });

  it('does not complete a course while a required activity is started but not done, whichever of the two is done last', async () => {
    const webProgram = await t.db.selectFrom('programs').select('id').where('title_en', '=', 'Web Programming Basics').executeTakeFirstOrThrow();
    /** A Trainee of their own who bought the web course (its two required activities: the reading and the quiz). */
    const learner = async (tag: string) => {
      const { token } = (await personWithRole(t, 'Trainee', tag)).tokens;
      const order = await api.post<{ id: string }>(
        '/api/main/order',
        { provider: 'sandbox', program: { enrollmentType: 5, programId: webProgram.id } },
        { token, headers: { 'idempotency-key': randomUUID() } },
      );
      expect(order.status).toBe(201);
      expect((await api.post(`/api/main/order/${order.body.data.id}/sandbox-payment`, { outcome: 'paid' }, { token })).status).toBe(200);
      return { token };
    };
    const read = (who: { token: string }, page: number) =>
      api.post<ProgressAnswer>(`${course(web)}/activities/web-reading/progress`, { seconds: 30, position: { page, pageCount: 2 } }, who);
    const takeQuiz = async (who: { token: string }, answers: Record<string, number[]>) => {
      const started = await api.post<LearnerQuizView>(`${quiz(web, 'web-quiz')}/attempts`, undefined, who);
      return api.post<LearnerQuizView>(`${quiz(web, 'web-quiz')}/attempts/${started.body.data.current!.id}/submit`, { answers }, who);
    };
    /** The course as its page and the learner's program list show it. */
    const shown = async (who: { token: string }) => {
      const view = (await api.get<LearnerCourseView>(course(web), who)).body.data;
      const card = (await api.get<LearnerProgram[]>('/api/main/kompetensi', who)).body.data.flatMap((program) => program.courses)[0]!;
      return {
        progressPercent: view.progressPercent,
        completedAt: view.completedAt,
        certificateNumber: view.certificateNumber,
        card: { id: card.id, progressPercent: card.progressPercent, completedAt: card.completedAt },
      };
    };
    const notComplete = {
      progressPercent: 50,
      completedAt: null,
      certificateNumber: null,
      card: { id: web, progressPercent: 50, completedAt: null },
    };

    // The reading opened at page 1 of 2, then the quiz passed: the quiz's completion check must not count the reading.
    const reader = await learner('pelajar-baca');
    expect((await read(reader, 1)).body.data).toMatchObject({ progress: { isDone: false }, courseProgressPercent: 0, completedAt: null });
    expect((await takeQuiz(reader, { q1: [1], q2: [1] })).body.data).toMatchObject({ passed: true, bestScore: 100 });
    expect(await shown(reader)).toEqual(notComplete);
    expect((await certificate(web, reader.token)).statusCode).toBe(404);
    // Its last page shown, the course is complete.
    const lastPage = await read(reader, 2);
    expect(lastPage.body.data).toMatchObject({ progress: { isDone: true }, courseProgressPercent: 100 });
    expect(lastPage.body.data.completedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await shown(reader)).certificateNumber).toMatch(/^BISA-LC-\d{4}-\d{5}$/);

    // The quiz attempted and failed, then the reading finished: the progress report's completion check must not count the quiz.
    const guesser = await learner('pelajar-kuis');
    expect((await takeQuiz(guesser, { q1: [0], q2: [0] })).body.data).toMatchObject({ passed: false, bestScore: 0 });
    await read(guesser, 1);
    const finished = await read(guesser, 2);
    expect(finished.body.data).toMatchObject({ progress: { isDone: true }, courseProgressPercent: 50, completedAt: null });
    expect(await shown(guesser)).toEqual(notComplete);
    expect((await certificate(web, guesser.token)).statusCode).toBe(404);
    // A second attempt passes: now it is complete.
    expect((await takeQuiz(guesser, { q1: [1], q2: [1] })).body.data).toMatchObject({ passed: true, bestScore: 100 });
    const completed = await shown(guesser);
    expect(completed).toMatchObject({ progressPercent: 100, card: { id: web, progressPercent: 100 } });
    expect(completed.certificateNumber).toMatch(/^BISA-LC-\d{4}-\d{5}$/);
  });

  it('lists all my quiz results', async () => {
    const answer = await api.get<LearnerQuizResult[]>('/api/main/kompetensi/quiz-results', trainee);
    expect(answer.status).toBe(200);
    const byActivity = Object.fromEntries(answer.body.data.map((row) => [row.activityId, row]));
    expect(byActivity['k3-quiz']).toMatchObject({ courseId: k3, attemptsUsed: 3, attemptsAllowed: 3, bestScore: 100, passed: true });
    expect(byActivity['web-quiz']).toMatchObject({ courseId: web, attemptsUsed: 3, bestScore: 100, passed: true });
    const staffResults = await api.get<LearnerQuizResult[]>('/api/main/kompetensi/quiz-results', staff);
    expect(staffResults.body.data).toEqual([expect.objectContaining({ activityId: 'k3-quiz', attemptsUsed: 0, bestScore: null })]);
  });

  it('answers each of several submits sent at once with its own result (they share one read and one write), and a double submit once', async () => {
    const webUrl = quiz(web, 'web-quiz');
    const k3Url = quiz(k3, 'k3-quiz');
    const [mine, theirs] = await Promise.all([
      api.post<LearnerQuizView>(`${webUrl}/attempts`, undefined, trainee),
      api.post<LearnerQuizView>(`${k3Url}/attempts`, undefined, staff),
    ]);
    const mineId = mine.body.data.current!.id;
    const theirsId = theirs.body.data.current!.id;
    const answers = await Promise.all([
      api.post<LearnerQuizView>(`${webUrl}/attempts/${mineId}/submit`, { answers: { q1: [1], q2: [1] } }, trainee),
      api.post<LearnerQuizView>(`${k3Url}/attempts/${theirsId}/submit`, { answers: rightShownAnswers(theirs.body.data, false) }, staff),
      api.post<LearnerQuizView>(`${webUrl}/attempts/${mineId}/submit`, { answers: { q1: [0], q2: [0] } }, trainee),
    ]);
    expect(answers[1].status).toBe(200);
    expect(answers[1].body.data.result).toMatchObject({ score: 0, passed: false });
    // The same attempt twice: the first write closes it, the second answers 409 and changes nothing.
    expect([answers[0].status, answers[2].status].sort()).toEqual([200, 409]);
    const kept = answers[0].status === 200 ? answers[0] : answers[2];
    const stored = (await api.get<LearnerQuizView>(webUrl, trainee)).body.data.attempts.find((attempt) => attempt.id === mineId)!;
    expect(stored.score).toBe(kept.body.data.result!.score);
    expect((await api.get<LearnerQuizView>(k3Url, staff)).body.data.attempts).toEqual([expect.objectContaining({ id: theirsId, score: 0 })]);
  });

  it('never sends the answer key, even when a query selects it: the response schema drops what it does not name', async () => {
    const url = quiz(web, 'web-quiz');
    expect((await api.post<LearnerQuizView>(`${url}/attempts`, undefined, trainee)).status).toBe(201);
    // The mock is the file's, shared by both databases' runs of this suite: count from this test's start.
    leak.leaked = 0;
    leak.on = true;
    try {
      const read = await api.get<LearnerQuizView>(url, trainee);
      expect(leak.leaked).toBe(1);
      expect(read.status).toBe(200);
      expect(read.body.data.current!.questions).toHaveLength(2);
      expect(read.body.data.current!.questions.every((question) => Object.keys(question).sort().join() === 'choose,id,options,text')).toBe(true);
      expect(JSON.stringify(read.body)).not.toMatch(/"correct"|"key"/);
    } finally {
      leak.on = false;
    }
  });
});
