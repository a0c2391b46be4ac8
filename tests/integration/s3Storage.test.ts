import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
// @ts-expect-error -- s3rver ships no types; the test uses its constructor, run() and close() only.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_API_KEY } from '@core/config/apiKey';
import { seedJobs } from '../../server/src/db/seedJobs';
import { scormArchiveKey } from '../../server/src/features/learning/storage';
import { fileStoreFor } from '../../server/src/platform/storage';
import { seedLearningFor } from './support/learning';
import { client, createTestApp, type Envelope, type TestApp } from './support/testApp';

/**
 * One gateway with S3_BUCKET set, against s3rver (as fileStore.test.ts): uploads and learning files are written to
 * and served from the bucket, none of them in DATA_DIR. A SCORM package's zip is in the bucket and its pages are
 * served from the local unpacked copy made on the first request. A creator's video and a job seeker's CV go through
 * the bucket too and are read back (the video by a Range, as the player seeks).
 */
describe('uploads and learning files in an S3 bucket', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'bisa-s3-gateway-'));
  const dataDir = path.join(folder, 'data');
  let server: { run(): Promise<{ port: number }>; close(): Promise<void> };
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let tokens: Awaited<ReturnType<typeof seedLearningFor>>;

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(folder, 's3rver'),
      configureBuckets: [{ name: 'bisa' }],
    });
    const { port } = await server.run();
    t = await createTestApp('pglite', {
      DATA_DIR: dataDir,
      S3_BUCKET: 'bisa',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    api = client(t.app);
    tokens = await seedLearningFor(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const bucket = (folderName: 'uploads' | 'learning') => fileStoreFor(t.config, folderName);
  const raw = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('stores a profile photo in the bucket and serves it and its variant from there', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#1e5bd7' } })
      .png()
      .toBuffer();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/cm/account-user/photo',
      headers: { 'x-api-key': DEV_API_KEY, 'content-type': 'image/png', authorization: `Bearer ${tokens.get('Trainee')!.token}` },
      payload: png,
    });
    expect(saved.statusCode).toBe(200);
    const url = saved.json<Envelope<{ photo: string }>>().data.photo;
    const name = url.slice('/uploads/'.length);
    expect(await bucket('uploads').size(name)).toBeGreaterThan(0);

    const served = await raw(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);

    const variant = await raw(url.replace(/\.png$/, '-320.webp'));
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(320);
    expect(await bucket('uploads').size(name.replace(/\.png$/, '-320.webp'))).toBeGreaterThan(0);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });

  it('serves a learning PDF from the bucket, a Range as 206', async () => {
    const trainee = { token: tokens.get('Trainee')!.token };
    const pdf = await t.db
      .selectFrom('learning_files')
      .select(['id', 'storage_key', 'size_bytes'])
      .where('kind', '=', 'pdf')
      .executeTakeFirstOrThrow();
    expect(await bucket('learning').size(pdf.storage_key)).toBe(Number(pdf.size_bytes));
    expect(existsSync(path.join(dataDir, 'learning', pdf.storage_key))).toBe(false);

    const ticket = (await api.get<{ url: string }>(`/api/main/learning-files/${pdf.id}/ticket`, trainee)).body.data;
    const whole = await raw(ticket.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toMatch(/^application\/pdf/);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const part = await raw(ticket.url, { range: 'bytes=1-4' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-4/${whole.rawPayload.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('PDF-');
    expect((await raw(ticket.url, { range: `bytes=${whole.rawPayload.length}-` })).statusCode).toBe(416);

    // The bucket's own ETag and Last-Modified: 304 to a reader who has this version, If-Range honoured.
    const { etag, 'last-modified': lastModified } = whole.headers;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Number.isNaN(Date.parse(String(lastModified)))).toBe(false);
    expect((await raw(ticket.url, { 'if-none-match': String(etag) })).statusCode).toBe(304);
    expect((await raw(ticket.url, { range: 'bytes=1-4', 'if-range': String(etag) })).statusCode).toBe(206);
    expect((await raw(ticket.url, { range: 'bytes=1-4', 'if-range': '"another-version"' })).statusCode).toBe(200);
  });

  it("stores a creator's video in the bucket and serves it back whole and by a Range (a seek)", async () => {
    const creator = { token: tokens.get('Content Creator')!.token };
    const course = await api.post<{ id: string }>(
      '/api/main/content/courses',
      { title: 'Video S3', summary: 'Ringkasan', competency: 'K3' },
      creator,
    );
    expect(course.status).toBe(201);
    // An MP4's ftyp box and a body long enough to seek into.
    const video = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64 * 1024, 7), Buffer.from('the-end')]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/main/content/courses/${course.body.data.id}/files?kind=video&name=clip.mp4`,
      headers: { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${creator.token}`, 'content-type': 'application/octet-stream' },
      payload: video,
    });
    expect(uploaded.statusCode).toBe(201);
    const fileId = uploaded.json<Envelope<{ id: string }>>().data.id;
    const row = await t.db.selectFrom('learning_files').select(['storage_key', 'content_type']).where('id', '=', fileId).executeTakeFirstOrThrow();
    expect(row.content_type).toBe('video/mp4');
    expect(await bucket('learning').size(row.storage_key)).toBe(video.length);
    expect(existsSync(path.join(dataDir, 'learning', row.storage_key))).toBe(false);

    const ticket = (await api.get<{ url: string; kind: string }>(`/api/main/learning-files/${fileId}/ticket`, creator)).body.data;
    expect(ticket.kind).toBe('video');
    const whole = await raw(ticket.url);
    expect([whole.statusCode, whole.headers['content-type']]).toEqual([200, 'video/mp4']);
    expect(whole.rawPayload.equals(video)).toBe(true);
    const seek = await raw(ticket.url, { range: `bytes=${video.length - 7}-` });
    expect(seek.statusCode).toBe(206);
    expect(seek.headers['content-range']).toBe(`bytes ${video.length - 7}-${video.length - 1}/${video.length}`);
    expect(seek.rawPayload.toString('latin1')).toBe('the-end');
  });

  it("stores a job seeker's CV in the bucket's private folder and serves it back to its owner", async () => {
    await seedJobs(t.db);
    const seeker = tokens.get('Job Seeker')!.token;
    const cv = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/jp/job-seeker/job-profile/cv?fileName=cv.pdf',
      headers: { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${seeker}`, 'content-type': 'application/pdf' },
      payload: cv,
    });
    expect(sent.statusCode).toBe(201);
    const { cv_file: key } = await t.db.selectFrom('job_profiles').select('cv_file').where('cv_file', 'is not', null).executeTakeFirstOrThrow();
    expect(key).toMatch(/^cv\/[A-Za-z0-9_-]{32}\.pdf$/);
    expect(await bucket('uploads').size(key!)).toBe(cv.length);

    const served = await raw('/api/jp/job-seeker/job-profile/cv', { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${seeker}` });
    expect([served.statusCode, served.headers['content-type'], served.headers['cache-control']]).toEqual([
      200,
      'application/pdf',
      'private, no-store',
    ]);
    expect(served.rawPayload.equals(cv)).toBe(true);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });

  it('launches a SCORM package kept as a zip in the bucket, unpacking it on first use when the local copy is gone', async () => {
    const trainee = { token: tokens.get('Trainee')!.token };
    const scorm = await t.db.selectFrom('learning_files').select(['id', 'storage_key']).where('kind', '=', 'scorm').executeTakeFirstOrThrow();
    expect(await bucket('learning').size(scormArchiveKey(scorm.storage_key))).toBeGreaterThan(0);
    // Another instance's disk: no unpacked copy here.
    rmSync(path.join(dataDir, 'learning', scorm.storage_key), { recursive: true, force: true });

    const ticket = (await api.get<{ url: string }>(`/api/main/learning-files/${scorm.id}/ticket`, trainee)).body.data;
    const page = await raw(ticket.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('__lms__/scorm-bridge.js');
    expect(existsSync(path.join(dataDir, 'learning', scorm.storage_key, 'imsmanifest.xml'))).toBe(true);
  });
});
