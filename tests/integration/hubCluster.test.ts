import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/connect';
import { migrate } from '../../server/src/db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { confirmedUser, login } from './support/accounts';
import { hubClient } from './support/hubClient';
import { SKIPPED_SUITES } from '../support/skippedSuites';
import { client } from './support/testApp';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const label = !databaseUrl || !redisUrl ? ` ${SKIPPED_SUITES.postgresAndRedis.marker}` : ' [PostgreSQL + Redis]';

/** Two gateways on different ports sharing one PostgreSQL schema and one Redis, as a scaled-out deployment runs. */
// Skipped without a PostgreSQL server and Redis (CI sets both); the run then ends with a warning naming the command.
describe.skipIf(!databaseUrl || !redisUrl)(`notification hub across two gateway instances${label}`, () => {
  const schema = `hub_${randomBytes(6).toString('hex')}`;
  // The captcha has its own tests (captcha.test.ts); these register people through the API.
  const config = loadConfig({ JWT_SECRET: 'cluster-secret-that-is-long-enough-for-hs256', DATA_DIR: '/tmp', REDIS_URL: redisUrl, CAPTCHA: 'off' });
  let handles: DatabaseHandle[] = [];
  let apps: Awaited<ReturnType<typeof buildApp>>[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    handles = [await openDatabase({ databaseUrl, schema }), await openDatabase({ databaseUrl, schema })];
    await migrate(handles[0]!.db);
    await seedDemo(handles[0]!.db);
    apps = await Promise.all(handles.map((handle) => buildApp({ config, db: handle.db })));
    for (const app of apps) await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });

  it('delivers a notification created on instance A to a client connected to instance B', async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const apiA = client(a);
    const { email, tokens } = await confirmedUser(apiA);
    const baseB = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
    const hub = hubClient(baseB, () => tokens.token);
    await hub.connection.start();
    try {
      const admin = await login(apiA, DEMO_ACCOUNTS.find((account) => account.role === 'Admin')!.email, DEMO_PASSWORD);
      const sent = await apiA.post<{ id: string }>(
        '/api/cm/notification/send',
        { audience: 'user', email, title: { id: 'Dari A', en: 'From A' }, body: { id: 'Halo', en: 'Hello' } },
        { token: admin.token },
      );
      expect(sent.status).toBe(201);
      const received = await hub.nth(1);
      expect(received.id).toBe(sent.body.data.id);
      expect(received.title.en).toBe('From A');
    } finally {
      await hub.connection.stop();
    }
  });

  it('a logout on instance A ends the access token on instance B at once and closes its hub connection there', async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const apiA = client(a);
    const apiB = client(b);
    const { tokens } = await confirmedUser(apiA);
    // B has seen the session active and remembers it.
    expect((await apiB.get('/api/cm/account-user/get-profile', { token: tokens.token })).status).toBe(200);
    const baseB = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
    const hub = hubClient(baseB, () => tokens.token);
    const closed = new Promise<Error | undefined>((resolve) => hub.connection.onclose(resolve));
    await hub.connection.start();

    expect((await apiA.post('/api/cm/account-user/logout', {}, { token: tokens.token })).status).toBe(200);
    // Redis pub/sub delivers the revocation to B; the closed hub connection shows it has arrived (the test's own
    // timeout bounds the wait: how fast is the benchmark's business, not a test's).
    const error = await closed;
    expect(error?.message).toMatch(/Session ended/);
    expect((await apiB.get('/api/cm/account-user/get-profile', { token: tokens.token })).status).toBe(401);
  });
});
