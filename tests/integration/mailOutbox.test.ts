import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { register as registerAccount, uniqueEmail } from './support/accounts';
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

/** Waits until the enqueue's own delivery attempt has failed and been recorded, and the worker is idle again. */
async function firstAttemptFailed(t: TestApp, to: string) {
  await vi.waitFor(async () => {
    const [row] = await outboxRows(t, to);
    expect(row?.attempts).toBe(1);
    expect(row?.last_error).toBeTruthy();
  });
  await t.app.mailDelivery?.runOnce();
}

describeEachDatabase('mail outbox with SMTP down', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    // The poll is an hour away: delivery runs on the enqueue's nudge and when the test asks for it.
    t = await createTestApp(kind, { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_POLL_MS: '3600000', MAIL_MAX_ATTEMPTS: '3' });
    api = client(t.app);
  });
  afterAll(() => t.close());

  const register = async (email: string) => (await registerAccount(api, { email })).response;

  it('stores the account and answers 201 while SMTP is down; the mail waits in the outbox', async () => {
    const email = uniqueEmail('smtp-down');
    const response = await register(email);
    expect(response.status).toBe(201);
    await firstAttemptFailed(t, email);
    expect((await outboxRows(t, email))[0]?.status).toBe('pending');
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

  it('delivers the waiting mail once the SMTP server is back, and gives up after the last attempt', async () => {
    const email = uniqueEmail('smtp-later');
    expect((await register(email)).status).toBe(201);
    await firstAttemptFailed(t, email);
    const doomed = uniqueEmail('smtp-doomed');
    expect((await register(doomed)).status).toBe(201);
    await firstAttemptFailed(t, doomed);

    // The doomed message uses up its attempts while the server is still down.
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      await t.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(0) })
        .where('to_address', '=', doomed)
        .execute();
      await t.app.mailDelivery?.runOnce();
    }
    expect((await outboxRows(t, doomed))[0]?.status).toBe('failed');

    const smtp = await startSmtp(port);
    try {
      await t.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(0) })
        .where('status', '=', 'pending')
        .execute();
      await t.app.mailDelivery?.runOnce();
      const [row] = await outboxRows(t, email);
      expect(row?.status).toBe('sent');
      expect(smtp.received.some((message) => message.includes(email))).toBe(true);
      // A failed message is not retried by itself: it stays for the operator.
      expect((await outboxRows(t, doomed))[0]?.status).toBe('failed');
      expect(smtp.received.some((message) => message.includes(doomed))).toBe(false);
    } finally {
      await smtp.close();
    }
  });

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
