import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { VARIANT_FORMATS, VARIANT_WIDTHS, variantName, type VariantFormat, type VariantWidth } from '@core/site/imageVariants';
import { loadSharp } from './lazyModules';
import type { FileStore } from './storage';

/**
 * The responsive variants of a public image upload (names and widths in packages/core/src/site/imageVariants.ts):
 * AVIF and WebP at each width, never wider than the original. Encoders at a low effort: an upload's variants take
 * well under a second, and the quality settings keep them far smaller than the original at the same look.
 */
export async function encodeVariant(original: Buffer, width: VariantWidth, format: VariantFormat): Promise<Buffer> {
  const sharp = await loadSharp();
  const resized = sharp(original).resize({ width, withoutEnlargement: true });
  return (format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 78, effort: 3 })).toBuffer();
}

/**
 * Writes every variant of the upload `name` (its base is the name without the extension) next to it in the store,
 * one at a time. A variant is derived, so writing it again (a request that made it meanwhile) overwrites.
 */
export async function writeImageVariants(store: FileStore, name: string, original: Buffer): Promise<void> {
  const base = path.parse(name).name;
  for (const width of VARIANT_WIDTHS)
    for (const format of VARIANT_FORMATS)
      await store.put(variantName(base, width, format), await encodeVariant(original, width, format), `image/${format}`, { overwrite: true });
}

/**
 * The variant's key, made from the original when it is not there yet (an upload from before variants, or one still
 * encoding); undefined when the original is gone.
 */
export async function ensureVariant(store: FileStore, originalName: string, width: VariantWidth, format: VariantFormat): Promise<string | undefined> {
  const key = variantName(path.parse(originalName).name, width, format);
  const existing = await store.get(key);
  if (existing) {
    existing.stream.destroy();
    return key;
  }
  const original = await store.get(originalName);
  if (!original) return undefined;
  await store.put(key, await encodeVariant(await buffer(original.stream), width, format), `image/${format}`, { overwrite: true });
  return key;
}

export async function removeImageVariants(store: FileStore, name: string): Promise<void> {
  const base = path.parse(name).name;
  await Promise.all(
    VARIANT_WIDTHS.flatMap((width) => VARIANT_FORMATS.map((format) => store.delete(variantName(base, width, format)).catch(() => undefined))),
  );
}
