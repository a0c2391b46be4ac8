import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueMediaTicket } from '../../server/src/features/learning/media/mediaTickets';
import { learningDir, newFileKey, storedPath } from '../../server/src/features/learning/storage';
import { describeOnDatabase } from './support/databases';
import { seedLearningFor } from './support/learning';
import { client, createTestApp, type TestApp } from './support/testApp';
import type { ScormState } from '@core/learning/scorm';

/**
 * Learning media and the SCORM runtime: tickets for whoever reaches the course, the media route outside
 * /api (bad, expired or foreign tickets 404, Range 206, no way out of a package), the SCORM pages with the bridge
 * and the sandbox CSP, and the learner's CMI store (round trip, completion, 404 across learners, 413 when too big).
 */
interface Ticket {
  url: string;
  kind: string;
  pdfUrl: string | null;
  scormVersion: string | null;
}
const PDF_BYTES = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4000, 0x41), Buffer.from('\n%%EOF\n')]);

describeOnDatabase('learning media and the SCORM runtime', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let trainee: { token: string };
  let staff: { token: string };
  let creator: { token: string };
  let trainer: { token: string };
  let traineeAccount: string;
  let k3: string;
  let web: string;
  let readingFile: string;
  let scormFile: string;
  let foreignFile: string;

  const ticketOf = (fileId: string, who?: { token: string }) => api.get<Ticket>(`/api/main/learning-files/${fileId}/ticket`, who);
  const raw = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const scorm = (courseId: string, activityId = 'k3-scorm') => `/api/main/kompetensi/courses/${courseId}/activities/${activityId}/scorm`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const tokens = await seedLearningFor(t);
    trainee = { token: tokens.get('Trainee')!.token };
    staff = { token: tokens.get('Trainee Staff')!.token };
    creator = { token: tokens.get('Content Creator')!.token };
    trainer = { token: tokens.get('Trainer')!.token };
    const courses = await t.db.selectFrom('courses').select(['id', 'title', 'organisation_id', 'author_account_id']).execute();
    const k3Row = courses.find((row) => row.title.includes('K3'))!;
    k3 = k3Row.id;
    web = courses.find((row) => row.id !== k3)!.id;
    const files = await t.db.selectFrom('learning_files').select(['id', 'kind', 'course_id']).where('course_id', '=', k3).execute();
    readingFile = files.find((file) => file.kind === 'pdf')!.id;
    scormFile = files.find((file) => file.kind === 'scorm')!.id;
    traineeAccount = (await t.db.selectFrom('accounts').select('id').where('role_name', '=', 'Trainee').executeTakeFirstOrThrow()).id;
    // A PDF of the K3 course stored as the studio stores it, for a known body (the seed's PDF is generated).
    const key = newFileKey('pdf');
    const target = storedPath(learningDir(t.config), key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, PDF_BYTES);
    await t.db.updateTable('learning_files').set({ storage_key: key, size_bytes: PDF_BYTES.length }).where('id', '=', readingFile).execute();

    // Another training provider's course and file: nobody of the demo reaches it.
    const other = await t.db
      .insertInto('organisations')
      .values({
        kind: 'training-provider',
        legal_name: 'Other Academy',
        code: 'OTHERACD',
        verification: 'verified',
        owner_account_id: k3Row.author_account_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const otherCourse = await t.db
      .insertInto('courses')
      .values({ organisation_id: other.id, author_account_id: k3Row.author_account_id, title: 'Other course' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await t.db
      .insertInto('learning_files')
      .values({
        organisation_id: other.id,
        course_id: otherCourse.id,
        kind: 'pdf',
        original_name: 'other.pdf',
        content_type: 'application/pdf',
        size_bytes: PDF_BYTES.length,
        storage_key: key.replace('.pdf', '-other.pdf'),
        uploaded_by: k3Row.author_account_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    foreignFile = foreign.id;
  });
  afterAll(() => t.close());

  it('gives a ticket to the course learners, its trainer and its provider creators; 404 for a file they do not reach', async () => {
    for (const who of [trainee, staff, creator, trainer]) {
      const answer = await ticketOf(readingFile, who);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ kind: 'pdf', pdfUrl: null, scormVersion: null });
      expect(answer.body.data.url).toMatch(/^\/learning-media\/[\w-]+\.[\w-]+\/.+/);
    }
    for (const who of [trainee, staff, creator, trainer]) expect((await ticketOf(foreignFile, who)).status).toBe(404);
    expect((await ticketOf('00000000-0000-4000-8000-000000000000', trainee)).status).toBe(404);
    expect((await ticketOf(readingFile)).status).toBe(401);
    expect((await ticketOf('not-a-uuid', trainee)).status).toBe(400);
  });

  it('keeps a file only the draft uses from the learners (404), not from the course creators and trainers', async () => {
    const k3Row = await t.db.selectFrom('courses').select(['organisation_id', 'author_account_id']).where('id', '=', k3).executeTakeFirstOrThrow();
    const draftOnly = await t.db
      .insertInto('learning_files')
      .values({
        organisation_id: k3Row.organisation_id,
        course_id: k3,
        kind: 'pdf',
        original_name: 'next-version.pdf',
        content_type: 'application/pdf',
        size_bytes: PDF_BYTES.length,
        storage_key: newFileKey('pdf'),
        uploaded_by: k3Row.author_account_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const who of [trainee, staff]) expect((await ticketOf(draftOnly.id, who)).status).toBe(404);
    for (const who of [creator, trainer]) expect((await ticketOf(draftOnly.id, who)).status).toBe(200);
    // A genuine ticket made here (the route gives none) still does not open it.
    const forged = issueMediaTicket(t.config.jwtSecret, { fileId: draftOnly.id, accountId: traineeAccount });
    expect((await raw(`/learning-media/${forged}/next-version.pdf`)).statusCode).toBe(404);
    // The published version's own file stays reachable with the same kind of ticket.
    const published = issueMediaTicket(t.config.jwtSecret, { fileId: readingFile, accountId: traineeAccount });
    expect((await raw(`/learning-media/${published}/file.pdf`)).statusCode).toBe(200);
  });

  it('serves a file by ticket with its type, nosniff and Range (206) for seeking', async () => {
    const { url } = (await ticketOf(readingFile, trainee)).body.data;
    const whole = await raw(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toMatch(/^application\/pdf/);
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(PDF_BYTES)).toBe(true);
    const part = await raw(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${PDF_BYTES.length}`);
    expect(part.rawPayload.equals(PDF_BYTES.subarray(100, 200))).toBe(true);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect((await raw(url, { range: `bytes=${PDF_BYTES.length}-` })).headers['content-range']).toBe(`bytes */${PDF_BYTES.length}`);
  });

  it('serves a file with its validators: 304 to a reader who has it, a Range under If-Range only for this version', async () => {
    const { url } = (await ticketOf(readingFile, trainee)).body.data;
    const { etag, 'last-modified': lastModified } = (await raw(url)).headers;
    expect(etag).toMatch(/^"[0-9a-f-]+"$/);
    expect(Number.isNaN(Date.parse(String(lastModified)))).toBe(false);
    const cached = await raw(url, { 'if-none-match': String(etag) });
    expect([cached.statusCode, cached.rawPayload.length]).toEqual([304, 0]);
    expect((await raw(url, { 'if-modified-since': String(lastModified) })).statusCode).toBe(304);
    expect((await raw(url, { range: 'bytes=0-9', 'if-range': String(etag) })).statusCode).toBe(206);
    const changed = await raw(url, { range: 'bytes=0-9', 'if-range': '"an-older-version"' });
    expect([changed.statusCode, changed.rawPayload.length]).toEqual([200, PDF_BYTES.length]);
  });

  it('answers 404 for a bad, altered, expired or foreign ticket, and when the account no longer reaches the course', async () => {
    const { url } = (await ticketOf(readingFile, trainee)).body.data;
    const ticket = url.split('/')[2]!;
    expect((await raw('/learning-media/nonsense/file.pdf')).statusCode).toBe(404);
    expect((await raw(url.replace(ticket, `${ticket.slice(0, -2)}xx`))).statusCode).toBe(404);
    const expired = issueMediaTicket(t.config.jwtSecret, { fileId: readingFile, accountId: traineeAccount }, Date.now() - 7 * 3_600_000);
    expect((await raw(`/learning-media/${expired}/file.pdf`)).statusCode).toBe(404);
    const otherSecret = issueMediaTicket('another-secret', { fileId: readingFile, accountId: traineeAccount });
    expect((await raw(`/learning-media/${otherSecret}/file.pdf`)).statusCode).toBe(404);
    // A genuine ticket for a file of a course the account does not reach (made here: the route would not give one).
    const foreign = issueMediaTicket(t.config.jwtSecret, { fileId: foreignFile, accountId: traineeAccount });
    expect((await raw(`/learning-media/${foreign}/other.pdf`)).statusCode).toBe(404);
    // No API key is needed outside /api, and none is asked for.
    expect((await raw(url)).statusCode).toBe(200);
  });

  it('serves the SCORM package: the launch page with the bridge first in <head>, under the sandbox CSP', async () => {
    const answer = await ticketOf(scormFile, trainee);
    expect(answer.body.data).toMatchObject({ kind: 'scorm', scormVersion: '1.2' });
    const { url } = answer.body.data;
    expect(url).toMatch(/\/index\.html$/);
    const base = url.slice(0, url.lastIndexOf('/'));
    const page = await raw(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(new RegExp(`<head><script src="${base.replace(/[.]/g, '\\.')}/__lms__/scorm-bridge\\.js"></script>\\s*<meta charset`));
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain('sandbox allow-scripts allow-forms allow-popups');
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline'/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const bridge = await raw(`${base}/__lms__/scorm-bridge.js`);
    expect(bridge.statusCode).toBe(200);
    expect(bridge.headers['content-type']).toMatch(/javascript/);
    expect(bridge.body).toContain('CrossFrameAPI');
    expect(bridge.body).toContain('window.API_1484_11 = api');

    const style = await raw(`${base}/lesson.css`);
    expect(style.statusCode).toBe(200);
    expect(style.headers['content-type']).toMatch(/^text\/css/);
    expect(String(style.headers['content-security-policy'])).toContain('sandbox');
    expect(style.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('refuses every way out of the package folder and the reserved names', async () => {
    const { url } = (await ticketOf(scormFile, trainee)).body.data;
    const base = url.slice(0, url.lastIndexOf('/'));
    for (const escape of [
      '..%2F..%2Fjwt-secret',
      '..%2f' + 'imsmanifest.xml',
      'a%2F..%2F..%2F..%2Ffiles',
      '__lms__/other.js',
      'missing.html',
      'missing.js',
      '',
    ]) {
      expect((await raw(`${base}/${escape}`)).statusCode, escape).toBe(404);
    }
    // Dot segments the router resolves itself never reach the media route (the site's not-found page answers).
    const resolved = await raw(`${base}/%2e%2e/%2e%2e/%2e%2e/jwt-secret`);
    expect(resolved.statusCode).toBeGreaterThanOrEqual(400);
    expect(resolved.body).not.toContain(t.config.jwtSecret);
  });

  it('stores the learner CMI and gives it back (resume), sets the activity done with its score when passed', async () => {
    const first = await api.get<ScormState>(scorm(k3), trainee);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ version: '1.2', fileId: scormFile, cmi: null, isDone: false, score: null });

    const halfway = {
      cmi: { core: { lesson_status: 'incomplete', lesson_location: 'check', exit: 'suspend', score: { raw: '' } }, suspend_data: 'q1=b' },
    };
    const saved = await api.put<ScormState>(scorm(k3), halfway, trainee);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ completion: 'incomplete', success: 'unknown', isDone: false });
    expect((await api.get<ScormState>(scorm(k3), trainee)).body.data.cmi).toEqual(halfway);

    const failed = { cmi: { core: { lesson_status: 'failed', lesson_location: 'check', score: { raw: '33', min: '0', max: '100' } } } };
    expect((await api.put<ScormState>(scorm(k3), failed, trainee)).body.data).toMatchObject({ success: 'failed', isDone: false, score: 33 });

    const passed = { cmi: { core: { lesson_status: 'passed', lesson_location: 'check', score: { raw: '67', min: '0', max: '100' } } } };
    expect((await api.put<ScormState>(scorm(k3), passed, trainee)).body.data).toMatchObject({
      completion: 'completed',
      success: 'passed',
      isDone: true,
      score: 67,
    });
    const progress = await t.db
      .selectFrom('activity_progress')
      .innerJoin('learner_courses', 'learner_courses.id', 'activity_progress.learner_course_id')
      .select(['activity_progress.is_done', 'activity_progress.score', 'activity_progress.done_at'])
      .where('learner_courses.account_id', '=', traineeAccount)
      .where('learner_courses.course_id', '=', k3)
      .where('activity_progress.activity_id', '=', 'k3-scorm')
      .executeTakeFirstOrThrow();
    expect(progress.is_done).toBe(true);
    expect(Number(progress.score)).toBe(67);
    expect(progress.done_at).not.toBeNull();

    // Done stays done: a later failed retry neither undoes it nor lowers the best score.
    await api.put(scorm(k3), failed, trainee);
    expect((await api.get<ScormState>(scorm(k3), trainee)).body.data).toMatchObject({ isDone: true, score: 67 });
  });

  it('keeps learners apart: another learner sees only their own, a course or activity not theirs answers 404', async () => {
    expect((await api.get<ScormState>(scorm(k3), staff)).body.data).toMatchObject({ cmi: null, isDone: false });
    expect((await api.get(scorm(web), staff)).status).toBe(404);
    expect((await api.put(scorm(web), { cmi: {} }, staff)).status).toBe(404);
    expect((await api.get(scorm(k3, 'k3-quiz'), trainee)).status).toBe(404);
    expect((await api.get(scorm(k3, 'nope'), trainee)).status).toBe(404);
    expect((await api.get(scorm(k3), creator)).status).toBe(403);
  });

  it('refuses a CMI block over 64 kB (413) and a body without cmi (400)', async () => {
    const big = await api.put(scorm(k3), { cmi: { suspend_data: 'x'.repeat(70_000) } }, staff);
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/SCORM/);
    expect((await api.put(scorm(k3), { nope: 1 }, staff)).status).toBe(400);
  });
});
