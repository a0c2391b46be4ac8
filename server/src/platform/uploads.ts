import { randomBytes } from 'node:crypto';
import { mkdir, open, unlink, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Transaction } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';

/** The images the gateway accepts, with the extension their stored name gets. */
export const IMAGE_EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
export type ImageType = keyof typeof IMAGE_EXTENSIONS;
export const IMAGE_TYPES = Object.keys(IMAGE_EXTENSIONS) as ImageType[];

/** 32 URL-safe random characters and one of our extensions: anything else is not a name we gave out. */
export const UPLOAD_NAME_PATTERN = /^[A-Za-z0-9_-]{32}\.(png|jpg|webp)$/;
const UPLOADS_URL_PREFIX = '/uploads/';

/** What the bytes really are, from their signature: a declared content type alone proves nothing. */
export function imageTypeOf(bytes: Buffer): ImageType | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return undefined;
}

/** DATA_DIR/uploads: shared storage when several gateway instances run. */
export function uploadsDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

export function uploadUrl(name: string): string {
  return `${UPLOADS_URL_PREFIX}${name}`;
}

/** Writes the bytes under a new random name and records what they are; returns the public URL. */
export async function storeUpload(db: Db, dir: string, upload: { accountId: string; contentType: ImageType; data: Buffer }): Promise<string> {
  const name = `${randomBytes(24).toString('base64url')}.${IMAGE_EXTENSIONS[upload.contentType]}`;
  const file = path.join(dir, name);
  await mkdir(dir, { recursive: true });
  // 'wx': never overwrite, even in the impossible case of a repeated random name.
  await writeFile(file, upload.data, { flag: 'wx', mode: 0o640 });
  try {
    await db
      .insertInto('uploads')
      .values({ name, account_id: upload.accountId, content_type: upload.contentType, size_bytes: upload.data.length })
      .execute();
  } catch (error) {
    await unlink(file).catch(() => undefined);
    throw error;
  }
  return uploadUrl(name);
}

/** A stored upload, opened for reading; undefined when the name is not one of ours or the file is gone. */
export async function openUpload(db: Db, dir: string, name: string): Promise<StoredFile | undefined> {
  if (!UPLOAD_NAME_PATTERN.test(name)) return undefined;
  // A private upload (evidence stored before it had its own folder) is served by its owner's route only.
  const row = await db.selectFrom('uploads').select('content_type').where('name', '=', name).where('private', '=', false).executeTakeFirst();
  if (!row) return undefined;
  return openStoredFile(dir, name, row.content_type);
}

async function openStoredFile(dir: string, name: string, contentType: string): Promise<StoredFile | undefined> {
  let file: FileHandle;
  try {
    file = await open(path.join(dir, name), 'r');
  } catch {
    // The row outlived its file (a restored database, an instance without the shared folder): not found.
    return undefined;
  }
  return { contentType, file, size: (await file.stat()).size };
}

/**
 * The private store (payment proofs, assessment evidence): a file under a random name in a folder of the uploads
 * directory, which /uploads/<name> never serves. `record` writes the uploads row (private) and the owner's rows in
 * one transaction and answers what the caller needs; the file goes if the rows do not.
 */
export async function storePrivateUpload<T>(
  db: Db,
  dir: string,
  folder: string,
  upload: { accountId: string; contentType: ImageType; data: Buffer },
  record: (trx: Transaction<Database>, name: string) => Promise<T>,
): Promise<T> {
  const fileName = `${randomBytes(24).toString('base64url')}.${IMAGE_EXTENSIONS[upload.contentType]}`;
  const name = `${folder}/${fileName}`;
  await mkdir(path.join(dir, folder), { recursive: true });
  await writeFile(path.join(dir, name), upload.data, { flag: 'wx', mode: 0o640 });
  try {
    return await db.transaction().execute(async (trx) => {
      await trx.insertInto('uploads').values({ name, account_id: upload.accountId, content_type: upload.contentType, size_bytes: upload.data.length, private: true }).execute();
      return record(trx, name);
    });
  } catch (error) {
    await unlink(path.join(dir, name)).catch(() => undefined);
    throw error;
  }
}

/** A private upload by the name its owner's row keeps (never a name from the request); undefined when gone. */
export async function openPrivateUpload(db: Db, dir: string, name: string): Promise<StoredFile | undefined> {
  const row = await db.selectFrom('uploads').select('content_type').where('name', '=', name).executeTakeFirst();
  return row && openStoredFile(dir, name, row.content_type);
}

/**
 * Removes an upload that no account shows any more (a replaced photo). An alternate account starts with a copy
 * of its sibling's photo URL, so a URL still in use elsewhere stays.
 */
export async function discardUnusedUpload(db: Db, dir: string, url: string): Promise<void> {
  const name = url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : '';
  if (!UPLOAD_NAME_PATTERN.test(name)) return;
  const inUse = await db.selectFrom('accounts').select('id').where('photo', '=', url).executeTakeFirst();
  if (inUse) return;
  await db.deleteFrom('uploads').where('name', '=', name).execute();
  await unlink(path.join(dir, name)).catch(() => undefined);
}

export interface StoredFile {
  contentType: string;
  file: FileHandle;
  size: number;
}

/** A stored file's bytes with the type checked when it was uploaded: the browser must not guess another. */
export function sendStoredFile(reply: FastifyReply, stored: StoredFile, cacheControl: string) {
  return reply
    .type(stored.contentType)
    .header('content-length', stored.size)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .send(stored.file.createReadStream());
}
