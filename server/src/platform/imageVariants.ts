import { readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { VARIANT_FORMATS, VARIANT_WIDTHS, variantName, type VariantFormat, type VariantWidth } from '@core/site/imageVariants';
import { loadSharp } from './lazyModules';

/**
 * The responsive variants of a public image upload (issue 17; names and widths in src/core/site/imageVariants.ts):
 * AVIF and WebP at each width, never wider than the original. Encoders at a low effort: an upload's variants take
 * well under a second, and the quality settings keep them far smaller than the original at the same look.
 */
export async function encodeVariant(original: Buffer, width: VariantWidth, format: VariantFormat): Promise<Buffer> {
  const sharp = await loadSharp();
  const resized = sharp(original).resize({ width, withoutEnlargement: true });
  return (format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 78, effort: 3 })).toBuffer();
}

/** Writes every variant of the upload `name` (its base is the name without the extension) next to it, one at a time. */
export async function writeImageVariants(dir: string, name: string, original: Buffer): Promise<void> {
  const base = path.parse(name).name;
  for (const width of VARIANT_WIDTHS)
    for (const format of VARIANT_FORMATS)
      await writeFile(path.join(dir, variantName(base, width, format)), await encodeVariant(original, width, format));
}

/** The variant from the original when it is not there yet (an upload from before variants, or one still encoding). */
export async function ensureVariant(dir: string, originalName: string, width: VariantWidth, format: VariantFormat): Promise<string | undefined> {
  const file = path.join(dir, variantName(path.parse(originalName).name, width, format));
  const exists = await readFile(file).then(
    () => true,
    () => false,
  );
  if (exists) return file;
  const original = await readFile(path.join(dir, originalName)).catch(() => undefined);
  if (!original) return undefined;
  await writeFile(file, await encodeVariant(original, width, format));
  return file;
}

export async function removeImageVariants(dir: string, name: string): Promise<void> {
  const base = path.parse(name).name;
  await Promise.all(
    VARIANT_WIDTHS.flatMap((width) =>
      VARIANT_FORMATS.map((format) => unlink(path.join(dir, variantName(base, width, format))).catch(() => undefined)),
    ),
  );
}
