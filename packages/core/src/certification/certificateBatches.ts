import type { CertificateBatchView } from './certificateBatches.contract';

/** How often the LSP page reads a running batch's progress again. */
export const BATCH_PROGRESS_POLL_MS = 1500;

/** The share of the batch done, 0 to 100, for a progress bar. */
export function batchPercent(batch: Pick<CertificateBatchView, 'total' | 'done' | 'failed'>): number {
  return batch.total === 0 ? 100 : Math.round(((batch.done + batch.failed) / batch.total) * 100);
}
