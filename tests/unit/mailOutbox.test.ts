import { createServer } from 'node:net';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle, Db } from '../../server/src/db/connect';
import { createMailer } from '../../server/src/platform/mail';
import { startMailDelivery, type MailDelivery } from '../../server/src/platform/mailDelivery';
import { migratedDatabase } from '../support/database';

/**
 * The outbox (mail.ts) and its worker (mailDelivery.ts) against a real database (PGlite) and a real SMTP server
 * (nodemailer's smtp-server, in this process): what is stored, what is sent, what is retried, and when.
 */

const FROM = 'BISA <no-reply@bisa.test>';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/**
 * An SMTP server that keeps what it receives. It refuses recipients whose address starts with "refused" (with a
 * reply longer than the 500 characters the outbox keeps), and `hold()` makes it wait before accepting a message's
 * data until the returned function is called.
 */
async function startSmtp() {
  const received: Received[] = [];
  const refused = new Set<string>();
  let arrived = 0;
  let gate: Promise<void> = Promise.resolve();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) {
        callback(Object.assign(new Error(`Mailbox unavailable ${'x'.repeat(600)}`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      let data = '';
      arrived += 1;
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        void gate.then(() => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
          });
          callback();
        });
      });
    },
  });
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    arrivals: () => arrived,
    hold() {
      let release = () => undefined as void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => release();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let handle: DatabaseHandle;
let db: Db;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  [handle, smtp] = await Promise.all([migratedDatabase(), startSmtp()]);
  db = handle.db;
}, 60_000);
afterAll(async () => {
  await handle?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await db.deleteFrom('mail_outbox').execute();
  smtp.received.length = 0;
  smtp.refused.clear();
});

const rows = () => db.selectFrom('mail_outbox').selectAll().orderBy('subject').execute();
const rowTo = (to: string) => db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();
const makeDue = () =>
  db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: new Date(0) })
    .execute();

describe('the mailer: sending is an insert into the outbox', () => {
  it('keeps the message in the outbox (never sent) when no SMTP server is configured', async () => {
    let enqueued = 0;
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, db, onEnqueued: () => (enqueued += 1) });
    expect(mailer.mode).toBe('outbox');
    await mailer.send({ to: 'ani@example.id', subject: 'Konfirmasi', text: 'Klik tautan ini.' });
    expect(await rows()).toEqual([
      expect.objectContaining({
        to_address: 'ani@example.id',
        subject: 'Konfirmasi',
        text_body: 'Klik tautan ini.',
        html_body: null,
        status: 'kept',
        attempts: 0,
      }),
    ]);
    expect(enqueued).toBe(1);
  });

  it('queues it for delivery when SMTP is configured, with its HTML part and every recipient by address', async () => {
    let enqueued = 0;
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, db, onEnqueued: () => (enqueued += 1) });
    expect(mailer.mode).toBe('smtp');
    await mailer.send({ to: 'ani@example.id, "Budi Santoso" <budi@example.id>', subject: 'Pesanan', text: 'Lunas', html: '<p>Lunas</p>' });
    await mailer.send({ to: 'citra@example.id', subject: 'Pesanan 2', text: 'Lunas' });
    const [first, second] = await rows();
    expect([first?.to_address, first?.html_body, first?.status]).toEqual(['ani@example.id, budi@example.id', '<p>Lunas</p>', 'pending']);
    expect([second?.to_address, second?.html_body, second?.status]).toEqual(['citra@example.id', null, 'pending']);
    expect(enqueued).toBe(2);
  });

  it('fails at once, storing nothing, for a message without a recipient', async () => {
    let enqueued = 0;
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, db, onEnqueued: () => (enqueued += 1) });
    await expect(mailer.send({ to: '', subject: 'Tanpa penerima', text: '...' })).rejects.toThrow();
    expect([await rows(), enqueued]).toEqual([[], 0]);
  });

  it('works without anyone to tell of the enqueue', async () => {
    await createMailer({ smtpUrl: smtp.url, from: FROM, db }).send({ to: 'dewi@example.id', subject: 'Halo', text: 'Halo' });
    expect((await rowTo('dewi@example.id')).status).toBe('pending');
  });
});

describe('the outbox worker', () => {
  const workers: MailDelivery[] = [];
  const logged: [unknown, string][] = [];
  const worker = (options: { pollMs?: number; maxAttempts?: number } = {}) => {
    const delivery = startMailDelivery({
      db,
      smtpUrl: smtp.url,
      from: FROM,
      // An hour: a test asks for each pass itself, unless it tests the poll.
      pollMs: options.pollMs ?? 3_600_000,
      maxAttempts: options.maxAttempts ?? 2,
      log: (error, what) => logged.push([error, what]),
    });
    workers.push(delivery);
    return delivery;
  };
  afterEach(async () => {
    for (const delivery of workers.splice(0)) await delivery.stop();
    logged.length = 0;
  });
  const enqueue = async (count: number, prefix = 'penerima') => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, db });
    for (let n = 1; n <= count; n += 1)
      await mailer.send({ to: `${prefix}${n}@example.id`, subject: `Pesan ${String(n).padStart(2, '0')}`, text: `Isi ${n}`, html: `<b>${n}</b>` });
  };

  it('sends every due message through SMTP, batch after batch, and records each as sent', async () => {
    await enqueue(12);
    await db.insertInto('mail_outbox').values({ to_address: 'kept@example.id', subject: 'Dev', text_body: 'x', status: 'kept' }).execute();
    await db
      .insertInto('mail_outbox')
      .values({
        to_address: 'later@example.id',
        subject: 'Later',
        text_body: 'x',
        status: 'pending',
        next_attempt_at: new Date(Date.now() + 600_000),
      })
      .execute();

    expect(await worker().runOnce()).toBe(12);

    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(Array.from({ length: 12 }, (_, n) => `penerima${n + 1}@example.id`).sort());
    const first = smtp.received.find((mail) => mail.to[0] === 'penerima1@example.id')!;
    expect(first.from).toBe('no-reply@bisa.test');
    expect(first.data).toMatch(/^From: BISA <no-reply@bisa\.test>$/m);
    expect(first.data).toMatch(/^Subject: Pesan 01$/m);
    expect(first.data).toContain('Isi 1');
    expect(first.data).toContain('<b>1</b>');
    const sent = (await rows()).filter((row) => row.to_address.startsWith('penerima'));
    expect(sent).toHaveLength(12);
    for (const row of sent) {
      expect([row.status, row.attempts, row.last_error]).toEqual(['sent', 1, null]);
      expect(row.sent_at).toBeInstanceOf(Date);
    }
    // The development outbox's message and the one not due yet are left alone.
    expect([(await rowTo('kept@example.id')).status, (await rowTo('kept@example.id')).attempts]).toEqual(['kept', 0]);
    expect([(await rowTo('later@example.id')).status, (await rowTo('later@example.id')).attempts]).toEqual(['pending', 0]);
  });

  it('sends a text-only message without an HTML part', async () => {
    await createMailer({ smtpUrl: smtp.url, from: FROM, db }).send({ to: 'teks@example.id', subject: 'Teks', text: 'Hanya teks' });
    expect(await worker().runOnce()).toBe(1);
    expect(smtp.received[0]?.data).not.toContain('text/html');
  });

  it('retries a refused message after 30 s, then 60 s, and gives up after the last attempt, telling the log', async () => {
    smtp.refused.add('refused@example.id');
    await createMailer({ smtpUrl: smtp.url, from: FROM, db }).send({ to: 'refused@example.id', subject: 'Ditolak', text: '...' });
    const delivery = worker({ maxAttempts: 2 });

    let before = Date.now();
    expect(await delivery.runOnce()).toBe(0);
    let row = await rowTo('refused@example.id');
    expect([row.status, row.attempts]).toEqual(['pending', 1]);
    expect(row.last_error).toContain('Mailbox unavailable');
    expect(row.last_error).toHaveLength(500);
    expect(row.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before + 30_000);
    expect(row.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now() + 30_000);
    expect(logged).toEqual([]);
    // Not due yet: the next pass leaves it.
    expect(await delivery.runOnce()).toBe(0);
    expect((await rowTo('refused@example.id')).attempts).toBe(1);

    await makeDue();
    before = Date.now();
    expect(await delivery.runOnce()).toBe(0);
    row = await rowTo('refused@example.id');
    expect([row.status, row.attempts]).toEqual(['failed', 2]);
    expect(row.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before + 60_000);
    expect(row.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.[0]).toBeInstanceOf(Error);
    expect(logged[0]?.[1]).toBe(`mail ${row.id} failed after 2 attempts`);

    // A failed message stays for the operator: never claimed again.
    await makeDue();
    expect(await delivery.runOnce()).toBe(0);
    expect((await rowTo('refused@example.id')).attempts).toBe(2);
    expect(smtp.received).toEqual([]);
  });

  it('delivers a message refused before once the server takes it, and forgets its error', async () => {
    smtp.refused.add('later@example.id');
    await createMailer({ smtpUrl: smtp.url, from: FROM, db }).send({ to: 'later@example.id', subject: 'Nanti', text: '...' });
    const delivery = worker({ maxAttempts: 3 });
    expect(await delivery.runOnce()).toBe(0);
    expect((await rowTo('later@example.id')).last_error).not.toBeNull();
    smtp.refused.clear();
    await makeDue();
    expect(await delivery.runOnce()).toBe(1);
    const row = await rowTo('later@example.id');
    expect([row.status, row.attempts, row.last_error]).toEqual(['sent', 2, null]);
  });

  it('hides a message it is sending from other workers for two minutes, so it is sent once', async () => {
    await enqueue(1, 'sekali');
    const release = smtp.hold();
    const arrivedBefore = smtp.arrivals();
    const before = Date.now();
    const sending = worker().runOnce();
    await vi.waitFor(() => expect(smtp.arrivals()).toBeGreaterThan(arrivedBefore));
    try {
      const row = await rowTo('sekali1@example.id');
      expect([row.status, row.attempts]).toEqual(['pending', 1]);
      // Leased until two minutes after the claim (the database's clock; a second either way for the two clocks).
      expect(row.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before + 119_000);
      expect(row.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now() + 121_000);
      // Another instance's worker finds nothing to claim.
      expect(await worker().runOnce()).toBe(0);
    } finally {
      release();
    }
    expect(await sending).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('lets a second call during a pass join it, and a nudge start one', async () => {
    await enqueue(1, 'gabung');
    const delivery = worker();
    const release = smtp.hold();
    const arrivedBefore = smtp.arrivals();
    const first = delivery.runOnce();
    const second = delivery.runOnce();
    await vi.waitFor(() => expect(smtp.arrivals()).toBeGreaterThan(arrivedBefore));
    release();
    expect(await Promise.all([first, second])).toEqual([1, 1]);

    await enqueue(1, 'senggol');
    delivery.nudge();
    await vi.waitFor(async () => expect((await rowTo('senggol1@example.id')).status).toBe('sent'));
  });

  it('checks the outbox on its own every pollMs', async () => {
    worker({ pollMs: 25 });
    await enqueue(2, 'berkala');
    await vi.waitFor(async () => expect((await rows()).map((row) => row.status)).toEqual(['sent', 'sent']));
    expect(smtp.received).toHaveLength(2);
  });

  it('on stop sends no further batch, and resolves once the batch under way is done', async () => {
    await enqueue(12, 'berhenti');
    const delivery = worker();
    const release = smtp.hold();
    const arrivedBefore = smtp.arrivals();
    const pass = delivery.runOnce();
    // The first batch (10 messages) is claimed and its first message is being sent.
    await vi.waitFor(() => expect(smtp.arrivals()).toBeGreaterThan(arrivedBefore));
    let stopped = false;
    const stopping = delivery.stop().then(() => (stopped = true));
    expect(stopped).toBe(false);
    release();
    await stopping;
    const statuses = (await rows()).map((row) => row.status);
    expect(statuses.filter((status) => status === 'sent')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'pending')).toHaveLength(2);
    expect(smtp.received).toHaveLength(10);
    expect(await pass).toBe(10);
  });

  it('logs a pass that fails as a whole (the database refused) and answers 0, then works again', async () => {
    await enqueue(1, 'pulih');
    const delivery = worker();
    await sql`alter table mail_outbox rename to mail_outbox_away`.execute(db);
    try {
      expect(await delivery.runOnce()).toBe(0);
    } finally {
      await sql`alter table mail_outbox_away rename to mail_outbox`.execute(db);
    }
    expect(logged.map(([, what]) => what)).toEqual(['mail delivery']);
    expect(String(logged[0]?.[0])).toContain('mail_outbox');
    expect(await delivery.runOnce()).toBe(1);
  });
});
