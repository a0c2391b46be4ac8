import nodemailer from 'nodemailer';
import type { Db } from '../db/connect';
import type { JobQueue, JobRun } from './jobs/queue';

/** The queue of deliveries: one job per outbox row, keyed by the row's id (a second enqueue adds nothing). */
export const MAIL_DELIVERY_JOB = 'mail.deliver';

export interface MailDeliveryJob {
  outboxId: string;
}

export interface MailDeliveryOptions {
  db: Db;
  jobs: JobQueue;
  smtpUrl: string;
  from: string;
  /** Runs of one message, the first included; the last failure marks the row failed and the job lands in the dead letter. */
  maxAttempts: number;
  /** The wait before the first retry, doubled for each next one (with the queue's jitter). */
  retryDelaySeconds: number;
  log: (error: unknown, what: string) => void;
}

/** Messages one worker claims at once, and sends side by side (each its own SMTP connection). */
const CLAIMED = 20;
const SENT_SIDE_BY_SIDE = 5;

/**
 * Delivers the outbox through SMTP as jobs of the durable queue: every gateway works the queue, a job is
 * handed to one worker at a time, failures are retried with the queue's backoff, and the operator's console retries
 * a dead one. The outbox row stays the record of each message (its status, attempts and last error).
 */
export async function workMailDelivery(options: MailDeliveryOptions): Promise<void> {
  const { db } = options;
  // Not pooled: one connection per message, closed after it, so nothing stays open when the gateway stops.
  const transport = nodemailer.createTransport(options.smtpUrl);

  async function deliver({ outboxId }: MailDeliveryJob, run: JobRun) {
    const row = await db
      .selectFrom('mail_outbox')
      .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'status'])
      .where('id', '=', outboxId)
      .executeTakeFirst();
    // Sent already (a run repeated after its worker died between the send and the record) or never to be sent.
    if (!row || row.status === 'sent' || row.status === 'kept') return;
    try {
      await transport.sendMail({
        from: options.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
      });
    } catch (error) {
      const failed = await db
        .updateTable('mail_outbox')
        .set((eb) => ({
          status: run.lastAttempt ? 'failed' : 'pending',
          attempts: eb('attempts', '+', 1),
          last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
        }))
        .where('id', '=', row.id)
        .returning('attempts')
        .executeTakeFirstOrThrow();
      if (run.lastAttempt) options.log(error, `mail ${row.id} failed after ${failed.attempts} attempts`);
      throw error;
    }
    await db
      .updateTable('mail_outbox')
      .set((eb) => ({ status: 'sent', sent_at: new Date(), last_error: null, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
  }

  await options.jobs.work<MailDeliveryJob>(MAIL_DELIVERY_JOB, deliver, {
    retryLimit: Math.max(0, options.maxAttempts - 1),
    retryDelaySeconds: options.retryDelaySeconds,
    backoff: true,
    batchSize: CLAIMED,
    concurrency: SENT_SIDE_BY_SIDE,
  });
}
