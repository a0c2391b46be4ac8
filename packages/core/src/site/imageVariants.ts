/**
 * The responsive variants of an uploaded picture: next to /uploads/<name>.<png|jpg|webp> the gateway keeps
 * /uploads/<name>-<width>.<avif|webp> for each width below, made with sharp when the picture is uploaded (or on the
 * first request for an older one). The public site lists them in <picture> sources; generated SVG artwork needs none.
 */
export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

const UPLOAD_PICTURE = /^\/uploads\/([A-Za-z0-9_-]{32})\.(?:png|jpg|webp)$/;
const VARIANT = /^([A-Za-z0-9_-]{32})-(\d{3,4})\.(avif|webp)$/;

export function variantName(base: string, width: VariantWidth, format: VariantFormat): string {
  return `${base}-${width}.${format}`;
}

/** The variant a file name asks for (its upload's base name, width and format), or undefined when it is none. */
export function parseVariantName(name: string): { base: string; width: VariantWidth; format: VariantFormat } | undefined {
  const match = VARIANT.exec(name);
  const width = Number(match?.[2]) as VariantWidth;
  if (!match || !VARIANT_WIDTHS.includes(width)) return undefined;
  return { base: match[1]!, width, format: match[3] as VariantFormat };
}

/** The srcset of each format for a picture URL, widest last; undefined for a picture without variants (SVG, another site). */
export function variantSrcSets(url: string): Record<VariantFormat, string> | undefined {
  const base = UPLOAD_PICTURE.exec(url)?.[1];
  if (!base) return undefined;
  const srcSet = (format: VariantFormat) => VARIANT_WIDTHS.map((width) => `/uploads/${variantName(base, width, format)} ${width}w`).join(', ');
  return { avif: srcSet('avif'), webp: srcSet('webp') };
}
