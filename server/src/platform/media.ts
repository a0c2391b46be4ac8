import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

/**
 * The seeded content's images: generated SVG artwork (db/seedArtwork.ts) written under DATA_DIR/media at start and
 * served by GET /media/:name.
 * Operators' uploaded images go through platform/uploads (PNG, JPEG, WebP) instead.
 */
export const MEDIA_NAME_PATTERN = /^[a-z0-9-]{1,80}\.svg$/;

export function mediaDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'media');
}

export const mediaUrl = (name: string) => `/media/${name}`;

/** Writes each file that is missing or differs (a restart after a seed change refreshes it). */
export async function writeMedia(dir: string, files: Record<string, string>): Promise<void> {
  await mkdir(dir, { recursive: true });
  await Promise.all(
    Object.entries(files).map(async ([name, svg]) => {
      const file = path.join(dir, name);
      const existing = await readFile(file, 'utf8').catch(() => undefined);
      if (existing !== svg) await writeFile(file, svg);
    }),
  );
}
