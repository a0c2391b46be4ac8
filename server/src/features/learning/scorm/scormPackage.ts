import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { HttpError } from '../../../platform/httpError';
import { scormError as invalid } from './scormErrors';
import { parseScormManifest, type ScormManifest } from './scormManifest';

export type { ScormManifest } from './scormManifest';

/**
 * Unpacking an uploaded SCORM package: a .zip from a content creator is untrusted input, so each entry is
 * checked before a byte is written (no path that leaves the folder, no links, no encryption, a bounded number of
 * files) and the inflated bytes are counted as they come out of the decompressor (a zip bomb lies in its headers),
 * with a bound on the compression ratio. imsmanifest.xml at the root names the version, the launch page and the title.
 */
export const MAX_SCORM_ENTRIES = 10_000;
/** A real package's pages and media compress far less than this; a bomb's filler far more. */
export const MAX_COMPRESSION_RATIO = 100;
/** Below this many bytes an entry's ratio does not matter (a tiny file of spaces compresses a thousandfold). */
const RATIO_GRACE_BYTES = 1024 * 1024;

/** An entry name that stays inside the package: relative, forward slashes, no '..', no drive letter, no NUL. */
export function isSafeEntryName(name: string): boolean {
  if (!name || name.includes('\\') || name.includes('\0')) return false;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  return !name.split('/').some((segment) => segment === '..');
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const isSymlink = (entry: Entry) => ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;

/** The entry's name decoded (UTF-8 flag, Info-ZIP unicode path or CP437), backslashes kept so they can be refused. */
function entryName(entry: Entry): string {
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileName as unknown as Buffer, entry.extraFields, true);
}

function openZip(zipFile: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(zipFile, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: true }, (error, zip) =>
      error ? reject(invalid('invalidArchive')) : resolve(zip),
    );
  });
}

function openEntry(zip: ZipFile, entry: Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => (error ? reject(invalid('invalidArchive')) : resolve(stream)));
  });
}

interface Budget {
  /** Bytes inflated so far over the whole package. */
  total: number;
  readonly maxBytes: number;
}

/** Counts the bytes as they are inflated and stops the copy the moment the package or the entry's ratio is too big. */
function byteCounter(budget: Budget, entry: Entry, name: string): Transform {
  let written = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      written += chunk.length;
      budget.total += chunk.length;
      if (budget.total > budget.maxBytes) return callback(invalid('tooLarge'));
      if (written > RATIO_GRACE_BYTES && written > Math.max(entry.compressedSize, 1) * MAX_COMPRESSION_RATIO) {
        return callback(invalid('compressionRatio', { name }));
      }
      callback(null, chunk);
    },
  });
}

/** The header's own claims, refused before inflating anything. */
function checkEntry(entry: Entry, name: string, budget: Budget): void {
  if (!isSafeEntryName(name)) throw invalid('unsafePath', { name });
  if (isSymlink(entry)) throw invalid('symlink', { name });
  if (entry.isEncrypted()) throw invalid('encrypted', { name });
  if (budget.total + entry.uncompressedSize > budget.maxBytes) throw invalid('tooLarge');
  if (entry.uncompressedSize > RATIO_GRACE_BYTES && entry.uncompressedSize > Math.max(entry.compressedSize, 1) * MAX_COMPRESSION_RATIO) {
    throw invalid('compressionRatio', { name });
  }
}

async function extractAll(zip: ZipFile, root: string, budget: Budget): Promise<void> {
  // yauzl reads exactly the central directory's entry count, so the count is checked once, before any entry.
  if (zip.entryCount > MAX_SCORM_ENTRIES) throw invalid('tooManyEntries', { max: MAX_SCORM_ENTRIES });
  await new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => {
      zip.close();
      reject(error instanceof HttpError ? error : invalid('invalidArchive'));
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      const handle = async () => {
        const name = entryName(entry);
        checkEntry(entry, name, budget);
        const target = path.resolve(root, name);
        // isSafeEntryName already refuses every way out; this is the second lock on the same door.
        if (target !== root && !target.startsWith(root + path.sep)) throw invalid('unsafePath', { name });
        if (name.endsWith('/')) {
          await mkdir(target, { recursive: true });
          return;
        }
        await mkdir(path.dirname(target), { recursive: true });
        const source = await openEntry(zip, entry);
        // 'wx': a second entry of the same name (or a file where a folder was made) is refused, never overwrites.
        await pipeline(source, byteCounter(budget, entry, name), createWriteStream(target, { flags: 'wx' }));
      };
      handle().then(() => zip.readEntry(), fail);
    });
    zip.readEntry();
  });
}

/** The part of a launch address that names a file (without its query or fragment). */
function launchFile(launch: string): string {
  return launch.split(/[?#]/, 1)[0] ?? '';
}

/**
 * Unpacks the SCORM package `zipFile` into `targetDir` (created; it must not exist yet) and reads its manifest.
 * Throws an HttpError (413 too large, 422 otherwise) with a `scorm.errors.*` key and removes `targetDir` when the
 * archive is hostile or not a SCORM package.
 */
export async function unpackScormPackage(zipFile: string, targetDir: string, maxBytes: number): Promise<ScormManifest> {
  const root = path.resolve(targetDir);
  try {
    const zip = await openZip(zipFile);
    await mkdir(root, { recursive: true });
    await extractAll(zip, root, { total: 0, maxBytes });
    const manifestPath = path.join(root, 'imsmanifest.xml');
    const manifestStat = await stat(manifestPath).catch(() => null);
    if (!manifestStat?.isFile()) throw invalid('missingManifest');
    const manifest = parseScormManifest(await readFile(manifestPath, 'utf8'));
    const launched = await stat(path.resolve(root, decodeURIComponentSafe(launchFile(manifest.launch)))).catch(() => null);
    if (!launched?.isFile()) throw invalid('noLaunch');
    return manifest;
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error instanceof HttpError ? error : invalid('invalidArchive');
  }
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
