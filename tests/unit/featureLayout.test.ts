import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's feature layout as docs/architecture.md documents it: a reader goes from a SPEC section to a feature's
 * README in one click, and from there to its files. These checks keep that true as features grow.
 */
const root = path.resolve(import.meta.dirname, '../..');
const featuresDir = path.join(root, 'server/src/features');

/** Every feature folder and every sub-feature folder below it (a folder holding code, not a fixtures folder). */
function featureFolders(dir = featuresDir): string[] {
  return readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((full) => statSync(full).isDirectory())
    .flatMap((full) => [full, ...featureFolders(full)]);
}

const relative = (full: string) => path.relative(root, full);

/** A folder's own files: past about 20, a reader can no longer see what it owns, and it splits into sub-features. */
const MAX_FILES_PER_FOLDER = 20;

/**
 * A route module is named by who calls it (public: no login; member: a logged-in account in any area; operator:
 * the platform's operator pages), then its topic when a folder has several for one audience.
 */
const ROUTE_MODULE = /^(public|member|operator)([A-Z][A-Za-z]*)?Routes\.ts$/;

describe('server feature layout', () => {
  const folders = featureFolders();

  it('finds the features', () => {
    expect(folders.map(relative)).toContain('server/src/features/learning/studio');
    expect(folders.length).toBeGreaterThan(20);
  });

  it('gives every feature and sub-feature folder a README', () => {
    const missing = folders.filter((folder) => !existsSync(path.join(folder, 'README.md'))).map(relative);
    expect(missing).toEqual([]);
  });

  it('keeps each folder at most 20 files at its top level', () => {
    const crowded = folders
      .map((folder) => ({ folder: relative(folder), files: readdirSync(folder).filter((name) => statSync(path.join(folder, name)).isFile()).length }))
      .filter(({ files }) => files > MAX_FILES_PER_FOLDER);
    expect(crowded).toEqual([]);
  });

  it('names every route module by its audience', () => {
    const misnamed = folders
      .flatMap((folder) => readdirSync(folder).map((name) => path.join(folder, name)))
      .filter((file) => /Routes?\.ts$/i.test(path.basename(file)))
      .filter((file) => !ROUTE_MODULE.test(path.basename(file)))
      .map(relative);
    expect(misnamed).toEqual([]);
  });

  it('links each feature README from the architecture map, which fits on a screen or two', () => {
    const map = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const topFeatures = readdirSync(featuresDir).filter((name) => statSync(path.join(featuresDir, name)).isDirectory());
    const unlinked = topFeatures.filter((name) => !map.includes(`../server/src/features/${name}/README.md`));
    expect(unlinked).toEqual([]);
    expect(map.split('\n').length).toBeLessThanOrEqual(150);
  });
});
