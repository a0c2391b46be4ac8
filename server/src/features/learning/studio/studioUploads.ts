import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { FILE_ACTIVITY_KINDS, type FileActivityKind } from '@core/learning/courseDocument';
import { UPLOAD_LIMIT_OF } from '@core/learning/studio';
import { megabytes } from '@core/rules/limits';
import type { Db } from '../../../db/connect';
import { HttpError } from '../../../platform/httpError';
import { removeScormPackage, storeScormPackage } from '../scorm/scormCache';
import { newFileKey, newScormKey, storedPath, type LearningStorage } from '../storage';
import { uploadLimits } from './studioQueries';

/**
 * A course file's upload, streamed: the request's body goes through a byte counter into a temporary file
 * under the learning folder, never whole into memory. The counter stops at the configured limit (413, the partial
 * file removed) and the first bytes must be what the kind says (415): a PDF's `%PDF-`, a zip's `PK\x03\x04` for a
 * PPTX and a SCORM package, an MP4's `ftyp` box or a WebM's EBML header for a video. A SCORM package is then
 * unpacked and checked (scormPackage.ts), a PPTX rendered as PDF when LibreOffice is installed (after the answer).
 */

export const MAX_FILE_NAME = 200;
/** Enough of the head to tell every kind apart (an MP4's box type sits at bytes 4..8). */
const HEAD_BYTES = 12;

interface Detected {
  contentType: string;
  extension: string;
}

/** What the first bytes say the file is, if it is of the kind; undefined otherwise. */
export function detectKind(kind: FileActivityKind, head: Buffer): Detected | undefined {
  const zip = head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  switch (kind) {
    case 'pdf':
      return head.subarray(0, 5).toString('latin1') === '%PDF-' ? { contentType: 'application/pdf', extension: 'pdf' } : undefined;
    case 'pptx':
      return zip ? { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extension: 'pptx' } : undefined;
    case 'scorm':
      return zip ? { contentType: 'application/zip', extension: 'zip' } : undefined;
    case 'video':
      if (head.subarray(4, 8).toString('latin1') === 'ftyp') return { contentType: 'video/mp4', extension: 'mp4' };
      if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return { contentType: 'video/webm', extension: 'webm' };
      return undefined;
  }
}

const KIND_NAMES: Record<FileActivityKind, string> = { pdf: 'PDF', pptx: 'PPTX', scorm: 'SCORM (.zip)', video: 'MP4/WebM' };

export function uploadKindOf(kind: string | undefined): FileActivityKind {
  if (!kind || !(FILE_ACTIVITY_KINDS as readonly string[]).includes(kind)) throw new HttpError(400, 'studio.errors.uploadKind');
  return kind as FileActivityKind;
}

export function uploadNameOf(name: string | undefined): string {
  // Only the last part of a path a browser might send, without control characters.
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...last]
    .filter((character) => character.charCodeAt(0) >= 0x20 && character.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  if (!clean || clean.length > MAX_FILE_NAME) throw new HttpError(400, 'studio.errors.uploadName');
  return clean;
}

export interface UploadTarget {
  db: Db;
  storage: LearningStorage;
  accountId: string;
  courseId: string;
  organisationId: string;
  kind: FileActivityKind;
  name: string;
}

/** The limit in bytes this kind meets now. */
export async function limitOf(db: Db, kind: FileActivityKind): Promise<number> {
  const limits = await uploadLimits(db);
  return UPLOAD_LIMIT_OF[kind] === 'video' ? limits.videoBytes : limits.documentBytes;
}

/** Counts the bytes going through, failing past `limit`, and checks the head as soon as it has arrived. */
function checkingCounter(limit: number, kind: FileActivityKind, onHead: (detected: Detected) => void) {
  let total = 0;
  let head = Buffer.alloc(0);
  let checked = false;
  const check = () => {
    checked = true;
    const detected = detectKind(kind, head);
    if (!detected) return new HttpError(415, 'studio.errors.uploadContent', { kind: KIND_NAMES[kind] });
    onHead(detected);
    return null;
  };
  return {
    total: () => total,
    stream: new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        total += chunk.length;
        if (total > limit) return callback(new HttpError(413, 'studio.errors.uploadTooLarge', { limit: megabytes(limit) }));
        if (!checked && head.length < HEAD_BYTES) {
          head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
          if (head.length >= HEAD_BYTES) {
            const error = check();
            if (error) return callback(error);
          }
        }
        callback(null, chunk);
      },
      flush(callback) {
        if (total === 0) return callback(new HttpError(400, 'studio.errors.uploadEmpty'));
        callback(checked ? null : check());
      },
    }),
  };
}

/**
 * The body through the counter into the file. The request itself is not part of the pipeline: a refusal (413, 415)
 * must not destroy its socket before the answer is written, so the rest of the body is read and dropped instead
 * (the route answers with `connection: close`). A client that goes away fails the write.
 */
async function streamBody(request: FastifyRequest, counter: Transform, file: string): Promise<void> {
  const body = request.raw;
  const aborted = () => {
    if (!body.complete) counter.destroy(new HttpError(400, 'errors.badRequest', { detail: 'aborted' }));
  };
  body.once('close', aborted);
  body.once('error', aborted);
  body.pipe(counter);
  try {
    await pipeline(counter, createWriteStream(file, { flags: 'wx', mode: 0o640 }));
  } catch (error) {
    body.unpipe(counter);
    body.resume();
    throw error;
  } finally {
    body.off('close', aborted);
    body.off('error', aborted);
  }
}

/**
 * Streams the request's body into the course's storage and records it; returns the new file's id. Anything that
 * fails leaves nothing behind: the partial file, an unpacked folder and the row go together.
 */
export async function receiveCourseFile(request: FastifyRequest, target: UploadTarget): Promise<string> {
  const { db, storage, kind } = target;
  const limit = await limitOf(db, kind);
  const declared = Number(request.headers['content-length']);
  // A declared size over the limit is refused before a byte is read.
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, 'studio.errors.uploadTooLarge', { limit: megabytes(limit) });

  const partKey = `tmp/${randomUUID()}.part`;
  const part = storedPath(storage.dir, partKey);
  await mkdir(path.dirname(part), { recursive: true });
  let detected: Detected | undefined;
  const counter = checkingCounter(limit, kind, (found) => (detected = found));
  let storageKey: string | undefined;
  try {
    await streamBody(request, counter.stream, part);
    if (!detected) throw new HttpError(415, 'studio.errors.uploadContent', { kind: KIND_NAMES[kind] });
    let scorm: { version: '1.2' | '2004'; launch: string } | undefined;
    if (kind === 'scorm') {
      storageKey = newScormKey();
      // The unpacked package is bounded by the same limit as its archive (MAX_SIZE_VIDEO).
      const manifest = await storeScormPackage(storage, part, storageKey, limit);
      scorm = { version: manifest.version, launch: manifest.launch };
      await rm(part, { force: true });
    } else {
      storageKey = newFileKey(detected.extension);
      await storage.store.put(storageKey, createReadStream(part), detected.contentType);
      await rm(part, { force: true });
    }
    const row = await db
      .insertInto('learning_files')
      .values({
        organisation_id: target.organisationId,
        course_id: target.courseId,
        kind,
        original_name: target.name,
        content_type: detected.contentType,
        size_bytes: counter.total(),
        storage_key: storageKey,
        scorm_version: scorm?.version ?? null,
        scorm_launch: scorm?.launch ?? null,
        uploaded_by: target.accountId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    await rm(part, { force: true });
    if (storageKey && kind === 'scorm') await removeScormPackage(storage, storageKey);
    else if (storageKey) await storage.store.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
