import type * as S3 from '@aws-sdk/client-s3';
import type * as S3Storage from '@aws-sdk/lib-storage';
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

/**
 * The AWS SDK's S3 client and multipart upload (about 150 ms and 6 MB to import, measured 2 December) load when a
 * gateway configured with S3_BUCKET first touches a file: a gateway on the data folder never loads them.
 */
export const loadS3: () => Promise<{ s3: typeof S3; storage: typeof S3Storage }> = once(async () => {
  const [s3, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  return { s3, storage };
});
