import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { parseVariantName, variantSrcSets } from '@core/site/imageVariants';
import { localFileStore } from '../../server/src/platform/storage';
import { encodeVariant, ensureVariant, removeImageVariants, writeImageVariants } from '../../server/src/platform/imageVariants';

const NAME = 'a'.repeat(32);
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1e5bd7' } })
    .png()
    .toBuffer();

describe('image variant names', () => {
  it('lists AVIF and WebP srcsets for an upload, none for generated SVG artwork', () => {
    const sets = variantSrcSets(`/uploads/${NAME}.png`)!;
    expect(sets.avif).toBe(
      `/uploads/${NAME}-320.avif 320w, /uploads/${NAME}-640.avif 640w, /uploads/${NAME}-960.avif 960w, /uploads/${NAME}-1280.avif 1280w`,
    );
    expect(sets.webp).toContain(`/uploads/${NAME}-1280.webp 1280w`);
    expect(variantSrcSets('/media/news-1.svg')).toBeUndefined();
    expect(variantSrcSets('https://elsewhere.test/a.png')).toBeUndefined();
  });

  it('reads a variant name back, and refuses widths and formats it does not make', () => {
    expect(parseVariantName(`${NAME}-640.webp`)).toEqual({ base: NAME, width: 640, format: 'webp' });
    expect(parseVariantName(`${NAME}-641.webp`)).toBeUndefined();
    expect(parseVariantName(`${NAME}-640.png`)).toBeUndefined();
    expect(parseVariantName(`${NAME}.png`)).toBeUndefined();
  });
});

describe('image variant files', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('encodes AVIF and WebP at the asked width, never wider than the original', async () => {
    const original = await png(1000, 500);
    const avif = await sharp(await encodeVariant(original, 640, 'avif')).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', 640, 320]);
    const webp = await sharp(await encodeVariant(original, 1280, 'webp')).metadata();
    expect([webp.format, webp.width]).toEqual(['webp', 1000]);
  });

  it('writes every variant of an upload, makes a missing one on demand and removes them all', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'variants-'));
    const original = await png(400, 200);
    const store = localFileStore(dir);
    await writeImageVariants(store, `${NAME}.png`, original);
    expect((await readdir(dir)).sort()).toHaveLength(8);
    // Written again (a request made one meanwhile): the variants are overwritten, not an error.
    await writeImageVariants(store, `${NAME}.png`, original);
    await removeImageVariants(store, `${NAME}.png`);
    expect(await readdir(dir)).toEqual([]);

    await sharp(original).toFile(path.join(dir, `${NAME}.png`));
    const made = await ensureVariant(store, `${NAME}.png`, 320, 'webp');
    expect(made).toBe(`${NAME}-320.webp`);
    expect((await sharp(path.join(dir, made!)).metadata()).width).toBe(320);
    expect(await ensureVariant(store, `${'b'.repeat(32)}.png`, 320, 'webp')).toBeUndefined();
  });
});
