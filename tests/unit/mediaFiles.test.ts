import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_NAME_PATTERN, mediaDir, mediaUrl, writeMedia } from '../../server/src/platform/media';

/** The seeded content's pictures, written under DATA_DIR/media at every start (a temporary folder here). */

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bisa-media-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const svg = (colour: string) => `<svg xmlns="http://www.w3.org/2000/svg"><rect fill="${colour}" width="1" height="1"/></svg>`;
const LONG_AGO = new Date('2001-02-03T04:05:06Z');

describe('the seeded media', () => {
  it('writes every file into DATA_DIR/media, making the folder at the first start', async () => {
    const config = { dataDir: path.join(dataDir, 'first-start') };
    await writeMedia(mediaDir(config), { 'hero.svg': svg('red'), 'logo-bisa.svg': svg('blue') });
    const folder = path.join(config.dataDir, 'media');
    expect((await readdir(folder)).sort()).toEqual(['hero.svg', 'logo-bisa.svg']);
    expect(await readFile(path.join(folder, 'hero.svg'), 'utf8')).toBe(svg('red'));
    expect(await readFile(path.join(folder, 'logo-bisa.svg'), 'utf8')).toBe(svg('blue'));
  });

  it('rewrites a file whose seed changed, leaves an unchanged one as it is, and keeps files it does not know', async () => {
    const folder = mediaDir({ dataDir: path.join(dataDir, 'restart') });
    await writeMedia(folder, { 'same.svg': svg('green'), 'changed.svg': svg('white') });
    await writeFile(path.join(folder, 'operator-note.txt'), 'kept');
    for (const name of ['same.svg', 'changed.svg']) await utimes(path.join(folder, name), LONG_AGO, LONG_AGO);

    await writeMedia(folder, { 'same.svg': svg('green'), 'changed.svg': svg('black') });
    expect((await stat(path.join(folder, 'same.svg'))).mtime).toEqual(LONG_AGO);
    expect((await stat(path.join(folder, 'changed.svg'))).mtime).not.toEqual(LONG_AGO);
    expect(await readFile(path.join(folder, 'changed.svg'), 'utf8')).toBe(svg('black'));
    expect(await readFile(path.join(folder, 'operator-note.txt'), 'utf8')).toBe('kept');
  });

  it('serves the pictures at /media/<name>, for lower-case SVG names only', () => {
    expect(mediaUrl('hero-2.svg')).toBe('/media/hero-2.svg');
    for (const name of ['hero-2.svg', 'a.svg', `${'x'.repeat(80)}.svg`]) expect(name).toMatch(MEDIA_NAME_PATTERN);
    for (const name of ['../secret.svg', 'Hero.svg', 'hero.png', '.svg', 'hero.svg.png', `${'x'.repeat(81)}.svg`, 'a b.svg'])
      expect(name).not.toMatch(MEDIA_NAME_PATTERN);
  });
});
