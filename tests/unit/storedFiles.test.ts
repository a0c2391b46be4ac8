import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../../server/src/platform/errorHandler';
import { localFileStore, type FileStore } from '../../server/src/platform/storage';
import { openStoredFile, sendStoredFile } from '../../server/src/platform/storedFiles';

/**
 * Every stored file is answered by sendStoredFile (uploads, learning files, stored PDFs): its validators, 304 to a
 * client that has this version, one Range (206, 416) and If-Range, here over the data-folder store (the S3 store is
 * the same through s3Storage.test.ts).
 */
describe('sendStoredFile', () => {
  const BYTES = Buffer.from('0123456789abcdefghij');
  let folder: string;
  let store: FileStore;
  let app: FastifyInstance;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'bisa-stored-files-'));
    store = localFileStore(folder);
    await store.put('files/a.bin', BYTES, 'application/octet-stream');
    app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    app.get<{ Params: { key: string } }>('/files/:key', async (request, reply) => {
      const stored = await openStoredFile(store, `files/${request.params.key}`, 'video/mp4');
      if (!stored) return reply.code(404).send();
      return sendStoredFile(request, reply, stored, 'private, max-age=300');
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(folder, { recursive: true, force: true });
  });

  const get = (headers: Record<string, string> = {}, key = 'a.bin') => app.inject({ method: 'GET', url: `/files/${key}`, headers });

  it('answers the whole file with a strong ETag, Last-Modified, its type and accept-ranges', async () => {
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(BYTES)).toBe(true);
    expect(whole.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(String(whole.headers['last-modified'])).getTime()).toBeGreaterThan(0);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(BYTES.length),
      'accept-ranges': 'bytes',
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
    });
    expect((await get({}, 'missing.bin')).statusCode).toBe(404);
  });

  it('answers 304 without a body when If-None-Match names this version (weak, in a list, or *), else the file', async () => {
    const { etag, 'last-modified': lastModified } = (await get()).headers;
    for (const header of [String(etag), `W/${String(etag)}`, `"other", ${String(etag)}`, '*']) {
      const cached = await get({ 'if-none-match': header });
      expect([header, cached.statusCode, cached.body]).toEqual([header, 304, '']);
      expect(cached.headers.etag).toBe(etag);
    }
    expect((await get({ 'if-none-match': '"other"' })).statusCode).toBe(200);
    // If-None-Match wins over If-Modified-Since (RFC 9110 13.2.2).
    expect((await get({ 'if-none-match': '"other"', 'if-modified-since': String(lastModified) })).statusCode).toBe(200);
  });

  it('answers 304 to If-Modified-Since at or after the last write, the file to an earlier date', async () => {
    const lastModified = String((await get()).headers['last-modified']);
    expect((await get({ 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await get({ 'if-modified-since': new Date(Date.parse(lastModified) - 60_000).toUTCString() })).statusCode).toBe(200);
  });

  it('answers one Range with 206 and Content-Range, a suffix and an open range, 416 past the end', async () => {
    const part = await get({ range: 'bytes=2-5' });
    expect([part.statusCode, part.body, part.headers['content-range'], part.headers['content-length']]).toEqual([206, '2345', 'bytes 2-5/20', '4']);
    expect((await get({ range: 'bytes=-3' })).body).toBe('hij');
    expect((await get({ range: 'bytes=15-' })).body).toBe('fghij');
    const beyond = await get({ range: 'bytes=20-' });
    expect([beyond.statusCode, beyond.headers['content-range'], beyond.body]).toEqual([416, 'bytes */20', '']);
  });

  it('applies the Range under If-Range only for this version (its strong tag or its exact date), else sends the whole file', async () => {
    const { etag, 'last-modified': lastModified } = (await get()).headers;
    const range = 'bytes=0-1';
    expect((await get({ range, 'if-range': String(etag) })).statusCode).toBe(206);
    expect((await get({ range, 'if-range': String(lastModified) })).statusCode).toBe(206);
    for (const stale of ['"older"', `W/${String(etag)}`, new Date(Date.parse(String(lastModified)) - 1000).toUTCString()]) {
      const whole = await get({ range, 'if-range': stale });
      expect([stale, whole.statusCode, whole.rawPayload.length]).toEqual([stale, 200, BYTES.length]);
    }
  });

  it('gives a rewritten key a new ETag', async () => {
    await store.put('files/b.bin', BYTES, 'application/octet-stream');
    const first = (await get({}, 'b.bin')).headers.etag;
    await store.put('files/b.bin', Buffer.from('another, longer content'), 'application/octet-stream', { overwrite: true });
    const second = await get({ 'if-none-match': String(first) }, 'b.bin');
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(first);
  });
});
