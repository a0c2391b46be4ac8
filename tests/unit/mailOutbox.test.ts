import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle, Db } from '../../server/src/db/connect';
import { idempotentJobId } from '../../server/src/platform/jobs/definitions';
import { startJobQueue, type EnqueueOptions, type JobQueue } from '../../server/src/platform/jobs/queue';
import { createMailer } from '../../server/src/platform/mail';
import { MAIL_DELIVERY_JOB, workMailDelivery } from '../../server/src/platform/mailDelivery';
import { migratedDatabase } from '../support/database';

/**
 * The outbox (mail.ts) and its delivery jobs (mailDelivery.ts) against a real database (PGlite), the real job queue
 * and a real SMTP server (nodemailer's smtp-server, in this process): what is stored, sent, retried, and given up.
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

/** A queue that records what the mailer asks of it, without running anything. */
function recordingQueue() {
  const enqueued: { name: string; payload: object; options: EnqueueOptions | undefined }[] = [];
  const woken: string[] = [];
  const jobs: Pick<JobQueue, 'enqueue' | 'wake'> = {
    async enqueue(name, payload, options) {
      enqueued.push({ name, payload, options });
      return 'job';
    },
    wake: (name) => void woken.push(name),
  };
  return { jobs, enqueued, woken };
}

describe('the mailer: sending is an insert into the outbox', () => {
  it('keeps the message in the outbox (never sent, no job) when no SMTP server is configured', async () => {
    const queue = recordingQueue();
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, db, jobs: queue.jobs });
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
    expect([queue.enqueued, queue.woken]).toEqual([[], []]);
  });

  it('queues it for delivery when SMTP is configured: a delivery job keyed by the row, in the insert’s transaction', async () => {
    const queue = recordingQueue();
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, db, jobs: queue.jobs });
    expect(mailer.mode).toBe('smtp');
    await mailer.send({ to: 'ani@example.id, "Budi Santoso" <budi@example.id>', subject: 'Pesanan', text: 'Lunas', html: '<p>Lunas</p>' });
    await mailer.send({ to: 'citra@example.id', subject: 'Pesanan 2', text: 'Lunas' });
    const [first, second] = await rows();
    expect([first?.to_address, first?.html_body, first?.status]).toEqual(['ani@example.id, budi@example.id', '<p>Lunas</p>', 'pending']);
    expect([second?.to_address, second?.html_body, second?.status]).toEqual(['citra@example.id', null, 'pending']);
    expect(queue.enqueued.map(({ name, payload, options }) => [name, payload, options?.key, options?.within !== undefined])).toEqual([
      [MAIL_DELIVERY_JOB, { outboxId: first!.id }, first!.id, true],
      [MAIL_DELIVERY_JOB, { outboxId: second!.id }, second!.id, true],
    ]);
    expect(queue.woken).toEqual([MAIL_DELIVERY_JOB, MAIL_DELIVERY_JOB]);
  });

  it('fails at once, storing nothing, for a message without a recipient', async () => {
    const queue = recordingQueue();
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, db, jobs: queue.jobs });
    await expect(mailer.send({ to: '', subject: 'Tanpa penerima', text: '...' })).rejects.toThrow();
    expect([await rows(), queue.enqueued]).toEqual([[], []]);
  });

  it('stores no row when its job cannot be written (the row and its job are one transaction)', async () => {
    const jobs: Pick<JobQueue, 'enqueue' | 'wake'> = { enqueue: () => Promise.reject(new Error('queue down')), wake: () => undefined };
    await expect(
      createMailer({ smtpUrl: smtp.url, from: FROM, db, jobs }).send({ to: 'dewi@example.id', subject: 'Halo', text: 'Halo' }),
    ).rejects.toThrow('queue down');
    expect(await rows()).toEqual([]);
    // The library drops a job sent to a queue nobody defined (null): refused the same way, nothing stored.
    const undefinedQueue: Pick<JobQueue, 'enqueue' | 'wake'> = { enqueue: async () => null, wake: () => undefined };
    await expect(
      createMailer({ smtpUrl: smtp.url, from: FROM, db, jobs: undefinedQueue }).send({ to: 'dewi@example.id', subject: 'Halo', text: 'Halo' }),
    ).rejects.toThrow(`queue ${MAIL_DELIVERY_JOB} is not defined`);
    expect(await rows()).toEqual([]);
  });
});

describe('mail delivery jobs', () => {
  const queues: JobQueue[] = [];
  const logged: [unknown, string][] = [];
  /** A gateway's queue working mail delivery on the test database. */
  const worker = async (options: { maxAttempts?: number } = {}) => {
    const queue = await startJobQueue({ db, log: (error, what) => logged.push([error, what]), pollingIntervalSeconds: 0.5 });
    queues.push(queue);
    await workMailDelivery({
      db,
      jobs: queue,
      smtpUrl: smtp.url,
      from: FROM,
      maxAttempts: options.maxAttempts ?? 2,
      retryDelaySeconds: 1,
      log: (error, what) => logged.push([error, what]),
    });
    return queue;
  };
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    logged.length = 0;
  });
  const enqueue = async (queue: JobQueue, count: number, prefix = 'penerima') => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, db, jobs: queue });
    for (let n = 1; n <= count; n += 1)
      await mailer.send({ to: `${prefix}${n}@example.id`, subject: `Pesan ${String(n).padStart(2, '0')}`, text: `Isi ${n}`, html: `<b>${n}</b>` });
  };
  const statuses = async (prefix: string) => (await rows()).filter((row) => row.to_address.startsWith(prefix)).map((row) => row.status);

  it('sends every queued message through SMTP once and records each as sent', async () => {
    const queue = await worker();
    await db.insertInto('mail_outbox').values({ to_address: 'kept@example.id', subject: 'Dev', text_body: 'x', status: 'kept' }).execute();
    await enqueue(queue, 12);
    await expect.poll(() => statuses('penerima'), { timeout: 15_000 }).toEqual(Array(12).fill('sent'));

    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(Array.from({ length: 12 }, (_, n) => `penerima${n + 1}@example.id`).sort());
    const first = smtp.received.find((mail) => mail.to[0] === 'penerima1@example.id')!;
    expect(first.from).toBe('no-reply@bisa.test');
    expect(first.data).toMatch(/^From: BISA <no-reply@bisa\.test>$/m);
    expect(first.data).toMatch(/^Subject: Pesan 01$/m);
    expect(first.data).toContain('Isi 1');
    expect(first.data).toContain('<b>1</b>');
    for (const row of (await rows()).filter((row) => row.to_address.startsWith('penerima'))) {
      expect([row.status, row.attempts, row.last_error]).toEqual(['sent', 1, null]);
      expect(row.sent_at).toBeInstanceOf(Date);
    }
    // The development outbox's message is left alone.
    expect([(await rowTo('kept@example.id')).status, (await rowTo('kept@example.id')).attempts]).toEqual(['kept', 0]);
  });

  it('sends a text-only message without an HTML part', async () => {
    const queue = await worker();
    await createMailer({ smtpUrl: smtp.url, from: FROM, db, jobs: queue }).send({ to: 'teks@example.id', subject: 'Teks', text: 'Hanya teks' });
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    expect(smtp.received[0]?.data).not.toContain('text/html');
  });

  it('retries a refused message with backoff, gives up after the last attempt (dead letter, log), and a retry sends it', async () => {
    smtp.refused.add('refused@example.id');
    const queue = await worker({ maxAttempts: 2 });
    await createMailer({ smtpUrl: smtp.url, from: FROM, db, jobs: queue }).send({ to: 'refused@example.id', subject: 'Ditolak', text: '...' });
    const row = await rowTo('refused@example.id');
    const jobId = idempotentJobId(MAIL_DELIVERY_JOB, row.id);

    await expect.poll(async () => (await rowTo('refused@example.id')).attempts, { timeout: 10_000 }).toBe(1);
    const afterFirst = await rowTo('refused@example.id');
    expect(afterFirst.status).toBe('pending');
    expect(afterFirst.last_error).toContain('Mailbox unavailable');
    expect(afterFirst.last_error).toHaveLength(500);
    expect(logged).toEqual([]);

    await expect.poll(async () => (await queue.deadLetter(10)).map((job) => job.id), { timeout: 15_000 }).toContain(jobId);
    const failed = await rowTo('refused@example.id');
    expect([failed.status, failed.attempts]).toEqual(['failed', 2]);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.[0]).toBeInstanceOf(Error);
    expect(logged[0]?.[1]).toBe(`mail ${row.id} failed after 2 attempts`);
    expect(smtp.received).toEqual([]);

    // The operator's retry, once the server takes the address: sent, and its error forgotten.
    smtp.refused.clear();
    expect(await queue.retry(jobId)).toBe(true);
    await expect.poll(async () => (await rowTo('refused@example.id')).status, { timeout: 10_000 }).toBe('sent');
    expect([(await rowTo('refused@example.id')).attempts, (await rowTo('refused@example.id')).last_error]).toEqual([3, null]);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['refused@example.id']]);
  }, 30_000);

  it('delivers a message refused before on its retry once the server takes it', async () => {
    smtp.refused.add('later@example.id');
    const queue = await worker({ maxAttempts: 3 });
    await createMailer({ smtpUrl: smtp.url, from: FROM, db, jobs: queue }).send({ to: 'later@example.id', subject: 'Nanti', text: '...' });
    await expect.poll(async () => (await rowTo('later@example.id')).last_error, { timeout: 10_000 }).not.toBeNull();
    smtp.refused.clear();
    await expect.poll(async () => (await rowTo('later@example.id')).status, { timeout: 15_000 }).toBe('sent');
    const row = await rowTo('later@example.id');
    expect([row.attempts, row.last_error]).toEqual([2, null]);
  }, 30_000);

  it('sends each message once with two instances working the queue', async () => {
    const [first, second] = [await worker(), await worker()];
    await enqueue(first, 10, 'dua-a');
    await enqueue(second, 10, 'dua-b');
    await expect.poll(() => statuses('dua-'), { timeout: 20_000 }).toEqual(Array(20).fill('sent'));
    const recipients = smtp.received.map((mail) => mail.to[0]);
    expect(recipients).toHaveLength(20);
    expect(new Set(recipients).size).toBe(20);
  }, 30_000);

  it('does not send again when a job runs for a message already sent (a run repeated after a crash)', async () => {
    const queue = await worker();
    await enqueue(queue, 1, 'sekali');
    await expect.poll(() => statuses('sekali'), { timeout: 10_000 }).toEqual(['sent']);
    const row = await rowTo('sekali1@example.id');
    const completed = async () => (await queue.counts()).find((counts) => counts.name === MAIL_DELIVERY_JOB)?.completed ?? 0;
    await expect.poll(completed, { timeout: 10_000 }).toBeGreaterThan(0);
    const before = await completed();
    // Without the key: a second job for the same row, as a run after a crash would be.
    await queue.enqueue(MAIL_DELIVERY_JOB, { outboxId: row.id });
    await expect.poll(completed, { timeout: 10_000 }).toBe(before + 1);
    expect(smtp.received).toHaveLength(1);
    expect((await rowTo('sekali1@example.id')).attempts).toBe(1);
  }, 30_000);

  it('on stop finishes the message being sent before it resolves', async () => {
    const queue = await worker();
    const release = smtp.hold();
    const arrivedBefore = smtp.arrivals();
    await enqueue(queue, 1, 'berhenti');
    await vi.waitFor(() => expect(smtp.arrivals()).toBeGreaterThan(arrivedBefore), { timeout: 10_000 });
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await statuses('berhenti')).toEqual(['sent']);
  });
});
