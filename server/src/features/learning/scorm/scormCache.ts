import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { notFound } from '../../../platform/httpError';
import { parseScormManifest, type ScormItem } from './scormManifest';
import { unpackScormPackage, type ScormManifest } from './scormPackage';
import { scormArchiveKey, storedPath, type LearningStorage } from '../storage';

/**
 * SCORM packages in the store and their local unpacked copies (docs: "Uploads through one storage interface"). A
 * package's pages are many small files asked for by path, so they are served from the local folder; the zip in the
 * store is what lasts, and an instance that has no unpacked copy (a new one, or one with its own disk) unpacks it
 * on the first request.
 */

/** Unpacks and checks the uploaded zip `zipFile` into the local folder of `key`, then keeps the zip in the store. */
export async function storeScormPackage(storage: LearningStorage, zipFile: string, key: string, maxBytes: number): Promise<ScormManifest> {
  const manifest = await unpackScormPackage(zipFile, storedPath(storage.dir, key), maxBytes);
  await storage.store.put(scormArchiveKey(key), createReadStream(zipFile), 'application/zip');
  return manifest;
}

/** The package's unpacked folder, unpacked from its stored zip when it is not here; 404 when neither is. */
export async function unpackedScorm(storage: LearningStorage, key: string): Promise<string> {
  const folder = storedPath(storage.dir, key);
  if ((await stat(folder).catch(() => undefined))?.isDirectory()) return folder;
  const archive = await storage.store.get(scormArchiveKey(key));
  if (!archive) throw notFound();
  // Into a folder of its own, renamed into place: two requests at once do not unpack into the same folder.
  const work = storedPath(storage.dir, `tmp/${randomUUID()}`);
  await mkdir(work, { recursive: true });
  try {
    const zipFile = path.join(work, 'package.zip');
    await pipeline(archive.stream, createWriteStream(zipFile, { flags: 'wx', mode: 0o640 }));
    // The archive was checked when it was uploaded; its size bounds what it unpacks to here.
    await unpackScormPackage(zipFile, path.join(work, 'unpacked'), Number.MAX_SAFE_INTEGER);
    await mkdir(path.dirname(folder), { recursive: true });
    await rename(path.join(work, 'unpacked'), folder).catch(async (error: NodeJS.ErrnoException) => {
      // Another request unpacked it first: its copy is as good.
      if (!(await stat(folder).catch(() => undefined))?.isDirectory()) throw error;
    });
    return folder;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The package's zip and its unpacked folder go. */
export async function removeScormPackage(storage: LearningStorage, key: string): Promise<void> {
  await storage.store.delete(scormArchiveKey(key)).catch(() => undefined);
  await rm(storedPath(storage.dir, key), { recursive: true, force: true });
}

/** A package's organisation tree by file id: a stored package never changes, so what is read once holds (bounded). */
const itemsCache = new Map<string, ScormItem[]>();
const ITEMS_CACHE_SIZE = 500;

/** The items of the package's manifest, read from its unpacked folder (unpacked from the store when missing). */
export async function scormItems(storage: LearningStorage, file: { id: string; storage_key: string }): Promise<ScormItem[]> {
  const cached = itemsCache.get(file.id);
  if (cached) return cached;
  const folder = await unpackedScorm(storage, file.storage_key);
  const { items } = parseScormManifest(await readFile(path.join(folder, 'imsmanifest.xml'), 'utf8'));
  if (itemsCache.size >= ITEMS_CACHE_SIZE) itemsCache.delete(itemsCache.keys().next().value as string);
  itemsCache.set(file.id, items);
  return items;
}
