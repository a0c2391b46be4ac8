import nodemailer from 'nodemailer';
import type { Db } from '../db/connect';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes: 'smtp' sends for real, 'outbox' keeps it in the database for /dev/mailbox. */
  readonly mode: 'smtp' | 'outbox';
}

/**
 * Mail through nodemailer. With SMTP_URL it is delivered; without it (development) nodemailer still builds
 * the message, and the outbox table keeps it so a person (/dev/mailbox) or a test (/dev/mailbox.json) can read it.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; db: Db }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    mode: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const built = JSON.parse(String(info.message)) as { subject: string; text: string; html?: string; to: { address: string }[] };
      await options.db
        .insertInto('mail_outbox')
        .values({
          to_address: built.to.map((to) => to.address).join(', '),
          subject: built.subject,
          text_body: built.text,
          html_body: built.html ?? null,
        })
        .execute();
    },
  };
}
