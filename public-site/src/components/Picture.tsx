import { variantSrcSets } from '@core/site/imageVariants';

export interface PictureProps {
  src: string;
  /** The picture's intrinsic proportions: the browser reserves the box before it loads (no layout shift). */
  width: number;
  height: number;
  /** How wide the picture is shown, for the browser's choice of variant (e.g. "(min-width: 1024px) 33vw, 100vw"). */
  sizes: string;
  alt?: string;
  className?: string;
  /** The page's largest picture above the fold: loaded at once with high priority instead of lazily. */
  priority?: boolean;
}

/**
 * A content picture: an upload is offered as AVIF and WebP in several widths (packages/core/src/site/imageVariants.ts) with
 * the original as the fallback; a generated SVG is sharp at any width and is shown as it is. Lazy unless `priority`.
 */
export function Picture({ src, width, height, sizes, alt = '', className, priority = false }: PictureProps) {
  const loading = priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const };
  const img = <img className={className} src={src} alt={alt} width={width} height={height} decoding="async" {...loading} />;
  const srcSets = variantSrcSets(src);
  if (!srcSets) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSets.avif} sizes={sizes} />
      <source type="image/webp" srcSet={srcSets.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
