import type PdfKit from 'pdfkit';
import type Sharp from 'sharp';

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

/**
 * Libraries that weigh tens of megabytes once loaded (sharp's libvips about 30 MB, pdfkit and its fonts about
 * 28 MB) load on their first use instead of at start: most gateway instances are idle most of the time, and an
 * upload or a PDF waits a few milliseconds once.
 */
export const loadSharp: () => Promise<typeof Sharp> = once(async () => {
  const sharp = (await import('sharp')).default;
  // Uploads are decoded once each: libvips' operation cache would only hold memory.
  sharp.cache(false);
  return sharp;
});
export const loadPdfKit: () => Promise<typeof PdfKit> = once(async () => (await import('pdfkit')).default);
