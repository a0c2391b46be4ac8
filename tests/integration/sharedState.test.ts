import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import WebSocket from 'ws';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_API_KEY } from '@core/config/apiKey';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/connect';
import { migrate } from '../../server/src/db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { contentSeed, seedContent } from '../../server/src/db/seedContent';
import { confirmedUser, login, PASSWORD } from './support/accounts';
import { hubClient } from './support/hubClient';
import { SKIPPED_SUITES } from '../support/skippedSuites';
import { client } from './support/testApp';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const label = !databaseUrl || !redisUrl ? ` ${SKIPPED_SUITES.postgresAndRedis.marker}` : ' [PostgreSQL + Redis]';

/**
 * Several instances as one: two gateways sharing one PostgreSQL schema and one Redis (keys and channel
 * under a prefix of this run's own) count rate limits together, empty each other's caches, and accept each other's
 * hub negotiations.
 */
describe.skipIf(!databaseUrl || !redisUrl)(`state shared by two gateway instances${label}`, () => {
  const run = randomBytes(6).toString('hex');
  const schema = `shared_${run}`;
  const config = loadConfig({
    JWT_SECRET: 'shared-state-secret-long-enough-for-hs256',
    DATA_DIR: '/tmp',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `test:${run}:`,
    // The captcha's own tests cover it; here a login must reach the rate limits.
    CAPTCHA: 'off',
    RATE_LIMIT_LOGIN_FREE_FAILURES: '5',
    RATE_LIMIT_LOGIN_PER_IP: '1000',
    RATE_LIMIT_ACCOUNT_PER_IP: '1000',
    HUB_MAX_CONNECTIONS_PER_ACCOUNT: '3',
  });
  let handles: DatabaseHandle[] = [];
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  const pair = () => apps as [(typeof apps)[0], (typeof apps)[0]];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    handles = [await openDatabase({ databaseUrl, schema }), await openDatabase({ databaseUrl, schema })];
    await migrate(handles[0]!.db);
    await seedDemo(handles[0]!.db);
    await seedContent(handles[0]!.db, contentSeed(new Date()));
    // One after the other, as a rolling start does.
    for (const handle of handles) apps.push(await buildApp({ config, db: handle.db }));
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

  const loginOn = async (app: (typeof apps)[0], email: string, password: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/cm/account-user/login',
        remoteAddress: '203.0.113.50',
        headers: { 'x-api-key': DEV_API_KEY, 'accept-language': 'en' },
        payload: { email, password },
      })
    ).statusCode;

  it('refuses the failed login after the free ones at the same count whether the attempts go to one instance or alternate', async () => {
    const [a, b] = pair();
    const alone = (await confirmedUser(client(a))).email;
    const spread = (await confirmedUser(client(a))).email;
    const oneInstance: number[] = [];
    const twoInstances: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      oneInstance.push(await loginOn(a, alone, 'Salah#Sandi1'));
      twoInstances.push(await loginOn(attempt % 2 === 0 ? a : b, spread, 'Salah#Sandi1'));
    }
    // Five free failures, then the pair must wait: the sixth is refused, on whichever instance it arrives.
    expect(oneInstance).toEqual([401, 401, 401, 401, 401, 429]);
    expect(twoInstances).toEqual(oneInstance);
    expect(await loginOn(a, spread, PASSWORD)).toBe(429);
    expect(await loginOn(b, spread, PASSWORD)).toBe(429);
  });

  it("shows an operator's edit made on one instance at the other instance's next read, past both caches", async () => {
    const [a, b] = pair();
    const apiA = client(a);
    const apiB = client(b);
    const admin = await login(apiA, DEMO_ACCOUNTS.find((account) => account.role === 'Admin')!.email, DEMO_PASSWORD);
    const titleOnB = async () => ((await apiB.get('/api/v2/api/globals/about-us')).body as unknown as { titleEn: string }).titleEn;
    // B reads (and caches) the page first.
    const before = await titleOnB();
    const about = (await apiA.get<Record<string, unknown>>('/api/main/content-globals/about-us', { token: admin.token })).body.data;
    const title = `About BISA ${run}`;
    expect(title).not.toBe(before);
    expect((await apiA.put('/api/main/content-globals/about-us', { ...about, titleEn: title }, { token: admin.token })).status).toBe(200);
    // The announcement travels through Redis; B's cache is emptied when it arrives (not after its expiry).
    await expect.poll(titleOnB, { timeout: 2000, interval: 20 }).toBe(title);
  });

  it('lets the official client negotiate on one instance and open its WebSocket on the other; the token is used up on both', async () => {
    const [a, b] = pair();
    const apiA = client(a);
    const { email, tokens } = await confirmedUser(apiA);
    // A proxy that sends every HTTP request (the negotiate) to A and every WebSocket upgrade to B.
    const proxy = await splitProxy(portOf(a), portOf(b));
    const negotiations: string[] = [];
    const hub = hubClient(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, () => tokens.token);
    proxy.on('request', (request: IncomingMessage) => void negotiations.push(request.url ?? ''));
    try {
      await hub.connection.start();
      expect(negotiations).toEqual(['/api/cm/notification/negotiate?negotiateVersion=1']);
      const administrator = await login(apiA, DEMO_ACCOUNTS.find((account) => account.role === 'Admin')!.email, DEMO_PASSWORD);
      const sent = await apiA.post<{ id: string }>(
        '/api/cm/notification/send',
        { audience: 'user', email, title: { id: 'Lewat A', en: 'Through A' }, body: { id: 'Halo', en: 'Hello' } },
        { token: administrator.token },
      );
      expect(sent.status).toBe(201);
      expect((await hub.nth(1)).id).toBe(sent.body.data.id);
    } finally {
      await hub.connection.stop();
      await new Promise((resolve) => proxy.close(resolve));
    }
    // A token negotiated on A and used on B is refused on A too (one use across instances), and on B again.
    const { connectionToken } = (
      await a.inject({
        method: 'POST',
        url: '/api/cm/notification/negotiate?negotiateVersion=1',
        headers: { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${tokens.token}` },
      })
    ).json<{ connectionToken: string }>();
    const socketUrl = (app: (typeof apps)[0]) =>
      `ws://127.0.0.1:${portOf(app)}/api/cm/notification?id=${connectionToken}&access_token=${tokens.token}`;
    expect(await upgradeStatus(socketUrl(b))).toBe(101);
    expect(await upgradeStatus(socketUrl(a))).toBe(409);
    expect(await upgradeStatus(socketUrl(b))).toBe(409);
  });

  it("counts an account's hub connections and pending negotiations across both instances, in leases that lapse", async () => {
    const [a, b] = pair();
    const { email, tokens } = await confirmedUser(client(a));
    const negotiateOn = async (app: (typeof apps)[0]) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/cm/notification/negotiate?negotiateVersion=1',
        headers: { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${tokens.token}` },
      });
      return { status: answer.statusCode, token: answer.json<{ connectionToken?: string }>().connectionToken };
    };
    // Negotiated on A, opened on B (one slot), one pending on each: the cap of 3 is the cluster's.
    const first = await negotiateOn(a);
    const socket = new WebSocket(`ws://127.0.0.1:${portOf(b)}/api/cm/notification?id=${first.token}&access_token=${tokens.token}`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('unexpected-response', reject));
    try {
      expect((await negotiateOn(b)).status).toBe(200);
      expect((await negotiateOn(a)).status).toBe(200);
      expect((await negotiateOn(b)).status).toBe(429);
      expect((await negotiateOn(a)).status).toBe(429);

      // The count is a sorted set of leases that expires with its longest lease: a crashed instance's slots lapse.
      const { id: accountId } = await handles[0]!.db
        .selectFrom('accounts')
        .innerJoin('users', 'users.id', 'accounts.user_id')
        .select('accounts.id')
        .where('users.email', '=', email)
        .executeTakeFirstOrThrow();
      const redis = new Redis(redisUrl!);
      try {
        const key = `${config.redisKeyPrefix}hub:slots:${accountId}`;
        expect(await redis.zcard(key)).toBe(3);
        const ttl = await redis.pttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(60_000);
      } finally {
        redis.disconnect();
      }
    } finally {
      socket.close();
    }
    // The connection closed on B frees its slot for a negotiation on A.
    await expect.poll(async () => (await negotiateOn(a)).status, { timeout: 5000, interval: 50 }).toBe(200);
  });
});

const portOf = (app: { server: Server }) => (app.server.address() as AddressInfo).port;

/** The HTTP status an upgrade attempt ends with: 101 when the socket opens (then closed at once). */
function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('open', () => {
      resolve(101);
      socket.close();
    });
    socket.on('error', () => undefined);
  });
}

/** A reverse proxy on 127.0.0.1 that sends plain HTTP requests to one port and WebSocket upgrades to another. */
async function splitProxy(httpPort: number, upgradePort: number): Promise<Server> {
  const proxy = createServer((request, response) => {
    const upstream = httpRequest(
      { host: '127.0.0.1', port: httpPort, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(upstream);
  });
  proxy.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const upstream = connect(upgradePort, '127.0.0.1', () => {
      const headers: string[] = [];
      for (let index = 0; index < request.rawHeaders.length; index += 2)
        headers.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
      upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return proxy;
}
