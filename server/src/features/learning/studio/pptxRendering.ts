import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../../../context';
import { convertPptxToPdf, officeConverter } from './pptxConversion';
import { learningStorage, newFileKey } from '../storage';

/** A PPTX's PDF rendering, a job of the durable queue: a gateway stopped mid-conversion leaves it to another run. */
export const PPTX_PDF_JOB = 'learning.pptx-pdf';

/**
 * Asks for the uploaded presentation's PDF rendering when LibreOffice is installed (without it the PPTX stays a
 * download and no job is made). Keyed by the file: a second ask while one is kept adds nothing.
 */
export async function requestPptxRendering(ctx: AppContext, fileId: string): Promise<void> {
  if (!(await officeConverter())) return;
  await ctx.jobs.enqueue(PPTX_PDF_JOB, { fileId }, { key: fileId });
}

/**
 * Renders the presentation and records the PDF (the player then shows it). A conversion LibreOffice refuses is not
 * retried (the same file fails the same way): the PPTX stays a download. A file removed meanwhile loses its rendering too.
 */
async function renderPptx(ctx: AppContext, fileId: string): Promise<void> {
  const storage = learningStorage(ctx.config);
  const file = await ctx.db.selectFrom('learning_files').select('storage_key').where('id', '=', fileId).where('kind', '=', 'pptx').executeTakeFirst();
  if (!file) return;
  const pdfKey = newFileKey('pdf');
  // The converter reads and writes local files: the presentation is fetched from the store into a folder of its own.
  const work = await mkdtemp(path.join(os.tmpdir(), 'pptx-render-'));
  try {
    const stored = await storage.store.get(file.storage_key);
    if (!stored) return;
    const source = path.join(work, 'presentation.pptx');
    const rendered = path.join(work, 'rendered.pdf');
    await pipeline(stored.stream, createWriteStream(source));
    if (!(await convertPptxToPdf(source, rendered))) return;
    await storage.store.put(pdfKey, createReadStream(rendered), 'application/pdf');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const updated = await ctx.db.updateTable('learning_files').set({ pdf_storage_key: pdfKey }).where('id', '=', fileId).executeTakeFirst();
  if (!updated.numUpdatedRows) await storage.store.delete(pdfKey).catch(() => undefined);
}

/** This instance works the renderings one at a time: LibreOffice takes a core for seconds. */
export async function pptxRenderingWorker(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<{ fileId: string }>(PPTX_PDF_JOB, ({ fileId }) => renderPptx(ctx, fileId), { batchSize: 1, concurrency: 1 });
}
