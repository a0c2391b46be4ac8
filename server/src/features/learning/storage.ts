import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../../config';
import { notFound } from '../../platform/httpError';

/**
 * Where learning files live: one folder under the data folder (learning_files.storage_key is relative to it). A
 * file is `files/<uuid>.<ext>`; a SCORM package is unpacked into `scorm/<uuid>/`. Keys are made here only.
 */
export function learningDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'learning');
}

/** A new key for a stored file with the extension. */
export function newFileKey(extension: string): string {
  return `files/${randomUUID()}.${extension}`;
}

/** A new folder key for an unpacked SCORM package. */
export function newScormKey(): string {
  return `scorm/${randomUUID()}`;
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
