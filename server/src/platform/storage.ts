import { createWriteStream } from 'node:fs';
import { mkdir, open, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';
import { loadS3 } from './lazyModules';

/**
 * One interface for stored files: the data folder by default, an S3-compatible bucket when S3_BUCKET is
 * set. Keys are relative paths made by the platform (`uploads/<name>`, `uploads/proofs/<name>`), never a caller's.
 * Both directions stream: a file is never held whole in memory by the store.
 */
export interface FileStore {
  /**
   * Writes `body` under `key`. A key is written once: the names are random, so an existing key is an error, unless
   * `overwrite` says the key is derived (an image's variant, which two requests may make at once).
   */
  put(key: string, body: Readable | Buffer, contentType: string, options?: { overwrite?: boolean }): Promise<void>;
  /**
   * The stored bytes and the object's whole size; undefined when there is no such key. With `range` (inclusive
   * bytes, as HTTP's Range) only those bytes are read: a video is sought without reading what comes before.
   */
  get(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | undefined>;
  /** The object's size without reading it; undefined when there is no such key. */
  size(key: string): Promise<number | undefined>;
  /** The object's size and validators (to answer conditional and Range requests); undefined when there is no such key. */
  stat(key: string): Promise<StoredObjectStat | undefined>;
  /** Removes the key; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
}

/** What a conditional request is answered from: the size, a strong entity tag and the time of the last write. */
export interface StoredObjectStat {
  size: number;
  /** Quoted, strong (RFC 9110 8.8.3): a key's bytes change only when it is written again, which changes it. */
  etag: string;
  lastModified: Date;
}

/** Inclusive byte positions, as in an HTTP Range header; `end` within the object. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A key as the platform makes them: relative, forward slashes, no `.` or `..` segments. */
const KEY_PATTERN = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;

function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** The data folder as the store (several instances share it when they share the disk). */
export function localFileStore(root: string): FileStore {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  const statOf = async (key: string): Promise<StoredObjectStat | undefined> => {
    const found = await stat(fileOf(key)).catch(() => undefined);
    if (!found?.isFile()) return undefined;
    // Size and write time (as fastify-static's tag, but strong): a rewrite (an overwritten variant) changes it.
    return { size: found.size, etag: `"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`, lastModified: found.mtime };
  };
  return {
    async put(key, body, _contentType, options) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // 'wx': never overwrite, even in the impossible case of a repeated random name.
      const output = createWriteStream(file, { flags: options?.overwrite ? 'w' : 'wx', mode: 0o640 });
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, output);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await unlink(file).catch(() => undefined);
        throw error;
      }
    },
    async get(key, range) {
      const file = fileOf(key);
      try {
        const handle = await open(file, 'r');
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(range ? { start: range.start, end: range.end } : {}), size };
      } catch {
        return undefined;
      }
    },
    async size(key) {
      return (await statOf(key))?.size;
    },
    stat: statOf,
    async delete(key) {
      await unlink(fileOf(key)).catch(() => undefined);
    },
  };
}

/** Parts of a multipart upload: S3's minimum part size, 4 parts in flight (at most 20 MB of one upload in memory). */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 4;

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, s3rver in the tests) through the official SDK; `prefix` puts the
 * keys in a folder of the bucket (`uploads/`), as the local store's root is a folder of the data folder.
 */
export function s3FileStore(config: Extract<StorageConfig, { kind: 's3' }>, prefix = ''): FileStore {
  const options: S3ClientConfig = { region: config.region, forcePathStyle: config.forcePathStyle };
  if (config.endpoint) options.endpoint = config.endpoint;
  if (config.accessKeyId && config.secretAccessKey) {
    options.credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey };
  }
  // The SDK loads with the first call (lazyModules.ts), and one client serves every later one.
  let client: S3Client | undefined;
  const sdk = async () => {
    const loaded = await loadS3();
    client ??= new loaded.s3.S3Client(options);
    return { ...loaded, client };
  };
  const Bucket = config.bucket;
  const statOf = async (key: string): Promise<StoredObjectStat | undefined> => {
    const { s3, client } = await sdk();
    try {
      const answer = await client.send(new s3.HeadObjectCommand({ Bucket, Key: prefix + checkedKey(key) }));
      const size = answer.ContentLength ?? 0;
      // The bucket's own tag (an MD5 or a multipart digest, quoted); a store that gives none gets one made alike.
      const lastModified = answer.LastModified ?? new Date(0);
      const etag = answer.ETag?.startsWith('"') ? answer.ETag : `"${size.toString(16)}-${lastModified.getTime().toString(16)}"`;
      return { size, etag, lastModified };
    } catch (error) {
      // A HEAD answer has no body, so a missing key is a bare 404 (NotFound), not NoSuchKey.
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
      throw error;
    }
  };
  return {
    async put(key, body, contentType) {
      // lib-storage sends a stream of unknown length in parts (multipart), a small body in one request.
      const { storage, client } = await sdk();
      await new storage.Upload({
        client,
        params: { Bucket, Key: prefix + checkedKey(key), Body: body, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
      }).done();
    },
    async get(key, range) {
      const { s3, client } = await sdk();
      try {
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
        const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: prefix + checkedKey(key), Range }));
        if (!(answer.Body instanceof Readable)) return undefined;
        // With a Range the length is the part's; the whole size is after the slash of Content-Range.
        const whole = Number(answer.ContentRange?.split('/')[1]);
        return { stream: answer.Body, size: Number.isFinite(whole) ? whole : (answer.ContentLength ?? 0) };
      } catch (error) {
        if (error instanceof s3.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async size(key) {
      return (await statOf(key))?.size;
    },
    stat: statOf,
    async delete(key) {
      const { s3, client } = await sdk();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: prefix + checkedKey(key) }));
    },
  };
}

const stores = new WeakMap<StorageConfig, Map<string, FileStore>>();

/**
 * The store of one folder of the data (`uploads`, `learning`, `documents`: the stored PDFs, which can all be made
 * again and so are not in backups) for a gateway's configuration: DATA_DIR/<folder>, or the bucket's <folder>/
 * prefix. One per configuration and folder (one S3 client per folder, not one per feature).
 */
export function fileStoreFor(config: { storage: StorageConfig; dataDir: string }, folder: 'uploads' | 'learning' | 'documents'): FileStore {
  let byFolder = stores.get(config.storage);
  if (!byFolder) stores.set(config.storage, (byFolder = new Map()));
  let store = byFolder.get(folder);
  if (!store) {
    store = config.storage.kind === 's3' ? s3FileStore(config.storage, `${folder}/`) : localFileStore(path.join(config.dataDir, folder));
    byFolder.set(folder, store);
  }
  return store;
}

/** The uploads' store: DATA_DIR/uploads, or the bucket's uploads/ folder. */
export function uploadStoreFor(config: { storage: StorageConfig; dataDir: string }): FileStore {
  return fileStoreFor(config, 'uploads');
}
