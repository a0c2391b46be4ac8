import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { HubConnectionState } from '@microsoft/signalr';
import pg from 'pg';
import { DEV_API_KEY } from '@core/config/apiKey';
import { DEMO_PASSWORD } from '../../server/src/db/seed';
import { startCluster, type Cluster } from '../../scripts/clusterHarness';
import { hubClient } from '../integration/support/hubClient';
import { runLoad, type LoadResult } from './loadGenerator';
import { measureQueue, renderQueueTable } from './queueBench';

const ADMIN = 'admin@demo.local';
const LEARNER = 'trainee@demo.local';
/** Connections per workload part (four parts at once). */
const CONNECTIONS = 8;
/**
 * The login part's connections: below RATE_LIMIT_LOGIN_FREE_FAILURES (5, for the failed-login check), because the
 * limiter counts one address's logins in flight as attempts until each succeeds; 8 at once were refused with 429.
 */
const LOGIN_CONNECTIONS = 4;
const HUB_CLIENTS = 20;
const WRITERS = 8;

interface ClusterBenchOptions {
  seconds: number;
  /** The PostgreSQL server the scratch database goes on. */
  postgresServerUrl: string;
  redisUrl: string;
  queueJobs: number;
}

interface Mixed {
  target: string;
  parts: { name: string; result: LoadResult }[];
  total: number;
  failures: number;
  /** CPU seconds the gateways used per wall-clock second (2.0 = two cores busy). */
  gatewayCores: number;
}

interface Failover {
  acknowledged: number;
  lost: number;
  duplicated: number;
  failedDuringFailover: number;
  requests: number;
  /** From the kill to the last failed request (0 when none failed). */
  msToNoErrors: number;
  hubReconnected: number;
  hubClients: number;
}

/**
 * The cluster targets, on two gateways behind HAProxy (scripts/clusterHarness.ts) on PostgreSQL + Redis:
 * a mixed workload through the proxy vs straight to one of its gateways in the same run; a SIGKILLed gateway during
 * writes (none acknowledged lost or doubled, errors and time back to none, hub clients back); failed logins spread
 * over both refused at the same count as on one; the job queue across two workers (queueBench).
 */
export async function benchCluster(options: ClusterBenchOptions): Promise<string> {
  const cluster = await startCluster({
    gateways: 2,
    postgresServerUrl: options.postgresServerUrl,
    redisUrl: options.redisUrl,
    env: {
      CAPTCHA: 'off',
      RATE_LIMIT_LOGIN_PER_IP: '1000000',
      RATE_LIMIT_LOGIN_PER_EMAIL: '1000000',
      RATE_LIMIT_ACCOUNT_PER_IP: '1000000',
      RATE_LIMIT_LOGIN_FREE_FAILURES: '5',
      SHUTDOWN_DRAIN_MS: '0',
      // All the bench's hub clients are one learner's; the per-account caps hold per instance, and after the kill
      // every client is on the survivor.
      HUB_MAX_CONNECTIONS_PER_ACCOUNT: String(HUB_CLIENTS * 2),
      HUB_NEGOTIATE_PER_ACCOUNT: String(HUB_CLIENTS * 10),
    },
  });
  try {
    const admin = await login(cluster.baseUrl, ADMIN, DEMO_PASSWORD);
    const [first] = cluster.gateways;
    // Warm-up (JIT, pools, caches) on both targets first, not counted, as run.ts's measure() does.
    const warmup = Math.max(1, Math.ceil(options.seconds / 4));
    for (const baseUrl of [cluster.baseUrl, first!.baseUrl]) await mixedLoad(cluster, baseUrl, 'warm-up', admin, warmup);
    const mixed = [
      await mixedLoad(cluster, cluster.baseUrl, 'two gateways behind HAProxy', admin, options.seconds),
      await mixedLoad(cluster, first!.baseUrl, 'one gateway (g1, no proxy)', admin, options.seconds),
    ];
    const refusedAt = { spread: await firstRefusal(cluster.baseUrl), one: await firstRefusal(first!.baseUrl) };
    const failover = await killDuringWrites(cluster, admin, options.seconds);
    const queue = await measureQueue(options.queueJobs, options.postgresServerUrl);
    return render(mixed, refusedAt, failover, renderQueueTable([queue]));
  } finally {
    await cluster.stop();
  }
}

async function call(baseUrl: string, method: 'GET' | 'POST', url: string, token?: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'x-api-key': DEV_API_KEY };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${baseUrl}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await call(baseUrl, 'POST', '/api/cm/account-user/login', undefined, { email, password });
  if (!response.ok) throw new Error(`login of ${email} answered ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** utime + stime of a process, in seconds (Linux /proc). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Public page, catalogue, login and a write (a notification to one learner), four autocannon processes at once. */
async function mixedLoad(cluster: Cluster, baseUrl: string, target: string, admin: string, seconds: number): Promise<Mixed> {
  const headers = { 'x-api-key': DEV_API_KEY };
  const json = { ...headers, 'content-type': 'application/json' };
  const parts = [
    { name: 'GET / (public home page)', url: `${baseUrl}/` },
    {
      name: 'GET catalogue (get-program, 4 items)',
      url: `${baseUrl}/api/main/public-site/get-program?groupProgram=2&subProgramId=5&pageIndex=1&pageSize=4`,
      headers,
    },
    {
      name: 'POST login',
      url: `${baseUrl}/api/cm/account-user/login`,
      connections: LOGIN_CONNECTIONS,
      method: 'POST' as const,
      headers: json,
      body: JSON.stringify({ email: LEARNER, password: DEMO_PASSWORD }),
    },
    {
      name: 'POST notification/send (a write)',
      url: `${baseUrl}/api/cm/notification/send`,
      method: 'POST' as const,
      headers: { ...json, authorization: `Bearer ${admin}` },
      body: JSON.stringify({ audience: 'user', email: LEARNER, title: { id: 'Beban', en: 'Load' }, body: { id: 'Uji', en: 'Test' } }),
    },
  ];
  const pids = cluster.gateways.map((gateway) => gateway.pid);
  const cpuBefore = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const started = Date.now();
  const results = await Promise.all(parts.map((part) => runLoad({ connections: CONNECTIONS, ...part, seconds })));
  const wallSeconds = (Date.now() - started) / 1000;
  const cpuAfter = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  return {
    target,
    parts: parts.map((part, index) => ({ name: part.name, result: results[index]! })),
    total: results.reduce((sum, result) => sum + result.requestsPerSecond, 0),
    failures: results.reduce((sum, result) => sum + result.failures, 0),
    gatewayCores: (cpuAfter - cpuBefore) / wallSeconds,
  };
}

/** Which wrong-password attempt (1-based) is the first refused with 429, for a fresh address pair. */
async function firstRefusal(baseUrl: string): Promise<number> {
  const email = `nobody.${Date.now()}.${Math.random().toString(36).slice(2)}@example.id`;
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    const response = await call(baseUrl, 'POST', '/api/cm/account-user/login', undefined, { email, password: 'Salah#Sandi1' });
    await response.body?.cancel();
    if (response.status === 429) return attempt;
  }
  return 0;
}

/**
 * WRITERS loops send notifications with a title unique to each write through the proxy; a third of the way in, the
 * second gateway is SIGKILLed. Afterwards every acknowledged (201) title must be in the database exactly once.
 */
async function killDuringWrites(cluster: Cluster, admin: string, seconds: number): Promise<Failover> {
  const learner = await login(cluster.baseUrl, LEARNER, DEMO_PASSWORD);
  const hubs = Array.from({ length: HUB_CLIENTS }, () =>
    hubClient(cluster.baseUrl, () => learner, { reconnectDelays: [0, 250, 500, 1000, 2000, 2000, 5000] }),
  );
  await Promise.all(hubs.map((hub) => hub.connection.start()));
  const run = `cluster-${Date.now().toString(36)}`;
  const acknowledged: string[] = [];
  const failures: number[] = [];
  let requests = 0;
  let next = 0;
  const runMs = Math.max(3, seconds) * 1000;
  const started = Date.now();
  const killAt = started + runMs / 3;
  let killedAt = 0;
  const writer = async () => {
    while (Date.now() - started < runMs) {
      const title = `${run}-${(next += 1)}`;
      requests += 1;
      try {
        const response = await call(cluster.baseUrl, 'POST', '/api/cm/notification/send', admin, {
          audience: 'user',
          email: LEARNER,
          title: { id: title, en: title },
          body: { id: 'Uji', en: 'Test' },
        });
        await response.body?.cancel();
        if (response.status === 201) acknowledged.push(title);
        else failures.push(Date.now());
      } catch {
        failures.push(Date.now());
      }
    }
  };
  const killer = async () => {
    await new Promise((resolve) => setTimeout(resolve, killAt - Date.now()));
    killedAt = Date.now();
    await cluster.gateways[1]!.kill();
  };
  await Promise.all([killer(), ...Array.from({ length: WRITERS }, writer)]);
  // The clients' own reconnect schedule, bounded.
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && hubs.some((hub) => hub.connection.state !== HubConnectionState.Connected))
    await new Promise((resolve) => setTimeout(resolve, 200));
  const hubReconnected = hubs.filter((hub) => hub.connection.state === HubConnectionState.Connected).length;
  await Promise.all(hubs.map((hub) => hub.connection.stop()));

  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const stored = new Map<string, number>();
  try {
    const rows = await db.query<{ title_en: string; copies: string }>(
      'select title_en, count(*) as copies from notifications where title_en like $1 group by title_en',
      [`${run}-%`],
    );
    for (const row of rows.rows) stored.set(row.title_en, Number(row.copies));
  } finally {
    await db.end();
  }
  const lastFailure = failures.filter((time) => time >= killedAt).at(-1);
  return {
    acknowledged: acknowledged.length,
    lost: acknowledged.filter((title) => !stored.has(title)).length,
    duplicated: [...stored.values()].filter((copies) => copies > 1).length,
    failedDuringFailover: failures.length,
    requests,
    msToNoErrors: lastFailure ? lastFailure - killedAt : 0,
    hubReconnected,
    hubClients: HUB_CLIENTS,
  };
}

function render(mixed: Mixed[], refusedAt: { spread: number; one: number }, failover: Failover, queue: string): string {
  const lines = [
    '### Cluster: mixed workload, two gateways behind HAProxy vs one',
    '',
    '| target | part | req/s | p50 ms | p99 ms | failures |',
    '|---|---|---:|---:|---:|---:|',
  ];
  for (const run of mixed) {
    for (const part of run.parts)
      lines.push(
        `| ${run.target} | ${part.name} | ${part.result.requestsPerSecond.toFixed(0)} | ${part.result.p50Ms} | ${part.result.p99Ms} | ${part.result.failures} |`,
      );
    lines.push(`| ${run.target} | **all four** | **${run.total.toFixed(0)}** | | | ${run.failures} |`);
  }
  const [two, one] = mixed;
  lines.push(
    '',
    `Gateway CPU: ${two!.gatewayCores.toFixed(2)} cores busy with two gateways, ${one!.gatewayCores.toFixed(2)} with one; the load generator and HAProxy share the same ${availableParallelism()} CPUs. Two gateways give ${((two!.total / one!.total) * 100).toFixed(0)}% of one gateway's throughput here: on a machine this small the figure is machine-bound (the cores, not the gateway, are the limit); the scale-out gain shows only where each gateway has cores of its own.`,
    '',
    '### Cluster: one gateway SIGKILLed during writes',
    '',
    '| writes acknowledged | lost | duplicated | failed requests | of requests | back to 0 errors after | hub clients reconnected |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    `| ${failover.acknowledged} | ${failover.lost} | ${failover.duplicated} | ${failover.failedDuringFailover} | ${failover.requests} | ${failover.msToNoErrors} ms | ${failover.hubReconnected} of ${failover.hubClients} |`,
    '',
    `Failed logins for one address: first 429 at attempt ${refusedAt.spread} spread over both gateways, at attempt ${refusedAt.one} on one gateway.`,
    '',
    queue,
  );
  return lines.join('\n');
}
