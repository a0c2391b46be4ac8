import { createServer } from 'node:net';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { idempotentJobId } from '../../server/src/platform/jobs/definitions';
import { MAIL_DELIVERY_JOB } from '../../server/src/platform/mailDelivery';
import { login, register as registerAccount, uniqueEmail } from './support/accounts';
import { describeEachDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

/** A port nothing listens on yet: the SMTP server is "down" until the test starts one there. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A real SMTP server (nodemailer's smtp-server) that keeps what it receives. */
async function startSmtp(port: number) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const outboxRows = (t: TestApp, to: string) =>
  t.db.selectFrom('mail_outbox').select(['id', 'status', 'attempts', 'last_error']).where('to_address', '=', to).execute();

describeEachDatabase('mail outbox with SMTP down', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let port: number;
  let adminToken: string;
  beforeAll(async () => {
    port = await freePort();
    // Three runs per message, the first retry after 1 s (then 2 s), so that a test sees the whole life of a mail.
    t = await createTestApp(kind, { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_MAX_ATTEMPTS: '3', MAIL_RETRY_DELAY_SECONDS: '1' });
    await seedDemo(t.db);
    api = client(t.app);
    adminToken = (await login(api, DEMO_ACCOUNTS.find((account) => account.role === 'Admin')!.email, DEMO_PASSWORD)).token;
  });
  afterAll(() => t.close());

  const register = async (email: string) => (await registerAccount(api, { email })).response;
  const row = async (email: string) => (await outboxRows(t, email))[0];

  it("keeps no column of the old poller: next_attempt_at and its index are dropped (migration 0033, the queue keeps a retry's time)", async () => {
    const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'mail_outbox'`.execute(t.db);
    const names = columns.rows.map((column) => column.column_name);
    expect(names).toEqual(expect.arrayContaining(['status', 'attempts', 'last_error', 'sent_at']));
    expect(names).not.toContain('next_attempt_at');
    const indexes = await sql<{ indexname: string }>`
      select indexname from pg_indexes where schemaname = current_schema() and tablename = 'mail_outbox'`.execute(t.db);
    expect(indexes.rows.map((index) => index.indexname)).not.toContain('mail_outbox_due');
  });

  it('stores the account and answers 201 while SMTP is down; the mail waits in the outbox', async () => {
    const email = uniqueEmail('smtp-down');
    const response = await register(email);
    expect(response.status).toBe(201);
    await expect.poll(async () => (await row(email))?.attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    // Nothing listens on the port: the socket's refusal, as nodemailer words it.
    expect((await row(email))?.last_error).toBe(`connect ECONNREFUSED 127.0.0.1:${port}`);
    // A retry of the same registration is a conflict: the first one was stored.
    expect((await register(email)).status).toBe(409);
  });

  it('answers forgot-password the same way for an existing and an unknown address', async () => {
    const email = uniqueEmail('smtp-down-reset');
    await register(email);
    const known = await api.post('/api/cm/account-user/forgot-password', { email });
    const unknown = await api.post('/api/cm/account-user/forgot-password', { email: uniqueEmail('nobody') });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe(known.body.message);
  });

  it('lands a mail that failed every attempt in the dead letter; the console’s retry sends it once SMTP is back', async () => {
    const email = uniqueEmail('smtp-doomed');
    expect((await register(email)).status).toBe(201);
    await expect.poll(async () => (await row(email))?.status, { timeout: 20_000 }).toBe('failed');
    expect((await row(email))?.attempts).toBe(3);
    const jobId = idempotentJobId(MAIL_DELIVERY_JOB, (await row(email))!.id);
    const overview = async () =>
      (await api.get<{ deadLetter: { id: string; queue: string; retryCount: number }[] }>('/api/main/admin-job-queue', { token: adminToken })).body
        .data;
    await expect
      .poll(async () => (await overview()).deadLetter.find((job) => job.id === jobId), { timeout: 10_000 })
      .toMatchObject({
        queue: MAIL_DELIVERY_JOB,
        retryCount: 2,
      });

    const smtp = await startSmtp(port);
    try {
      // A failed message is not retried by itself: it stays for the operator.
      expect(smtp.received.some((message) => message.includes(email))).toBe(false);
      expect((await api.post(`/api/main/admin-job-queue/${jobId}/retry`, undefined, { token: adminToken })).status).toBe(200);
      await expect.poll(async () => (await row(email))?.status, { timeout: 10_000 }).toBe('sent');
      expect(smtp.received.filter((message) => message.includes(email))).toHaveLength(1);
      expect((await overview()).deadLetter.some((job) => job.id === jobId)).toBe(false);
    } finally {
      await smtp.close();
    }
  }, 40_000);

  it('has no development mailbox when mail is really sent', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', headers: { 'x-api-key': t.config.apiKey } });
    expect(response.headers['content-type']).not.toContain('application/json');
    expect(response.body).not.toContain('messages');
  });
});

describe('development mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const read = (options: { remoteAddress?: string; headers?: Record<string, string> }) =>
    t.app.inject({
      method: 'GET',
      url: '/dev/mailbox.json',
      headers: { 'x-api-key': t.config.apiKey, ...options.headers },
      remoteAddress: options.remoteAddress,
    });

  it('answers a caller on this machine', async () => {
    expect((await read({})).statusCode).toBe(200);
  });

  it('answers 404 to another machine and to anything that came through a proxy', async () => {
    expect((await read({ remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    expect((await read({ headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(404);
  });
});
