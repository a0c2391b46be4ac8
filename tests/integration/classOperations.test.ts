import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_API_KEY } from '@core/config/apiKey';
import type { RoleName } from '@core/rules/roles';
import { describeOnDatabase } from './support/databases';
import { seedLearningFor } from './support/learning';
import { client, createTestApp, type TestApp } from './support/testApp';

/**
 * Class operations: sessions of the trainer's own classes, attendance by the trainer and by code, OJT
 * submissions and grades, VR imports all or nothing; anything of another trainer or learner answers 404.
 */
describeOnDatabase('class operations', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  const as: Partial<Record<RoleName, { token: string }>> = {};
  let k3Class: { id: string; courseId: string; sessions: { id: string; attendanceCode: string; title: string }[] };
  let webClassCode: string;

  const who = (role: RoleName) => as[role]!;
  const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const sessionBody = (overrides: Record<string, unknown> = {}) => ({
    title: 'Praktik APD',
    startsAt: inHours(-0.2),
    endsAt: inHours(1),
    place: 'Gudang Cakung',
    onlineUrl: null,
    capacity: 20,
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const tokens = await seedLearningFor(t);
    for (const role of ['Trainer', 'Trainer Staff', 'Trainee', 'Trainee Staff'] as const) as[role] = { token: tokens.get(role)!.token };
    const classes = await api.get<(typeof k3Class & { name: string })[]>('/api/main/scheduling/classes', who('Trainer'));
    expect(classes.status).toBe(200);
    k3Class = classes.body.data.find((one) => one.name === 'K3 Batch Desember')!;
    expect(k3Class.sessions).toHaveLength(3);
    const web = await api.get<{ sessions: unknown[]; id: string }[]>('/api/main/scheduling/classes', who('Trainer Staff'));
    const webSession = await api.post<{ attendanceCode: string }>(
      `/api/main/scheduling/classes/${web.body.data[0]!.id}/sessions`,
      sessionBody(),
      who('Trainer Staff'),
    );
    expect(webSession.status).toBe(201);
    webClassCode = webSession.body.data.attendanceCode;
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('sessions', () => {
    it('plans, changes, renews the code of and removes a session of the trainer’s class, telling its learners', async () => {
      const created = await api.post<{ id: string; attendanceCode: string; startsAt: string }>(
        `/api/main/scheduling/classes/${k3Class.id}/sessions`,
        sessionBody({ title: 'Sesi tambahan', startsAt: '2030-01-02T02:00:00+07:00', endsAt: '2030-01-02T04:00:00+07:00' }),
        { ...who('Trainer'), lang: 'en' },
      );
      expect(created.status).toBe(201);
      expect(created.body.data.startsAt).toBe('2030-01-01T19:00:00.000Z');
      expect(created.body.data.attendanceCode).toMatch(/^[A-Z2-9]{6}$/);
      // The notifications feature stores what it is told after the answer: wait for it.
      await vi.waitFor(async () => {
        const told = await t.db.selectFrom('notifications').select(['title_en', 'link']).where('category', '=', 'learning').execute();
        expect(told.some((row) => row.title_en === 'New session: Sesi tambahan' && row.link === `/member/kompetensi/${k3Class.courseId}`)).toBe(true);
      });

      const changed = await api.put<{ place: string | null; onlineUrl: string }>(
        `/api/main/scheduling/sessions/${created.body.data.id}`,
        sessionBody({ place: null, onlineUrl: 'https://meet.example.org/x', startsAt: '2030-01-02T02:00:00Z', endsAt: '2030-01-02T04:00:00Z' }),
        who('Trainer'),
      );
      expect(changed.status).toBe(200);
      expect(changed.body.data).toMatchObject({ place: null, onlineUrl: 'https://meet.example.org/x' });
      const renewed = await api.post<{ attendanceCode: string }>(
        `/api/main/scheduling/sessions/${created.body.data.id}/code`,
        undefined,
        who('Trainer'),
      );
      expect(renewed.status).toBe(200);
      expect(renewed.body.data.attendanceCode).not.toBe(created.body.data.attendanceCode);
      expect((await api.delete(`/api/main/scheduling/sessions/${created.body.data.id}`, who('Trainer'))).status).toBe(200);
      expect((await api.delete(`/api/main/scheduling/sessions/${created.body.data.id}`, who('Trainer'))).status).toBe(404);
    });

    it('refuses a javascript: link, an end before the start and no place at all with field errors (400)', async () => {
      const bad = await api.post(
        `/api/main/scheduling/classes/${k3Class.id}/sessions`,
        sessionBody({ onlineUrl: 'javascript:alert(1)', endsAt: inHours(-1), place: '' }),
        { ...who('Trainer'), lang: 'en' },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toMatchObject({
        onlineUrl: 'Enter a web address starting with http:// or https://',
        endsAt: 'The end must be after the start',
      });
    });

    it('answers 404 for another trainer’s class and sessions', async () => {
      const session = k3Class.sessions[0]!.id;
      expect((await api.get(`/api/main/scheduling/classes/${k3Class.id}`, who('Trainer Staff'))).status).toBe(404);
      expect((await api.post(`/api/main/scheduling/classes/${k3Class.id}/sessions`, sessionBody(), who('Trainer Staff'))).status).toBe(404);
      expect((await api.put(`/api/main/scheduling/sessions/${session}`, sessionBody(), who('Trainer Staff'))).status).toBe(404);
      expect((await api.delete(`/api/main/scheduling/sessions/${session}`, who('Trainer Staff'))).status).toBe(404);
      expect((await api.post(`/api/main/scheduling/sessions/${session}/code`, undefined, who('Trainer Staff'))).status).toBe(404);
      expect((await api.get(`/api/main/scheduling/sessions/${session}/attendance`, who('Trainer Staff'))).status).toBe(404);
      expect((await api.get(`/api/main/scheduling/classes/${k3Class.id}/ojt-result`, who('Trainer Staff'))).status).toBe(404);
      expect((await api.get(`/api/main/scheduling/classes/${k3Class.id}/vr-result`, who('Trainer Staff'))).status).toBe(404);
    });
  });

  describe('attendance', () => {
    it('marks a learner of the class by the code while the session runs, and refuses it before, after and to others', async () => {
      const running = await api.post<{ id: string; attendanceCode: string }>(
        `/api/main/scheduling/classes/${k3Class.id}/sessions`,
        sessionBody(),
        who('Trainer'),
      );
      const later = await api.post<{ attendanceCode: string }>(
        `/api/main/scheduling/classes/${k3Class.id}/sessions`,
        sessionBody({ startsAt: inHours(2), endsAt: inHours(3) }),
        who('Trainer'),
      );
      const typed = running.body.data.attendanceCode.toLowerCase().replace(/^(...)/, '$1 ');
      const marked = await api.post<{ status: string; sessionId: string }>(
        '/api/main/kompetensi/attendance',
        { code: typed },
        { ...who('Trainee'), lang: 'en' },
      );
      expect(marked.status).toBe(200);
      expect(marked.body).toMatchObject({ message: 'You are marked present', data: { status: 'present', sessionId: running.body.data.id } });

      const early = await api.post('/api/main/kompetensi/attendance', { code: later.body.data.attendanceCode }, { ...who('Trainee'), lang: 'en' });
      expect(early.status).toBe(409);
      expect(early.body.message).toContain('opens 30 minutes before');
      const over = await api.post('/api/main/kompetensi/attendance', { code: 'K3MULAI' }, { ...who('Trainee'), lang: 'en' });
      expect(over.status).toBe(409);
      expect(over.body.message).toContain('has closed');
      const wrong = await api.post('/api/main/kompetensi/attendance', { code: 'NOPE42' }, { ...who('Trainee'), lang: 'id' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toContain('bukan milik sesi kelas Anda');
      // Trainee Staff is not in the web class: its running session's code is as wrong as any.
      expect((await api.post('/api/main/kompetensi/attendance', { code: webClassCode }, who('Trainee Staff'))).status).toBe(400);

      const sheet = await api.get<{ learners: { name: string; status: string | null; selfMarked: boolean; accountId: string }[] }>(
        `/api/main/scheduling/sessions/${running.body.data.id}/attendance`,
        who('Trainer'),
      );
      expect(sheet.status).toBe(200);
      expect(sheet.body.data.learners).toHaveLength(2);
      const self = sheet.body.data.learners.find((row) => row.status === 'present')!;
      expect(self.selfMarked).toBe(true);
      const other = sheet.body.data.learners.find((row) => row.status === null)!;
      const saved = await api.put<{ learners: { accountId: string; status: string; selfMarked: boolean }[] }>(
        `/api/main/scheduling/sessions/${running.body.data.id}/attendance`,
        {
          marks: [
            { accountId: other.accountId, status: 'excused' },
            { accountId: self.accountId, status: 'late' },
          ],
        },
        who('Trainer'),
      );
      expect(saved.status).toBe(200);
      expect(saved.body.data.learners.map((row) => [row.accountId, row.status, row.selfMarked])).toEqual(
        expect.arrayContaining([
          [other.accountId, 'excused', false],
          [self.accountId, 'late', false],
        ]),
      );
      // A check-in after the trainer's mark keeps the trainer's.
      const again = await api.post<{ status: string }>('/api/main/kompetensi/attendance', { code: running.body.data.attendanceCode }, who('Trainee'));
      expect(again.body.data.status).toBe('late');
      const stranger = await api.put(
        `/api/main/scheduling/sessions/${running.body.data.id}/attendance`,
        { marks: [{ accountId: '00000000-0000-4000-8000-000000000000', status: 'present' }] },
        who('Trainer'),
      );
      expect(stranger.status).toBe(404);

      const mine = await api.get<{ className: string; sessions: { sessionId: string; status: string | null; checkIn: string }[] }>(
        `/api/main/kompetensi/courses/${k3Class.courseId}/attendance`,
        who('Trainee'),
      );
      expect(mine.status).toBe(200);
      expect(mine.body.data.className).toBe('K3 Batch Desember');
      expect(mine.body.data.sessions.find((row) => row.sessionId === running.body.data.id)).toMatchObject({ status: 'late', checkIn: 'open' });
    });
  });

  describe('OJT tasks', () => {
    const task = () => `/api/main/kompetensi/courses/${k3Class.courseId}/ojt/k3-ojt`;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
    const upload = (body: Buffer, type: string, role: RoleName = 'Trainee') =>
      t.app.inject({
        method: 'POST',
        url: `${task()}/file`,
        headers: { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${who(role).token}`, 'content-type': type, 'accept-language': 'en' },
        payload: body,
      });

    it('takes a note and a checked file, grades it for the class trainer only, and completes the activity when passed', async () => {
      const submitted = await api.put<{ submission: { id: string; note: string } }>(
        task(),
        { note: 'Lima rekan diperiksa', sessionId: null },
        who('Trainee'),
      );
      expect(submitted.status).toBe(200);
      expect(submitted.body.data.submission.note).toBe('Lima rekan diperiksa');
      const fake = await upload(Buffer.from('not a pdf'), 'application/pdf');
      expect(fake.statusCode).toBe(415);
      const stored = await upload(pdf, 'application/pdf');
      expect(stored.statusCode).toBe(201);
      expect(stored.json().data.submission.hasFile).toBe(true);
      expect((await api.get(`/api/main/kompetensi/courses/${k3Class.courseId}/ojt/k3-quiz`, who('Trainee'))).status).toBe(404);

      const list = await api.get<{ id: string; activityId: string; schedule: string; learner: { name: string } }[]>(
        `/api/main/scheduling/classes/${k3Class.id}/ojt-result`,
        who('Trainer'),
      );
      expect(list.status).toBe(200);
      const item = list.body.data.find((row) => row.activityId === 'k3-ojt')!;
      expect(item.schedule).toBe('0');
      const result = `/api/main/scheduling/ojt-result/${item.id}/k3-ojt/0`;
      expect((await api.get(result, who('Trainer Staff'))).status).toBe(404);
      expect((await api.get(`/api/main/scheduling/ojt-result/${item.id}/k3-ojt/${k3Class.sessions[0]!.id}`, who('Trainer'))).status).toBe(404);
      expect((await api.put(result, { score: 100, feedback: '' }, who('Trainer Staff'))).status).toBe(404);
      const file = await t.app.inject({
        method: 'GET',
        url: `${result}/file`,
        headers: { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${who('Trainer').token}` },
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');

      const failed = await api.put<{ passed: boolean; passScore: number }>(result, { score: 60, feedback: 'Tambahkan foto' }, who('Trainer'));
      expect(failed.body.data).toMatchObject({ passed: false, passScore: 70 });
      // A task to redo is handed in again; the grade goes, the feedback stays to read.
      const redo = await api.put<{ submission: { score: number | null; feedback: string } }>(
        task(),
        { note: 'Dengan foto', sessionId: null },
        who('Trainee'),
      );
      expect(redo.body.data.submission).toMatchObject({ score: null, feedback: 'Tambahkan foto' });
      const passed = await api.put<{ passed: boolean; score: number }>(result, { score: 85, feedback: 'Bagus' }, who('Trainer'));
      expect(passed.body.data).toMatchObject({ passed: true, score: 85 });
      const progress = await t.db
        .selectFrom('activity_progress')
        .innerJoin('learner_courses', 'learner_courses.id', 'activity_progress.learner_course_id')
        .innerJoin('accounts', 'accounts.id', 'learner_courses.account_id')
        .innerJoin('users', 'users.id', 'accounts.user_id')
        .select(['activity_progress.is_done', 'activity_progress.score'])
        .where('activity_progress.activity_id', '=', 'k3-ojt')
        .where('users.email', '=', 'trainee@demo.local')
        .executeTakeFirstOrThrow();
      expect(progress.is_done).toBe(true);
      expect(Number(progress.score)).toBe(85);
      expect((await api.put(task(), { note: 'lagi', sessionId: null }, who('Trainee'))).status).toBe(409);
      expect((await upload(pdf, 'application/pdf')).statusCode).toBe(409);
      const tasks = await api.get<{ activityId: string; submission: { passed: boolean } | null }[]>('/api/main/kompetensi/ojt', who('Trainee'));
      expect(tasks.body.data.find((row) => row.activityId === 'k3-ojt')?.submission?.passed).toBe(true);
    });

    it('keeps a learner to their own submission and their own class’s sessions', async () => {
      const mine = await api.get<{ submission: null }>(task(), who('Trainee Staff'));
      expect(mine.status).toBe(200);
      expect(mine.body.data.submission).toBeNull();
      const web = await api.get<{ id: string; sessions: { id: string }[] }[]>('/api/main/scheduling/classes', who('Trainer Staff'));
      const foreignSession = web.body.data[0]!.sessions[0]!.id;
      expect((await api.put(task(), { note: 'x', sessionId: foreignSession }, who('Trainee Staff'))).status).toBe(404);
      const ownSession = k3Class.sessions[1]!.id;
      expect((await api.put(task(), { note: 'x', sessionId: ownSession }, who('Trainee Staff'))).status).toBe(200);
      expect((await api.get(`${task()}/file`, who('Trainee Staff'))).status).toBe(404);
    });
  });

  describe('VR results', () => {
    const header = 'email,scenario,score,passed,durationSeconds,recordedAt';
    it('imports all or nothing, names the line of a person outside the class and skips runs already imported', async () => {
      const vr = `/api/main/scheduling/classes/${k3Class.id}/vr-result`;
      const outsider = `${header}\ntrainee@demo.local,Forklift,80,true,300,2025-05-01T09:00:00+07:00\nsomeone@example.com,Forklift,80,true,300,2025-05-01T09:00:00+07:00\n`;
      const preview = await api.post<{ newRows: number; errors: { line: number; message: string }[] }>(
        `${vr}/preview`,
        { text: outsider },
        { ...who('Trainer'), lang: 'en' },
      );
      expect(preview.status).toBe(200);
      expect(preview.body.data.errors).toEqual([{ line: 3, message: 'Line 3: someone@example.com is not a learner of this class' }]);
      const refused = await api.post<{ errors: { line: number }[] }>(vr, { text: outsider }, who('Trainer'));
      expect(refused.status).toBe(422);
      expect(refused.body.data.errors[0]!.line).toBe(3);
      expect((await api.get<unknown[]>(vr, who('Trainer'))).body.data).toHaveLength(0);

      const good = JSON.stringify([
        { email: 'trainee@demo.local', scenario: 'Forklift', score: 80, passed: true, durationSeconds: 300, recordedAt: '2025-05-01T09:00:00+07:00' },
        { email: 'trainee-staff@demo.local', scenario: 'Forklift', score: 50, passed: false, recordedAt: '2025-05-01T10:00:00+07:00' },
      ]);
      const text = good;
      expect((await api.post(vr, { text }, who('Trainer Staff'))).status).toBe(404);
      const imported = await api.post<{ imported: number; skipped: number }>(vr, { text }, who('Trainer'));
      expect(imported.status).toBe(201);
      expect(imported.body.data).toEqual({ imported: 2, skipped: 0 });
      const repeated = await api.post<{ imported: number; skipped: number }>(vr, { text }, who('Trainer'));
      expect(repeated.body.data).toEqual({ imported: 0, skipped: 2 });
      const table = await api.get<{ learner: { email: string } }[]>(vr, who('Trainer'));
      expect(table.body.data).toHaveLength(2);
      const mine = await api.get<{ scenario: string; score: number; courseId: string }[]>('/api/main/kompetensi/vr-results', who('Trainee'));
      expect(mine.body.data).toEqual([expect.objectContaining({ scenario: 'Forklift', score: 80, passed: true, courseId: k3Class.courseId })]);
    });
  });
});
