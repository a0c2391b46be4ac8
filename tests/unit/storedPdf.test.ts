import { describe, expect, it } from 'vitest';
import { batchPercent } from '@core/certification/certificateBatches';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { pdfVersion, sendStoredOrRenderedPdf, storePdf, type PdfVersion } from '../../server/src/platform/storedPdf';
import type { FileStore } from '../../server/src/platform/storage';

/** A file store in memory, counting writes. */
function memoryStore(refuseWrites = false) {
  const files = new Map<string, Buffer>();
  let writes = 0;
  const store: FileStore = {
    async put(key, body) {
      if (refuseWrites) throw new Error('bucket unreachable');
      writes += 1;
      files.set(key, Buffer.isBuffer(body) ? body : Buffer.concat(await body.toArray()));
    },
    async get(key) {
      const file = files.get(key);
      return file && { stream: Readable.from([file]), size: file.length };
    },
    async size(key) {
      return files.get(key)?.length;
    },
    async stat(key) {
      const file = files.get(key);
      return file && { size: file.length, etag: `"${file.length}"`, lastModified: new Date(0) };
    },
    async delete(key) {
      files.delete(key);
    },
  };
  return { store, files, writes: () => writes };
}

describe('stored PDF versions', () => {
  const render = async (input: { name: string }) => Buffer.from(`%PDF ${input.name}`);

  it('keys a version by its document and a digest of what it shows: the same input is the same key, a change a new one', () => {
    const a = pdfVersion('certificates', 'c1', { name: 'Budi', status: 'valid' }, render);
    expect(a.key).toMatch(/^certificates\/c1\/[0-9a-f]{24}\.pdf$/);
    expect(pdfVersion('certificates', 'c1', { name: 'Budi', status: 'valid' }, render).key).toBe(a.key);
    expect(pdfVersion('certificates', 'c1', { name: 'Budi', status: 'revoked' }, render).key).not.toBe(a.key);
    expect(pdfVersion('invoices', 'o1', { name: 'x' }, render, 'en-').key).toMatch(/^invoices\/o1\/en-[0-9a-f]{24}\.pdf$/);
  });

  /** The version answered by sendStoredOrRenderedPdf to one GET with `headers`; what it logged at error level. */
  async function served(store: FileStore, version: PdfVersion, headers: Record<string, string> = {}) {
    const logged: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } } });
    app.get('/pdf', (request, reply) => sendStoredOrRenderedPdf(request, reply, store, version, 'inline; filename="a.pdf"'));
    try {
      return { response: await app.inject({ method: 'GET', url: '/pdf', headers }), logged };
    } finally {
      await app.close();
    }
  }

  it('stores a version once; a stored version is served without rendering, with its tag, and 304 to a reader who has it', async () => {
    const memory = memoryStore();
    let renders = 0;
    const version = pdfVersion('certificates', 'c1', { name: 'Budi' }, async (input) => {
      renders += 1;
      return render(input);
    });
    await storePdf(memory.store, version);
    await storePdf(memory.store, version);
    expect([renders, memory.writes()]).toEqual([1, 1]);
    const { response } = await served(memory.store, version);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('%PDF Budi');
    expect(response.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'private, no-cache', etag: '"9"' });
    const again = await served(memory.store, version, { 'if-none-match': '"9"' });
    expect([again.response.statusCode, again.response.body]).toEqual([304, '']);
    expect(renders).toBe(1);
  });

  it('renders on demand when nothing is stored, and answers even when the store refuses the write', async () => {
    const refusing = memoryStore(true);
    const { response, logged } = await served(refusing.store, pdfVersion('certificates', 'c2', { name: 'Siti' }, render));
    expect([response.statusCode, response.body]).toEqual([200, '%PDF Siti']);
    expect(response.headers['content-disposition']).toBe('inline; filename="a.pdf"');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('bucket unreachable');
  });
});

describe('batchPercent', () => {
  it('counts failed certificates as finished work, and an empty batch as complete', () => {
    expect(batchPercent({ total: 4, done: 1, failed: 1 })).toBe(50);
    expect(batchPercent({ total: 0, done: 0, failed: 0 })).toBe(100);
  });
});
