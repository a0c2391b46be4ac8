import nodemailer from 'nodemailer';
import type { Db } from '../db/connect';
import type { JobQueue } from './jobs/queue';
import { MAIL_DELIVERY_JOB } from './mailDelivery';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Stores the message in the outbox; with SMTP a job of the queue delivers it in the background (mailDelivery.ts). */
  send(message: MailMessage): Promise<void>;
  /** Where mail goes: 'smtp' delivers it, 'outbox' keeps it in the database for /dev/mailbox. */
  readonly mode: 'smtp' | 'outbox';
}

/**
 * Sending is a database insert: a request that stored its data succeeds whether or not the SMTP server answers
 * right now, and answers as fast for an address that has an account as for one that has none. nodemailer
 * builds the message here (addresses parsed and checked), so a message that cannot be built fails at once.
 * With SMTP the outbox row and its delivery job are written in one transaction: no row without its job.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; db: Db; jobs: Pick<JobQueue, 'enqueue' | 'wake'> }): Mailer {
  const builder = nodemailer.createTransport({ jsonTransport: true });
  const mode = options.smtpUrl ? 'smtp' : 'outbox';
  return {
    mode,
    async send(message) {
      const info = await builder.sendMail({ from: options.from, ...message });
      const built = JSON.parse(String(info.message)) as { subject: string; text: string; html?: string; to: { address: string }[] };
      const row = {
        to_address: built.to.map((to) => to.address).join(', '),
        subject: built.subject,
        text_body: built.text,
        html_body: built.html ?? null,
      };
      if (mode === 'outbox') {
        await options.db
          .insertInto('mail_outbox')
          .values({ ...row, status: 'kept' })
          .execute();
        return;
      }
      await options.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('mail_outbox')
          .values({ ...row, status: 'pending' })
          .returning('id')
          .executeTakeFirstOrThrow();
        // null: the queue is not defined (no worker registered it), and the library dropped the job.
        if ((await options.jobs.enqueue(MAIL_DELIVERY_JOB, { outboxId: id }, { key: id, within: trx })) === null) {
          throw new Error(`queue ${MAIL_DELIVERY_JOB} is not defined`);
        }
      });
      options.jobs.wake(MAIL_DELIVERY_JOB);
    },
  };
}
