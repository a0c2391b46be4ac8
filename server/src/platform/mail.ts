import nodemailer from 'nodemailer';
import type { Db } from '../db/connect';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Stores the message in the outbox; delivery happens later, in the background (see mailDelivery.ts). */
  send(message: MailMessage): Promise<void>;
  /** Where mail goes: 'smtp' delivers it, 'outbox' keeps it in the database for /dev/mailbox. */
  readonly mode: 'smtp' | 'outbox';
}

/**
 * Sending is a database insert: a request that stored its data succeeds whether or not the SMTP server answers
 * right now, and answers as fast for an address that has an account as for one that has none. nodemailer
 * builds the message here (addresses parsed and checked), so a message that cannot be built fails at once.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; db: Db; onEnqueued?: () => void }): Mailer {
  const builder = nodemailer.createTransport({ jsonTransport: true });
  const mode = options.smtpUrl ? 'smtp' : 'outbox';
  return {
    mode,
    async send(message) {
      const info = await builder.sendMail({ from: options.from, ...message });
      const built = JSON.parse(String(info.message)) as { subject: string; text: string; html?: string; to: { address: string }[] };
      await options.db
        .insertInto('mail_outbox')
        .values({
          to_address: built.to.map((to) => to.address).join(', '),
          subject: built.subject,
          text_body: built.text,
          html_body: built.html ?? null,
          status: mode === 'smtp' ? 'pending' : 'kept',
        })
        .execute();
      options.onEnqueued?.();
    },
  };
}
