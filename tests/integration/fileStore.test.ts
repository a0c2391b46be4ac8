import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
// @ts-expect-error -- s3rver ships no types; the test uses its constructor, run() and close() only.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type StorageConfig } from '../../server/src/config';
import { localFileStore, s3FileStore, type FileStore } from '../../server/src/platform/storage';

const BUCKET = 'bisa-test';
/** More than one multipart part (5 MB): the S3 store must send a stream of unknown length in parts. */
const LARGE_BYTES = 12 * 1024 * 1024;

/** A stream of `bytes` bytes in 64 KB chunks (a length the store is not told), and its SHA-256. */
function generated(bytes: number): { stream: Readable; sha256: string } {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  for (let made = 0, seed = 1; made < bytes; made += 65_536, seed += 1) {
    const chunk = Buffer.alloc(Math.min(65_536, bytes - made), seed % 251);
    hash.update(chunk);
    chunks.push(chunk);
  }
  return { stream: Readable.from(chunks), sha256: hash.digest('hex') };
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const folder = mkdtempSync(path.join(tmpdir(), 'bisa-file-store-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let s3: Extract<StorageConfig, { kind: 's3' }>;
let server: { run(): Promise<{ port: number }>; close(): Promise<void> };
beforeAll(async () => {
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(folder, 's3rver'), configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  // s3rver accepts requests signed with its fixed credentials.
  const config = loadConfig({
    DATA_DIR: folder,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  if (config.storage.kind !== 's3') throw new Error('S3_BUCKET did not select the S3 store');
  s3 = config.storage;
});
afterAll(() => server?.close());

/** The behaviour every store shares, run against the data folder and against a local S3-compatible server. */
const STORES: [name: string, make: () => FileStore][] = [
  ['the local folder store', () => localFileStore(path.join(folder, 'local'))],
  ['the S3-compatible store (s3rver)', () => s3FileStore(s3, 'uploads/')],
];

describe.each(STORES)('%s', (_name, make) => {
  it('stores a stream and gives it back with its size', async () => {
    const store = make();
    const { stream, sha256 } = generated(LARGE_BYTES);
    await store.put('proofs/large.pdf', stream, 'application/pdf');
    const stored = await store.get('proofs/large.pdf');
    expect(stored?.size).toBe(LARGE_BYTES);
    expect(await sha256Of(stored!.stream)).toBe(sha256);
  });

  it('stores a buffer, deletes it, and finds nothing afterwards (deleting twice is no error)', async () => {
    const store = make();
    await store.put('photo.png', Buffer.from('png bytes'), 'image/png');
    expect(await text((await store.get('photo.png'))!.stream)).toBe('png bytes');
    await store.delete('photo.png');
    expect(await store.get('photo.png')).toBeUndefined();
    await expect(store.delete('photo.png')).resolves.toBeUndefined();
  });

  it('finds nothing for a key never stored', async () => {
    expect(await make().get('never-stored.png')).toBeUndefined();
  });

  it('refuses a key that is not one the platform makes', async () => {
    const store = make();
    for (const key of ['../escape.png', 'a/../../b.png', '/absolute.png', 'a//b.png', '']) {
      await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/storage key/);
    }
  });
});

describe('the storage configuration', () => {
  const env = { DATA_DIR: folder, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256' };

  it('is the data folder without S3_BUCKET, and path-style addressing with an endpoint', () => {
    expect(loadConfig(env).storage).toEqual({ kind: 'local' });
    expect(s3.forcePathStyle).toBe(true);
    expect(loadConfig({ ...env, S3_BUCKET: 'b' }).storage).toMatchObject({ kind: 's3', region: 'us-east-1', forcePathStyle: false });
  });

  it('refuses half a configuration', () => {
    expect(() => loadConfig({ ...env, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...env, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });
});
