import nodemailer from 'nodemailer';
import { sql } from 'kysely';
import type { Db } from '../db/connect';

export interface MailDeliveryOptions {
  db: Db;
  smtpUrl: string;
  from: string;
  /** How often the outbox is checked for due messages. */
  pollMs: number;
  /** After this many failed attempts a message is marked failed (the dead letter) and not retried. */
  maxAttempts: number;
  log: (error: unknown, what: string) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's worker when SMTP is configured (null in development, where mail is only kept). */
    mailDelivery: MailDelivery | null;
  }
}

export interface MailDelivery {
  /** Checks the outbox now (after an enqueue) instead of waiting for the next poll. */
  nudge(): void;
  /** Delivers every due message once; resolves with how many were sent. Used by the poll and by tests. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** How long a claimed message stays invisible to other workers; a worker that died mid-send frees it after this. */
const LEASE_SECONDS = 120;
const BATCH = 10;

/** Retry after 30 s, 1 min, 2 min, ... capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * The outbox's worker: claims due messages with `for update skip locked` (so two gateway instances never send
 * one message twice at the same time), sends each through SMTP, and records the outcome. A failure is retried
 * with backoff; after maxAttempts the row is 'failed' and stays for the operator to see.
 */
export function startMailDelivery(options: MailDeliveryOptions): MailDelivery {
  const transport = nodemailer.createTransport(options.smtpUrl);
  const { db } = options;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function claim() {
    const due = await sql<{ id: string; to_address: string; subject: string; text_body: string; html_body: string | null; attempts: number }>`
      update mail_outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
      where id in (
        select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at limit ${BATCH} for update skip locked
      )
      returning id, to_address, subject, text_body, html_body, attempts`.execute(db);
    return due.rows;
  }

  async function deliver(): Promise<number> {
    let sent = 0;
    for (let batch = await claim(); batch.length > 0 && !stopped; batch = await claim()) {
      for (const row of batch) {
        try {
          await transport.sendMail({
            from: options.from,
            to: row.to_address,
            subject: row.subject,
            text: row.text_body,
            html: row.html_body ?? undefined,
          });
          await db.updateTable('mail_outbox').set({ status: 'sent', sent_at: new Date(), last_error: null }).where('id', '=', row.id).execute();
          sent += 1;
        } catch (error) {
          const failed = row.attempts >= options.maxAttempts;
          await db
            .updateTable('mail_outbox')
            .set({
              status: failed ? 'failed' : 'pending',
              last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
              next_attempt_at: new Date(Date.now() + retryDelaySeconds(row.attempts) * 1000),
            })
            .where('id', '=', row.id)
            .execute();
          if (failed) options.log(error, `mail ${row.id} failed after ${row.attempts} attempts`);
        }
      }
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    // One delivery pass at a time per instance; a nudge during a pass joins it.
    running ??= deliver()
      .catch((error: unknown) => {
        options.log(error, 'mail delivery');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(() => void runOnce(), options.pollMs);
  timer.unref();

  return {
    nudge: () => void runOnce(),
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
