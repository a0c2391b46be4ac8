import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../../config';
import { notFound } from '../../platform/httpError';
import { fileStoreFor, type FileStore } from '../../platform/storage';

/**
 * Where learning files live. learning_files.storage_key is a key of the learning store (platform/storage.ts:
 * DATA_DIR/learning, or the bucket's learning/ folder): a file is `files/<uuid>.<ext>`. A SCORM package is kept as
 * its zip at `scorm/<uuid>.zip` and served unpacked from the local folder `scorm/<uuid>/` under DATA_DIR/learning, a
 * cache made again from the zip when it is missing (another instance, a new disk). Keys are made here only.
 */
export function learningDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'learning');
}

/** The store of learning files and the local folder of unpacked packages and uploads in progress. */
export interface LearningStorage {
  store: FileStore;
  dir: string;
}

export function learningStorage(config: Pick<Config, 'dataDir' | 'storage'>): LearningStorage {
  return { store: fileStoreFor(config, 'learning'), dir: learningDir(config) };
}

/** A new key for a stored file with the extension. */
export function newFileKey(extension: string): string {
  return `files/${randomUUID()}.${extension}`;
}

/** A new folder key for an unpacked SCORM package. */
export function newScormKey(): string {
  return `scorm/${randomUUID()}`;
}

export const isScormKey = (key: string) => key.startsWith('scorm/');

/** The store's key of a SCORM package's zip (its storage key names the unpacked folder). */
export function scormArchiveKey(scormKey: string): string {
  return `${scormKey}.zip`;
}

/** The absolute path of a key (or of a path inside a package's folder); 404 for anything that leaves the folder. */
export function storedPath(dir: string, key: string, inside = ''): string {
  const root = path.resolve(dir);
  const full = path.resolve(root, key, inside);
  if (full !== root && !full.startsWith(root + path.sep)) throw notFound();
  const base = path.resolve(root, key);
  if (inside && !full.startsWith(base + path.sep)) throw notFound();
  return full;
}
