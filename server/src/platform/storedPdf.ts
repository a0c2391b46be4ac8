import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileStore } from './storage';
import { openStoredFile, sendStoredFile } from './storedFiles';

/**
 * PDFs rendered once and kept in the file store: a certificate, an invoice, a completion certificate.
 * The key names the document and a digest of everything its renderer reads, so any change that changes the page
 * (a revocation, an order's new state, a corrected name) is a new key, and an old file is never served for it.
 */

/** Raised when a renderer's layout changes: every stored PDF is then made again on its next job or download. */
const LAYOUT_VERSION = 1;

/**
 * How PDF jobs are worked. A failure is retried twice, soon (a store or database blip), then waits in the dead letter
 * for the operator: nobody waits on it meanwhile, since the download renders on demand. Rendering is CPU work, so a
 * worker claims a few jobs at a time (the other instances take the rest) and renders two side by side.
 */
export const PDF_WORK_OPTIONS = { retryLimit: 2, retryDelaySeconds: 2, backoff: true, batchSize: 4, concurrency: 2 } as const;

/** One version of one document: where it is kept, and how it is made (the same renderer the download used). */
export interface PdfVersion {
  key: string;
  render(): Promise<Buffer>;
}

/**
 * The version of `kind/id` whose page is rendered from `input`: stored under
 * `<kind>/<id>/<prefix?><digest of the input>.pdf` (the prefix tells readable versions apart, as an invoice's locale).
 */
export function pdfVersion<T>(kind: string, id: string, input: T, render: (input: T) => Promise<Buffer>, prefix = ''): PdfVersion {
  const digest = createHash('sha256')
    .update(JSON.stringify([LAYOUT_VERSION, input]))
    .digest('hex')
    .slice(0, 24);
  return { key: `${kind}/${id}/${prefix}${digest}.pdf`, render: () => render(input) };
}

/**
 * Renders and stores the version unless it is kept already (a job's work; run twice, it renders once). Two
 * instances storing the same version at once write the same content, so the key may be overwritten.
 */
export async function storePdf(store: FileStore, version: PdfVersion): Promise<void> {
  if ((await store.size(version.key)) !== undefined) return;
  await store.put(version.key, await version.render(), 'application/pdf', { overwrite: true });
}

/** Stored PDFs may be replaced by a new version under the same address (a revocation): always revalidated. */
const PDF_CACHE = 'private, no-cache';

/**
 * Answers the version's stored file (with its validators: a reader who has it gets 304, a viewer may ask ranges),
 * or (when its job has not run yet) the PDF rendered now and stored for the next reader, so nobody waits for the
 * queue. A store that refuses the write does not fail the download.
 */
export async function sendStoredOrRenderedPdf(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  version: PdfVersion,
  disposition: string,
) {
  const stored = await openStoredFile(store, version.key, 'application/pdf');
  if (stored) return sendStoredFile(request, reply, stored, PDF_CACHE, disposition);
  const pdf = await version.render();
  await store
    .put(version.key, pdf, 'application/pdf', { overwrite: true })
    .catch((error: unknown) => request.log.error({ err: error }, `storing ${version.key}`));
  return reply.type('application/pdf').header('cache-control', PDF_CACHE).header('content-disposition', disposition).send(pdf);
}
