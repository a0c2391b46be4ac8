import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_API_KEY } from '@core/config/apiKey';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/src/db/seed';
import { ensureHaproxy, startCluster, type Cluster, type Gateway } from '../../scripts/clusterHarness';
import { hubClient } from './support/hubClient';
import { SKIPPED_SUITES } from '../support/skippedSuites';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const servers = Boolean(databaseUrl && redisUrl);
// Only looked for (and installed with apt as root) when the servers are there to run the suite at all.
const haproxy = servers ? ensureHaproxy() : undefined;
const proxyFound = haproxy?.ok === true;
const label = !haproxy
  ? ` ${SKIPPED_SUITES.postgresAndRedis.marker}`
  : haproxy.ok
    ? ' [PostgreSQL + Redis + HAProxy]'
    : ` ${SKIPPED_SUITES.haproxy.marker} (${haproxy.message})`;
const METRICS_TOKEN = 'cluster-test-metrics-token';

interface Answer {
  status: number;
  instance: string | null;
  body: { data?: unknown } & Record<string, unknown>;
}

/** A request as a browser makes it: through the proxy (or straight to one gateway), with the app's API key. */
async function call(baseUrl: string, method: 'GET' | 'POST', url: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'x-api-key': DEV_API_KEY, 'accept-language': 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, instance: response.headers.get('x-instance'), body: text ? (JSON.parse(text) as Answer['body']) : {} };
}

const demo = (role: string) => DEMO_ACCOUNTS.find((account) => account.role === role)!.email;

async function login(baseUrl: string, email: string): Promise<string> {
  const answer = await call(baseUrl, 'POST', '/api/cm/account-user/login', { body: { email, password: DEMO_PASSWORD } });
  expect(answer.status).toBe(200);
  return (answer.body.data as { token: string }).token;
}

/** Open hub connections on one gateway, read from its own /metrics. */
async function hubConnections(gateway: Gateway): Promise<number> {
  const response = await fetch(`${gateway.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = (await response.text()).split('\n').find((row) => row.startsWith('bisa_hub_connections'));
  return Number(line?.split(' ').at(-1) ?? 0);
}

/**
 * The cluster harness: two gateway processes on one PostgreSQL database and one Redis behind HAProxy, as
 * `npm run cluster` starts them. Requests reach both, a session ended on one is refused on the other, a hub client
 * connected through the proxy hears a notification written on either, and a gateway killed with SIGKILL leaves the
 * proxy answering and the hub client reconnected.
 */
describe.skipIf(!proxyFound)(`two gateways behind HAProxy${label}`, () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster({
      gateways: 2,
      postgresServerUrl: databaseUrl,
      redisUrl,
      env: {
        METRICS_TOKEN,
        CAPTCHA: 'off',
        RATE_LIMIT_LOGIN_PER_IP: '1000',
        RATE_LIMIT_LOGIN_PER_EMAIL: '1000',
        RATE_LIMIT_ACCOUNT_PER_IP: '1000',
        SHUTDOWN_DRAIN_MS: '0',
      },
    });
  }, 300_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('logs in through the proxy and spreads the requests over both gateways', async () => {
    const token = await login(cluster.baseUrl, demo('Admin'));
    const instances = new Set<string | null>();
    for (let request = 0; request < 6; request += 1) {
      const answer = await call(cluster.baseUrl, 'GET', '/api/cm/account-user/get-profile', { token });
      expect(answer.status).toBe(200);
      instances.add(answer.instance);
    }
    expect([...instances].sort()).toEqual(['g1', 'g2']);
  });

  it('refuses on one gateway a session ended on the other', async () => {
    const [first, second] = cluster.gateways as [Gateway, Gateway];
    const token = await login(cluster.baseUrl, demo('Admin'));
    expect((await call(second.baseUrl, 'GET', '/api/cm/account-user/get-profile', { token })).status).toBe(200);
    expect((await call(first.baseUrl, 'POST', '/api/cm/account-user/logout', { token, body: {} })).status).toBe(200);
    expect((await call(second.baseUrl, 'GET', '/api/cm/account-user/get-profile', { token })).status).toBe(401);
    for (let request = 0; request < 2; request += 1)
      expect((await call(cluster.baseUrl, 'GET', '/api/cm/account-user/get-profile', { token })).status).toBe(401);
  });

  it('delivers to a hub client behind the proxy what either gateway writes, and keeps serving and reconnects it when its gateway is killed', async () => {
    const administrator = await login(cluster.baseUrl, demo('Admin'));
    const learnerEmail = demo('Trainee');
    const learner = await login(cluster.baseUrl, learnerEmail);
    const hub = hubClient(cluster.baseUrl, () => learner, { reconnectDelays: [0, 250, 500, 1000, 1000, 2000, 2000, 5000] });
    const send = async (baseUrl: string, en: string) => {
      const sent = await call(baseUrl, 'POST', '/api/cm/notification/send', {
        token: administrator,
        body: { audience: 'user', email: learnerEmail, title: { id: en, en }, body: { id: 'Halo', en: 'Hello' } },
      });
      expect(sent.status).toBe(201);
      return (sent.body.data as { id: string }).id;
    };
    try {
      await hub.connection.start();
      // Written on each gateway in turn: one of the two is not the one holding the WebSocket.
      const [first, second] = cluster.gateways as [Gateway, Gateway];
      const sentOnFirst = await send(first.baseUrl, 'Written on g1');
      expect((await hub.nth(1)).id).toBe(sentOnFirst);
      const sentOnSecond = await send(second.baseUrl, 'Written on g2');
      expect((await hub.nth(2)).id).toBe(sentOnSecond);

      // Kill the gateway the hub client is connected to, without any chance to drain.
      const holding = (await hubConnections(first)) > 0 ? first : second;
      const survivor = holding === first ? second : first;
      expect(await hubConnections(holding)).toBe(1);
      const reconnected = new Promise<void>((resolve) => hub.connection.onreconnected(() => resolve()));
      await holding.kill();

      // The proxy keeps answering: a refused connection is retried on the survivor, then the health check drops the dead one.
      const afterKill: Answer[] = [];
      for (let request = 0; request < 10; request += 1)
        afterKill.push(await call(cluster.baseUrl, 'GET', '/api/cm/account-user/get-profile', { token: administrator }));
      expect(afterKill.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      expect(new Set(afterKill.map((answer) => answer.instance))).toEqual(new Set([survivor.name]));

      // The official client reconnects on its own, through the proxy, to the survivor, and hears what is written next.
      await reconnected;
      expect(hub.connection.state).toBe(HubConnectionState.Connected);
      expect(await hubConnections(survivor)).toBe(1);
      const sentAfter = await send(cluster.baseUrl, 'Written after the failover');
      expect((await hub.nth(3)).id).toBe(sentAfter);
    } finally {
      await hub.connection.stop();
    }
  }, 60_000);
});
