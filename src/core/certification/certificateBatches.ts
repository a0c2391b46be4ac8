/**
 * A certificate batch: every valid certificate of one assessment schedule rendered as PDF in the
 * background, for the LSP to download as one zip to print and sign. Shared by the gateway's answer and the LSP page.
 */
export interface CertificateBatchView {
  id: string;
  scheduleId: string;
  /** ISO date-time of the request. */
  createdAt: string;
  total: number;
  done: number;
  failed: number;
  /** No certificate is waiting any more: the zip can be downloaded (with the done ones). */
  finished: boolean;
  /** The certificates whose PDF could not be made (the operator can retry their jobs from the console). */
  failures: { certificateId: string; number: string; holderName: string }[];
}

/** How often the LSP page reads a running batch's progress again. */
export const BATCH_PROGRESS_POLL_MS = 1500;

/** The share of the batch done, 0 to 100, for a progress bar. */
export function batchPercent(batch: Pick<CertificateBatchView, 'total' | 'done' | 'failed'>): number {
  return batch.total === 0 ? 100 : Math.round(((batch.done + batch.failed) / batch.total) * 100);
}
