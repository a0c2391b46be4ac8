import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { MessageKey } from '@core/i18n/catalog';
import { documentLimitBytes, megabytes, videoLimitBytes } from '@core/rules/limits';
import { parseVariantName } from '@core/site/imageVariants';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { ensureVariant, removeImageVariants, writeImageVariants } from './imageVariants';
import { loadSharp } from './lazyModules';
import { readConfiguration } from './configuration';
import { HttpError } from './httpError';
import { uploadStoreFor, type FileStore } from './storage';
import { openStoredFile, type StoredFile } from './storedFiles';

/** Every type an upload may be, with the extension its stored name gets. */
export const UPLOAD_EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'application/pdf': 'pdf' } as const;
export type UploadType = keyof typeof UPLOAD_EXTENSIONS;

/** The images the gateway accepts (decoded and re-encoded by the pipeline), with their extensions. */
export const IMAGE_EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
export type ImageType = keyof typeof IMAGE_EXTENSIONS;
export const IMAGE_TYPES = Object.keys(IMAGE_EXTENSIONS) as ImageType[];

/**
 * The one name pattern: 32 URL-safe random characters and one of our extensions. Public names are the bare file
 * name (images only); a private upload's name puts its folder before it (`proofs/<name>`), which /uploads never
 * serves. Anything else is not a name we gave out.
 */
export const UPLOAD_NAME_PATTERN = /^[A-Za-z0-9_-]{32}\.(png|jpg|webp)$/;
const UPLOADS_URL_PREFIX = '/uploads/';

/** A new stored file name (see UPLOAD_NAME_PATTERN): 24 random bytes, base64url, and the type's extension. */
export function newUploadFileName(contentType: UploadType): string {
  return `${randomBytes(24).toString('base64url')}.${UPLOAD_EXTENSIONS[contentType]}`;
}

/** What the bytes really are, from their signature: a declared content type alone proves nothing. */
export function imageTypeOf(bytes: Buffer): ImageType | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return undefined;
}

/** As imageTypeOf, PDFs included. */
export function uploadTypeOf(bytes: Buffer): UploadType | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return imageTypeOf(bytes);
}

// ---------------------------------------------------------------------------------------------------------------
// The pipeline: every upload route goes body -> configured size -> magic bytes -> decode (and re-encode) -> store.
// ---------------------------------------------------------------------------------------------------------------

/**
 * The most an upload route reads, whatever MAX_SIZE_DOC says: it bounds the memory one request can take. The
 * configured limit (5 MB as seeded) is the one people meet; a configured limit above this ceiling is capped by it.
 */
export const UPLOAD_BODY_CEILING_BYTES = 25 * 1_000_000;

/**
 * The most pixels an image may have (50 megapixels: more than a phone's photo, far below sharp's own default of
 * 268): a small compressed file must not make the gateway decode gigabytes.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** What one upload route accepts: its types, which configured limit applies, and its own messages. */
export interface UploadRule<T extends UploadType = UploadType> {
  types: readonly T[];
  /** MAX_SIZE_DOC ('document') or MAX_SIZE_VIDEO ('video'), read per request (an operator's change applies at once). */
  limit: 'document' | 'video';
  messages: {
    /** 415: the body's declared type is not one of `types` (or it is no body at all, e.g. JSON). */
    type: MessageKey;
    /** 413 over the configured limit, with %{limit} in MB. */
    tooLarge: MessageKey;
    /** 415: the first bytes are not what the declared type claims. */
    content: MessageKey;
  };
}

declare const checked: unique symbol;
/** A body that went through the whole pipeline; only receiveUpload makes one. */
export interface CheckedUpload<T extends UploadType = UploadType> {
  readonly contentType: T;
  /** Images: the re-encoded pixels, without metadata (EXIF, GPS, XMP, comments); PDFs: the bytes as sent. */
  readonly data: Buffer;
  readonly [checked]: true;
}

/**
 * Makes the plugin it is called in read `rule.types` as raw bytes (up to UPLOAD_BODY_CEILING_BYTES) and refuse
 * any other non-JSON type with the rule's 415. Call it in the upload route's own plugin: the rest of the API keeps
 * accepting JSON alone. (A JSON body still reaches the handler; receiveUpload refuses it.)
 */
export function acceptUploads(app: Pick<FastifyInstance, 'addContentTypeParser'>, rule: UploadRule): void {
  app.addContentTypeParser([...rule.types], { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_CEILING_BYTES }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('*', (_request, _payload, done) => done(new HttpError(415, rule.messages.type)));
}

/**
 * The checks every upload goes through, in this order: a raw body (415 `type`), within the configured limit (413
 * `tooLarge`), first bytes that are what the declared type claims and one of the rule's types (415 `content`), and
 * bytes that decode completely as that type (415 errors.uploadDamaged; 413 errors.uploadTooManyPixels). Images are
 * then re-encoded in their own format, orientation applied, so no metadata (EXIF with GPS, XMP, comments) nor bytes
 * after the image survive; PDFs are checked for their structure and kept as sent. Call it after the route's own
 * checks (who may upload where), then hand the result to storeUpload or storePrivateUpload.
 */
export async function receiveUpload<T extends UploadType>(
  db: Db,
  request: Pick<FastifyRequest, 'body' | 'headers'>,
  rule: UploadRule<T>,
): Promise<CheckedUpload<T>> {
  const data = request.body;
  if (!Buffer.isBuffer(data)) throw new HttpError(415, rule.messages.type);
  const entries = await readConfiguration(db);
  const limit = rule.limit === 'video' ? videoLimitBytes(entries) : documentLimitBytes(entries);
  if (data.length > limit) throw new HttpError(413, rule.messages.tooLarge, { limit: megabytes(limit) });
  const declared = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  const actual = uploadTypeOf(data);
  if (!actual || actual !== declared || !(rule.types as readonly UploadType[]).includes(actual)) throw new HttpError(415, rule.messages.content);
  return { contentType: actual as T, data: await cleanedUpload(data, actual) } as CheckedUpload<T>;
}

/**
 * The decode step on its own, for bytes whose first bytes say `type`: an image decoded completely and re-encoded
 * (its stored bytes), a PDF checked for its structure and kept; bytes that do not hold up are an HttpError (415).
 */
export async function cleanedUpload(data: Buffer, type: UploadType): Promise<Buffer> {
  return type === 'application/pdf' ? checkedPdf(data) : reencodedImage(data, type);
}

const TYPE_NAMES: Record<UploadType, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP', 'application/pdf': 'PDF' };
const damaged = (type: UploadType) => new HttpError(415, 'errors.uploadDamaged', { type: TYPE_NAMES[type] });
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * Where the format says the file ends, it ends: a PNG with its IEND chunk, a WebP at its RIFF size. The decoders
 * stop at the image's end and would accept anything after it (a polyglot's second file). A JPEG's end is the
 * decoder's to find: phones append data after it (motion photos), which re-encoding drops.
 */
function endsWhereItShould(data: Buffer, type: ImageType): boolean {
  if (type === 'image/png') return data.subarray(-PNG_END.length).equals(PNG_END);
  if (type === 'image/webp') return data.length >= 12 && data.readUInt32LE(4) + 8 === data.length;
  return true;
}

/** The image decoded completely (any decoder warning refuses it) and encoded again in its format, orientation applied. */
async function reencodedImage(data: Buffer, type: ImageType): Promise<Buffer> {
  if (!endsWhereItShould(data, type)) throw damaged(type);
  // rotate() applies the EXIF orientation to the pixels before the output drops the metadata (sharp's default).
  const sharp = await loadSharp();
  const image = sharp(data, { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const encoded = type === 'image/png' ? image.png() : type === 'image/jpeg' ? image.jpeg({ quality: 90 }) : image.webp({ quality: 90 });
  try {
    const { data: output, info } = await encoded.toBuffer({ resolveWithObject: true });
    // The decoder picks its loader from the bytes, as imageTypeOf did; the output's format is the one asked for.
    if (`image/${info.format}` !== type) throw damaged(type);
    return output;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new HttpError(413, 'errors.uploadTooManyPixels', { limit: MAX_IMAGE_PIXELS / 1_000_000 });
    throw damaged(type);
  }
}

/**
 * A PDF is not re-encoded (it is a document, not pixels): it must start with its header and end with its %%EOF
 * marker (within the last 1024 bytes, as readers tolerate); a truncated one is refused.
 */
function checkedPdf(data: Buffer): Buffer {
  const tail = data.subarray(Math.max(0, data.length - 1024));
  if (data.subarray(0, 5).toString('latin1') !== '%PDF-' || !tail.includes('%%EOF', 0, 'latin1')) throw damaged('application/pdf');
  return data;
}

/** DATA_DIR/uploads: the uploads' folder when no bucket is configured (shared storage for several instances). */
export function uploadsDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

/** Where uploads are kept: DATA_DIR/uploads, or the S3 bucket's uploads/ folder (platform/storage.ts). */
export function uploadStore(config: Pick<Config, 'dataDir' | 'storage'>): FileStore {
  return uploadStoreFor(config);
}

export function uploadUrl(name: string): string {
  return `${UPLOADS_URL_PREFIX}${name}`;
}

/**
 * The public store: writes an image (from receiveUpload) under a new random name and records what it is; returns
 * its URL, served to anyone at /uploads/<name>.
 */
export async function storeUpload(db: Db, store: FileStore, upload: { accountId: string; contentType: ImageType; data: Buffer }): Promise<string> {
  const name = newUploadFileName(upload.contentType);
  await store.put(name, upload.data, upload.contentType);
  try {
    await db
      .insertInto('uploads')
      .values({ name, account_id: upload.accountId, content_type: upload.contentType, size_bytes: upload.data.length })
      .execute();
  } catch (error) {
    await store.delete(name).catch(() => undefined);
    throw error;
  }
  // The responsive variants are encoded after the answer (an upload does not wait for eight encodes); a variant
  // asked for before it is written is made on that request (openUpload), so a failure here only costs time later.
  void writeImageVariants(store, name, upload.data).catch(() => undefined);
  return uploadUrl(name);
}

/** A stored upload, opened for reading; undefined when the name is not one of ours or the file is gone. */
export async function openUpload(db: Db, store: FileStore, name: string): Promise<StoredFile | undefined> {
  const variant = parseVariantName(name);
  if (variant) return openUploadVariant(db, store, variant);
  if (!UPLOAD_NAME_PATTERN.test(name)) return undefined;
  // A private upload (evidence stored before it had its own folder) is served by its owner's route only.
  const row = await db.selectFrom('uploads').select('content_type').where('name', '=', name).where('private', '=', false).executeTakeFirst();
  if (!row) return undefined;
  return openStoredFile(store, name, row.content_type);
}

/** An AVIF or WebP variant of a public image upload (packages/core/src/site/imageVariants.ts), made now if it is missing. */
async function openUploadVariant(
  db: Db,
  store: FileStore,
  variant: NonNullable<ReturnType<typeof parseVariantName>>,
): Promise<StoredFile | undefined> {
  const candidates = Object.values(IMAGE_EXTENSIONS).map((extension) => `${variant.base}.${extension}`);
  const row = await db.selectFrom('uploads').select('name').where('name', 'in', candidates).where('private', '=', false).executeTakeFirst();
  if (!row) return undefined;
  const key = await ensureVariant(store, row.name, variant.width, variant.format).catch(() => undefined);
  return key ? openStoredFile(store, key, `image/${variant.format}`) : undefined;
}

/**
 * The private store (payment proofs, assessment evidence): a file (from receiveUpload) under a random name in a folder of the uploads
 * directory, which /uploads/<name> never serves. `record` writes the uploads row (private) and the owner's rows in
 * one transaction and answers what the caller needs; the file goes if the rows do not.
 */
export async function storePrivateUpload<T>(
  db: Db,
  store: FileStore,
  folder: string,
  upload: { accountId: string; contentType: UploadType; data: Buffer },
  record: (trx: Transaction<Database>, name: string) => Promise<T>,
): Promise<T> {
  const name = `${folder}/${newUploadFileName(upload.contentType)}`;
  await store.put(name, upload.data, upload.contentType);
  try {
    return await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('uploads')
        .values({ name, account_id: upload.accountId, content_type: upload.contentType, size_bytes: upload.data.length, private: true })
        .execute();
      return record(trx, name);
    });
  } catch (error) {
    await store.delete(name).catch(() => undefined);
    throw error;
  }
}

/** A private upload by the name its owner's row keeps (never a name from the request); undefined when gone. */
export async function openPrivateUpload(db: Db, store: FileStore, name: string): Promise<StoredFile | undefined> {
  const row = await db.selectFrom('uploads').select('content_type').where('name', '=', name).executeTakeFirst();
  return row && openStoredFile(store, name, row.content_type);
}

/**
 * Removes an upload that no account shows any more (a replaced photo). An alternate account starts with a copy
 * of its sibling's photo URL, so a URL still in use elsewhere stays.
 */
export async function discardUnusedUpload(db: Db, store: FileStore, url: string): Promise<void> {
  const name = url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : '';
  if (!UPLOAD_NAME_PATTERN.test(name)) return;
  const inUse = await db.selectFrom('accounts').select('id').where('photo', '=', url).executeTakeFirst();
  if (inUse) return;
  await db.deleteFrom('uploads').where('name', '=', name).execute();
  await store.delete(name).catch(() => undefined);
  await removeImageVariants(store, name);
}
