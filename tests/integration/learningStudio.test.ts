import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_API_KEY } from '@core/config/apiKey';
import type { CourseDocument } from '@core/learning/courseDocument';
import type { ReviewCourseRecord, StudioCourse, StudioCourseItem, StudioFile } from '@core/learning/studio';
import { writeDemoScormZip } from '../../server/src/features/learning/scorm/demoScormPackage';
import { learningDir } from '../../server/src/features/learning/storage';
import { describeOnDatabase } from './support/databases';
import { seedLearningFor } from './support/learning';
import { personWithRole } from './support/principals';
import { client, createTestApp, type TestApp } from './support/testApp';

/**
 * The content creator's studio and the operator's review: tenancy (another provider's course is 404),
 * the draft's rules, streamed uploads (limit, magic bytes, nothing left behind), review -> publish as version n+1
 * with the learners' version untouched by later edits, send back with a note, program links.
 */
describeOnDatabase('learning studio and review', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let creator: { token: string };
  let admin: { token: string };
  let outsider: { token: string };
  let trainee: { token: string };
  let demoCourseId: string;

  const COURSES = '/api/main/content/courses';
  const REVIEW = '/api/main/admin-courses';
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);

  async function upload(
    courseId: string,
    fileKind: string,
    name: string,
    body: Buffer,
    token = creator.token,
    contentType = 'application/octet-stream',
  ) {
    const response = await t.app.inject({
      method: 'POST',
      url: `${COURSES}/${courseId}/files?kind=${fileKind}&name=${encodeURIComponent(name)}`,
      headers: { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${token}`, 'content-type': contentType },
      payload: body,
    });
    return { status: response.statusCode, body: response.json<{ message: string; data: StudioFile }>() };
  }

  async function storedFiles(): Promise<string[]> {
    const dir = learningDir(t.config);
    const walk = async (folder: string): Promise<string[]> => {
      const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
      const nested = await Promise.all(
        entries.map((entry) => (entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.join(folder, entry.name)])),
      );
      return nested.flat();
    };
    return walk(dir);
  }

  async function newCourse(title: string): Promise<StudioCourse> {
    const created = await api.post<StudioCourse>(COURSES, { title, summary: 'Ringkasan', competency: 'K3' }, creator);
    expect(created.status).toBe(201);
    return created.body.data;
  }

  const quizActivity = {
    id: 'quiz',
    kind: 'quiz',
    title: 'Kuis',
    durationMinutes: 10,
    required: true,
    quiz: {
      passMark: 60,
      attempts: 2,
      shuffle: true,
      durationMinutes: 0,
      questions: [{ id: 'q1', text: 'Dua tambah dua?', options: ['3', '4', '5', '6'], correct: [1] }],
    },
  };
  const documentWith = (...activities: object[]) => ({ modules: [{ id: 'm1', title: 'Modul 1', activities }] });
  const save = (course: StudioCourse, document: object, token = creator) =>
    api.put<StudioCourse>(
      `${COURSES}/${course.id}`,
      { title: course.title, summary: course.summary, competency: course.competency, document },
      token,
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const tokens = await seedLearningFor(t);
    creator = { token: tokens.get('Content Creator')!.token };
    admin = { token: tokens.get('Admin')!.token };
    trainee = { token: tokens.get('Trainee')!.token };
    outsider = { token: (await personWithRole(t, 'Content Creator', 'luar')).tokens.token };
    const demo = await t.db.selectFrom('courses').select('id').where('current_version', 'is not', null).orderBy('title').executeTakeFirstOrThrow();
    demoCourseId = demo.id;
  });
  afterAll(() => t.close());

  describe('tenancy', () => {
    it("lists the provider's courses to its creator and nothing to a creator of no provider", async () => {
      const mine = await api.get<StudioCourseItem[]>(COURSES, creator);
      expect(mine.status).toBe(200);
      expect(mine.body.data.map((course) => course.id)).toContain(demoCourseId);
      expect(mine.body.data.find((course) => course.id === demoCourseId)).toMatchObject({ status: 'published', currentVersion: 1 });
      const theirs = await api.get<StudioCourseItem[]>(COURSES, outsider);
      expect(theirs.body.data).toEqual([]);
    });

    it("answers 404 for another provider's course on every route, and 403 when creating without a provider", async () => {
      expect((await api.get(`${COURSES}/${demoCourseId}`, outsider)).status).toBe(404);
      expect(
        (await api.put(`${COURSES}/${demoCourseId}`, { title: 'x', summary: '', competency: '', document: { modules: [] } }, outsider)).status,
      ).toBe(404);
      expect((await api.delete(`${COURSES}/${demoCourseId}`, outsider)).status).toBe(404);
      expect((await api.post(`${COURSES}/${demoCourseId}/submit`, undefined, outsider)).status).toBe(404);
      expect((await upload(demoCourseId, 'pdf', 'a.pdf', pdf, outsider.token)).status).toBe(404);
      const created = await api.post(COURSES, { title: 'Kursus' }, outsider);
      expect(created.status).toBe(403);
      expect(created.body.message).toMatch(/pembuat konten/);
    });

    it('keeps the studio and the review to their roles', async () => {
      expect((await api.get(COURSES, trainee)).status).toBe(403);
      expect((await api.get(REVIEW, creator)).status).toBe(403);
      expect((await api.post(`${REVIEW}/${demoCourseId}/publish`, undefined, creator)).status).toBe(403);
    });
  });

  describe('the draft', () => {
    it('saves a valid document and answers field errors as message keys for a bad one', async () => {
      const course = await newCourse('Kursus Uji');
      expect(course).toMatchObject({ status: 'draft', currentVersion: null, document: { modules: [] }, files: [] });
      expect(course.limits).toEqual({ documentBytes: 5_000_000, videoBytes: 100_000_000 });
      const saved = await save(course, documentWith(quizActivity));
      expect(saved.status).toBe(200);
      expect(saved.body.data.document.modules[0]!.activities[0]!.id).toBe('quiz');

      const bad = await save(course, documentWith({ ...quizActivity, title: ' ' }, { ...quizActivity, kind: 'pdf', fileId: 'nope' }), creator);
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toMatchObject({
        'modules.0.activities.0.title': expect.any(String),
        'modules.0.activities.1.id': expect.any(String),
        'modules.0.activities.1.fileId': expect.any(String),
      });
      const english = await api.put(
        `${COURSES}/${course.id}`,
        { title: 'x', summary: '', competency: '', document: documentWith({ ...quizActivity, quiz: { ...quizActivity.quiz, passMark: 101 } }) },
        { ...creator, lang: 'en' },
      );
      expect(english.status).toBe(400);
      expect(english.body.errors?.['modules.0.activities.0.quiz.passMark']).toBe('Enter a whole percentage from 0 to 100');
    });

    it('will not send an empty course for review, and deletes a never-published draft with its files', async () => {
      const course = await newCourse('Kursus Kosong');
      const submitted = await api.post(`${COURSES}/${course.id}/submit`, undefined, creator);
      expect(submitted.status).toBe(400);
      const before = (await storedFiles()).length;
      expect((await upload(course.id, 'pdf', 'bacaan.pdf', pdf)).status).toBe(201);
      expect((await storedFiles()).length).toBe(before + 1);
      expect((await api.delete(`${COURSES}/${course.id}`, creator)).status).toBe(200);
      expect((await storedFiles()).length).toBe(before);
      expect((await api.get(`${COURSES}/${course.id}`, creator)).status).toBe(404);
      expect((await api.delete(`${COURSES}/${demoCourseId}`, creator)).status).toBe(409);
    });
  });

  describe('uploads', () => {
    let course: StudioCourse;
    beforeAll(async () => {
      course = await newCourse('Kursus Berkas');
    });

    it('stores a PDF streamed as raw bytes', async () => {
      const answer = await upload(course.id, 'pdf', 'C:\\materi\\bacaan.pdf', pdf);
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({
        kind: 'pdf',
        name: 'bacaan.pdf',
        contentType: 'application/pdf',
        sizeBytes: pdf.length,
        published: false,
      });
      const row = await t.db.selectFrom('learning_files').select('storage_key').where('id', '=', answer.body.data.id).executeTakeFirstOrThrow();
      expect(await readFile(path.join(learningDir(t.config), row.storage_key))).toEqual(pdf);
    });

    it('refuses a body over the limit with 413 and stores nothing, also when the size is not declared', async () => {
      await t.db.updateTable('global_configuration').set({ config_value: '0.001' }).where('config_code', '=', 'MAX_SIZE_DOC').execute();
      try {
        const before = await storedFiles();
        const rows = await t.db.selectFrom('learning_files').select('id').execute();
        const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5000, 0x20)]);
        const declared = await upload(course.id, 'pdf', 'besar.pdf', big);
        expect(declared.status).toBe(413);
        expect(declared.body.message).toContain('0.001 MB');
        // Chunked: no content-length, the counter stops the stream.
        const { Readable } = await import('node:stream');
        const streamed = await t.app.inject({
          method: 'POST',
          url: `${COURSES}/${course.id}/files?kind=pdf&name=besar.pdf`,
          headers: {
            'x-api-key': DEV_API_KEY,
            authorization: `Bearer ${creator.token}`,
            'content-type': 'application/octet-stream',
            'accept-language': 'en',
          },
          payload: Readable.from([big.subarray(0, 600), big.subarray(600)]),
        });
        expect(streamed.statusCode).toBe(413);
        expect(streamed.json<{ message: string }>().message).toBe('The file is larger than the 0.001 MB allowed for this kind');
        expect(await storedFiles()).toEqual(before);
        expect(await t.db.selectFrom('learning_files').select('id').execute()).toHaveLength(rows.length);
      } finally {
        await t.db.updateTable('global_configuration').set({ config_value: '5' }).where('config_code', '=', 'MAX_SIZE_DOC').execute();
      }
    });

    it('refuses bytes that are not the kind (415), a wrong body type, a wrong kind and an empty file', async () => {
      const before = await storedFiles();
      const wrong = await upload(course.id, 'pdf', 'palsu.pdf', Buffer.from('PK\x03\x04 not a pdf at all'));
      expect(wrong.status).toBe(415);
      expect((await upload(course.id, 'video', 'v.mp4', pdf)).status).toBe(415);
      expect((await upload(course.id, 'pptx', 'p.pptx', pdf)).status).toBe(415);
      expect((await upload(course.id, 'pdf', 'a.pdf', pdf, creator.token, 'application/pdf')).status).toBe(415);
      expect((await upload(course.id, 'exe', 'a.exe', pdf)).status).toBe(400);
      expect((await upload(course.id, 'pdf', 'kosong.pdf', Buffer.alloc(0))).status).toBe(400);
      expect(await storedFiles()).toEqual(before);
    });

    it('stores an MP4 and a WebM video and a PPTX (a download without LibreOffice)', async () => {
      const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(100)]);
      expect((await upload(course.id, 'video', 'v.mp4', mp4)).body.data).toMatchObject({ contentType: 'video/mp4' });
      const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(100)]);
      expect((await upload(course.id, 'video', 'v.webm', webm)).body.data).toMatchObject({ contentType: 'video/webm' });
      const pptx = await upload(course.id, 'pptx', 'slide.pptx', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(100)]));
      expect(pptx.status).toBe(201);
      expect(pptx.body.data.kind).toBe('pptx');
    });

    it('unpacks a SCORM package and refuses a zip that is not one, leaving nothing', async () => {
      const work = await mkdtemp(path.join(os.tmpdir(), 'scorm-'));
      try {
        const zip = path.join(work, 'paket.zip');
        await writeDemoScormZip(zip);
        const stored = await upload(course.id, 'scorm', 'paket.zip', await readFile(zip));
        expect(stored.status).toBe(201);
        expect(stored.body.data).toMatchObject({ kind: 'scorm', scormVersion: '1.2' });
        const before = await storedFiles();
        const notScorm = await upload(course.id, 'scorm', 'bukan.zip', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64)]));
        expect(notScorm.status).toBeGreaterThanOrEqual(400);
        expect(notScorm.status).toBeLessThan(500);
        expect(await storedFiles()).toEqual(before);
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    });
  });

  describe('review and versions', () => {
    it('publishes version 1, then a later edit and a second publish make version 2 and leave version 1 as it was', async () => {
      const course = await newCourse('Kursus Versi');
      const file = await upload(course.id, 'pdf', 'bacaan.pdf', pdf);
      const reading = { id: 'read', kind: 'pdf', title: 'Bacaan', durationMinutes: 5, required: true, fileId: file.body.data.id };
      expect((await save(course, documentWith(reading, quizActivity))).status).toBe(200);
      expect((await api.post(`${REVIEW}/${course.id}/publish`, undefined, admin)).status).toBe(409);
      const submitted = await api.post<StudioCourse>(`${COURSES}/${course.id}/submit`, undefined, creator);
      expect(submitted.body.data.status).toBe('review');
      // Locked while in review; the creator can take it back.
      expect((await save(course, documentWith(reading))).status).toBe(409);
      expect((await api.post(`${COURSES}/${course.id}/withdraw`, undefined, creator)).body.data).toMatchObject({ status: 'draft' });
      await api.post(`${COURSES}/${course.id}/submit`, undefined, creator);

      // The operators are told a course waits for them.
      await vi.waitFor(async () => {
        const waiting = await t.db.selectFrom('notifications').select('id').where('link', '=', `/member/admin-courses/${course.id}`).execute();
        expect(waiting.length).toBeGreaterThan(0);
      });

      const inReview = await api.get<ReviewCourseRecord[]>(`${REVIEW}?filter=${encodeURIComponent(JSON.stringify({ status: 'review' }))}`, admin);
      expect(inReview.body.data.map((row) => row.id)).toContain(course.id);
      expect(inReview.body.data.every((row) => row.status === 'review')).toBe(true);

      const published = await api.post<ReviewCourseRecord>(`${REVIEW}/${course.id}/publish`, undefined, { ...admin, lang: 'en' });
      expect(published.status).toBe(200);
      expect(published.body.message).toBe('Course published as version 1');
      expect(published.body.data).toMatchObject({ status: 'published', currentVersion: 1, activityCount: 2 });
      // The notification is stored by the notifications feature's listener, after the answer.
      await vi.waitFor(async () => {
        const notices = await t.db.selectFrom('notifications').select('id').where('category', '=', 'learning').execute();
        expect(notices.length).toBeGreaterThan(0);
      });

      // A file of a published version stays.
      expect((await api.delete(`${COURSES}/${course.id}/files/${file.body.data.id}`, creator)).status).toBe(409);

      // Editing the published course edits its draft; version 1 does not change.
      expect((await save(course, documentWith({ ...quizActivity, title: 'Kuis baru' }))).body.data).toMatchObject({
        status: 'draft',
        currentVersion: 1,
      });
      const v1 = await t.db
        .selectFrom('course_versions')
        .select('structure')
        .where('course_id', '=', course.id)
        .where('version', '=', 1)
        .executeTakeFirstOrThrow();
      const v1Document = v1.structure as CourseDocument;
      expect(v1Document.modules[0]!.activities.map((activity) => activity.title)).toEqual(['Bacaan', 'Kuis']);
      expect((await api.delete(`${COURSES}/${course.id}`, creator)).status).toBe(409);

      await api.post(`${COURSES}/${course.id}/submit`, undefined, creator);
      const second = await api.post<ReviewCourseRecord>(`${REVIEW}/${course.id}/publish`, undefined, admin);
      expect(second.body.data.currentVersion).toBe(2);
      const again = await t.db
        .selectFrom('course_versions')
        .select('structure')
        .where('course_id', '=', course.id)
        .where('version', '=', 1)
        .executeTakeFirstOrThrow();
      expect(again.structure).toEqual(v1.structure);
      // No version uses the PDF any more, and the draft does not either: it may go now... but version 1 still does.
      expect((await api.delete(`${COURSES}/${course.id}/files/${file.body.data.id}`, creator)).status).toBe(409);
    });

    it('sends a course back with a note the creator reads, and links programs', async () => {
      const course = await newCourse('Kursus Ditolak');
      await save(course, documentWith(quizActivity));
      await api.post(`${COURSES}/${course.id}/submit`, undefined, creator);
      expect((await api.post(`${REVIEW}/${course.id}/reject`, { note: '  ' }, admin)).status).toBe(400);
      const rejected = await api.post<ReviewCourseRecord>(`${REVIEW}/${course.id}/reject`, { note: 'Tambahkan bacaan' }, admin);
      expect(rejected.body.data).toMatchObject({ status: 'draft', reviewNote: 'Tambahkan bacaan' });
      expect((await api.get<StudioCourse>(`${COURSES}/${course.id}`, creator)).body.data.reviewNote).toBe('Tambahkan bacaan');
      expect((await api.post(`${REVIEW}/${course.id}/reject`, { note: 'lagi' }, admin)).status).toBe(409);

      const programs = await t.db.selectFrom('programs').select('id').orderBy('id').limit(2).execute();
      const ids = programs.map((program) => program.id);
      const linked = await api.put<ReviewCourseRecord>(`${REVIEW}/${course.id}`, { programIds: ids, title: 'ignored' }, admin);
      expect(linked.status).toBe(200);
      expect([...linked.body.data.programIds].sort((a, b) => a - b)).toEqual(ids);
      expect((await api.put(`${REVIEW}/${course.id}`, { programIds: [2_000_000_000] }, admin)).status).toBe(400);
      expect((await api.put<ReviewCourseRecord>(`${REVIEW}/${course.id}`, { programIds: [ids[1]] }, admin)).body.data.programIds).toEqual([ids[1]]);
      expect((await api.get(`${REVIEW}/00000000-0000-4000-8000-000000000000`, admin)).status).toBe(404);
    });
  });
});
