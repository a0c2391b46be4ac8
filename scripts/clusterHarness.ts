// Several gateways on one PostgreSQL and one Redis behind HAProxy, all on 127.0.0.1 (cluster harness).
// Used by `npm run cluster` (scripts/cluster.ts), tests/integration/cluster.test.ts and the cluster benchmark.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase, freePort, HOST, stopChild, waitFor200 } from './devProcesses';
import { GATEWAY_NODE_FLAGS } from './gatewayNodeFlags.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const DEFAULT_POSTGRES_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
/** The hub's path (server/src/platform/hub/plugin.ts HUB_PATH): the proxy keeps its WebSockets open for long. */
export const HUB_PATH = '/api/cm/notification';
/** How often HAProxy asks each gateway's /readyz; two misses take it out, one answer brings it back. */
const HEALTH_CHECK_MS = 1_000;

export interface ClusterOptions {
  /** How many gateways (2 or 3 usually). */
  gateways: number;
  /** A database to use as it is; without it a scratch database is created on DEFAULT_POSTGRES_SERVER and dropped at stop. */
  databaseUrl?: string;
  /** Where the scratch database is created when databaseUrl is not given. */
  postgresServerUrl?: string;
  redisUrl?: string;
  /** Port of the proxy (0: any free port). */
  proxyPort?: number;
  /** Extra environment for every gateway (rate limits, SEED_DEMO ...). */
  env?: NodeJS.ProcessEnv;
  /** Gateways' and proxy's output: inherited (the terminal) or into files in the cluster's folder. */
  output?: 'inherit' | 'files';
}

export interface Gateway {
  /** The proxy's name for it, answered in X-Instance: g1, g2 ... */
  name: string;
  port: number;
  baseUrl: string;
  pid: number;
  /** Whether the process has exited. */
  exited(): boolean;
  /** SIGKILL: the crash the proxy and the hub clients must survive. */
  kill(): Promise<void>;
}

export interface Cluster {
  /** The proxy's address: what clients use. */
  baseUrl: string;
  gateways: Gateway[];
  databaseUrl: string;
  redisUrl: string;
  redisKeyPrefix: string;
  /** The cluster's own folder (data, logs, proxy configuration). */
  dir: string;
  /** Stops the proxy and every gateway (SIGTERM, then SIGKILL), drops a scratch database, removes the folder. */
  stop(): Promise<void>;
}

/** HAProxy's path: on the PATH or in /usr/sbin, else installed with Debian's apt as root; undefined and why when neither works. */
export function ensureHaproxy(): { ok: true; path: string } | { ok: false; message: string } {
  const found = findHaproxy();
  if (found) return { ok: true, path: found };
  if (process.getuid?.() === 0 && findOnPath('apt-get')) {
    const env = 'DEBIAN_FRONTEND=noninteractive';
    spawnSync('sh', ['-c', `(${env} apt-get update -qq || true) && ${env} apt-get install -y -qq haproxy >/dev/null`], { stdio: 'inherit' });
    const installed = findHaproxy();
    if (installed) return { ok: true, path: installed };
  }
  return {
    ok: false,
    message: 'No HAProxy for the cluster harness: install it (`apt-get install haproxy` as root on Debian or Ubuntu) and run again.',
  };
}

function findHaproxy(): string | undefined {
  return findOnPath('haproxy') ?? ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((file) => existsSync(file));
}

function findOnPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(dir, name);
    if (dir && existsSync(file)) return file;
  }
  return undefined;
}

/**
 * The proxy's configuration: round robin over the gateways, /readyz as health check (a draining gateway's 503 takes
 * it out before it stops), WebSocket upgrades passed through (HTTP mode does that; `timeout tunnel` keeps a quiet
 * hub connection open), X-Instance naming the gateway that answered. A refused connection (a dead gateway the
 * checks have not noticed yet) is retried on another gateway: the request never reached the first, so no write can
 * happen twice. A request the gateway received and then died on is not retried (it might have been written).
 */
export function haproxyConfig(proxyPort: number, gateways: { name: string; port: number }[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    '  timeout client-fin 5s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure',
    'frontend www',
    `  bind ${HOST}:${proxyPort}`,
    '  option forwardfor',
    '  default_backend gateways',
    'backend gateways',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    `  default-server inter ${HEALTH_CHECK_MS} fastinter 500 fall 2 rise 1 check`,
    '  http-response set-header X-Instance %s',
    ...gateways.map((gateway) => `  server ${gateway.name} ${HOST}:${gateway.port}`),
    '',
  ].join('\n');
}

/** Starts the gateways one after the other (the first migrates and seeds), then the proxy; resolves when the proxy answers /readyz. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const haproxy = ensureHaproxy();
  if (!haproxy.ok) throw new Error(haproxy.message);
  const run = randomBytes(4).toString('hex');
  const dir = mkdtempSync(path.join(tmpdir(), 'bisa-cluster-'));
  const children: ChildProcess[] = [];
  const scratch = options.databaseUrl ? undefined : await createScratchDatabase(options.postgresServerUrl ?? DEFAULT_POSTGRES_SERVER, 'bisa_cluster');
  const databaseUrl = options.databaseUrl ?? scratch!.url;
  const redisUrl = options.redisUrl ?? DEFAULT_REDIS_URL;
  const redisKeyPrefix = `cluster:${run}:`;
  const output = options.output ?? 'files';
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    await scratch?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      SEED_DEMO: '1',
      ...options.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      // One secret for all (a session made on one gateway is valid on the others); one data folder (stands in for shared storage).
      JWT_SECRET: options.env?.JWT_SECRET ?? `cluster-${run}-${randomBytes(24).toString('hex')}`,
      DATA_DIR: path.join(dir, 'data'),
      // The proxy stops choosing a draining gateway after at most two checks.
      SHUTDOWN_DRAIN_MS: options.env?.SHUTDOWN_DRAIN_MS ?? String(2 * HEALTH_CHECK_MS),
    };
    const gateways: Gateway[] = [];
    // One after the other: the first runs the migrations and the seed; starting several at once on a fresh
    // database makes them race there (and in the job queue's createQueue).
    for (let index = 1; index <= options.gateways; index += 1) {
      const name = `g${index}`;
      const port = await freePort();
      const child = spawnLogged(process.execPath, [...GATEWAY_NODE_FLAGS, '--import', 'tsx', 'server/src/main.ts'], {
        env: { ...env, PORT: String(port), HOST, PUBLIC_URL: env.PUBLIC_URL ?? `http://${HOST}:${port}` },
        output,
        logFile: path.join(dir, `${name}.log`),
      });
      children.push(child);
      const baseUrl = `http://${HOST}:${port}`;
      await waitFor200(`${baseUrl}/readyz`, child, 240_000, path.join(dir, `${name}.log`));
      gateways.push({
        name,
        port,
        baseUrl,
        pid: child.pid ?? 0,
        exited: () => child.exitCode !== null || child.signalCode !== null,
        kill: async () => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
          child.kill('SIGKILL');
          await exited;
        },
      });
    }
    const proxyPort = options.proxyPort || (await freePort());
    const configFile = path.join(dir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig(proxyPort, gateways));
    const proxy = spawnLogged(haproxy.path, ['-db', '-f', configFile], { env: process.env, output, logFile: path.join(dir, 'haproxy.log') });
    children.push(proxy);
    const baseUrl = `http://${HOST}:${proxyPort}`;
    await waitFor200(`${baseUrl}/readyz`, proxy, 30_000, path.join(dir, 'haproxy.log'));
    return { baseUrl, gateways, databaseUrl, redisUrl, redisKeyPrefix, dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function spawnLogged(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; output: 'inherit' | 'files'; logFile: string },
): ChildProcess {
  if (options.output === 'inherit') return spawn(command, args, { cwd: REPO_ROOT, env: options.env, stdio: 'inherit' });
  const logFd = openSync(options.logFile, 'a');
  const child = spawn(command, args, { cwd: REPO_ROOT, env: options.env, stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);
  return child;
}
