import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './httpError';
import { requestedRange } from './rangeRequest';
import type { ByteRange, FileStore, StoredObjectStat } from './storage';

/**
 * Answering a stored file (an upload, a learning file, a stored PDF) from the file store, the data folder or the
 * bucket alike: its validators (ETag, Last-Modified), 304 to a conditional request that matches, and one Range (206,
 * 416) unless an If-Range says the client's copy is another version. Every route that serves a stored file comes
 * here, so they all behave as static files did when fastify-static served them.
 */

/** A stored file found and stat'ed, not yet read: its bytes are read as they are sent, only the range asked. */
export interface StoredFile extends StoredObjectStat {
  /** The type checked when it was stored (never guessed from the bytes by the browser). */
  contentType: string;
  /** Its bytes, or only `range` of them; undefined when the file went away since the stat. */
  read(range?: ByteRange): Promise<Readable | undefined>;
}

/** The file under `key`, or undefined when the store has no such key (a row that outlived its file). */
export async function openStoredFile(store: FileStore, key: string, contentType: string): Promise<StoredFile | undefined> {
  const stat = await store.stat(key);
  if (!stat) return undefined;
  return { ...stat, contentType, read: async (range) => (await store.get(key, range))?.stream };
}

/** The tags of an If-None-Match or If-Range header (a list, or `*`), weak ones marked by their W/ prefix. */
function entityTags(header: string): string[] {
  return header.match(/(?:W\/)?"[^"]*"|\*/g) ?? [];
}

/** If-None-Match, else If-Modified-Since (RFC 9110 13.2.2): true when the client's copy is this version. */
function clientHasIt(request: FastifyRequest, file: StoredObjectStat): boolean {
  const noneMatch = request.headers['if-none-match'];
  // Weak comparison: a W/ tag for the same bytes matches.
  if (noneMatch !== undefined) return entityTags(noneMatch).some((tag) => tag === '*' || tag.replace(/^W\//, '') === file.etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(file.lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * If-Range (RFC 9110 13.1.5): the Range applies only when the client's partial copy is this version, a strong tag
 * equal to ours or the exact Last-Modified date; otherwise the whole file is sent. No If-Range: the Range applies.
 */
function rangeStillApplies(request: FastifyRequest, file: StoredObjectStat): boolean {
  const ifRange = [request.headers['if-range']].flat()[0];
  if (ifRange === undefined) return true;
  if (/^\s*(?:W\/)?"/.test(ifRange)) return entityTags(ifRange)[0] === file.etag;
  return Date.parse(ifRange) === Math.floor(file.lastModified.getTime() / 1000) * 1000;
}

/**
 * Sends the file as the request asks: 304 when the client has this version, 206 with Content-Range for one
 * satisfiable range, 416 with `bytes *\/size` past the end, else 200 with the whole file. Shown inline unless the
 * caller names a disposition (a download with its file name).
 */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, file: StoredFile, cacheControl: string, disposition = 'inline') {
  const validators = { etag: file.etag, 'last-modified': file.lastModified.toUTCString(), 'cache-control': cacheControl };
  if (clientHasIt(request, file)) return reply.code(304).headers(validators).send();
  const range = rangeStillApplies(request, file) ? requestedRange(request.headers.range, file.size) : 'whole';
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.size}`).send();
  const stream = await file.read(range === 'whole' ? undefined : range);
  // Removed between the stat and the read: as if it had never been there.
  if (!stream) throw notFound();
  reply
    .headers(validators)
    .type(file.contentType)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', disposition);
  if (range === 'whole') return reply.header('content-length', file.size).send(stream);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(stream);
}
