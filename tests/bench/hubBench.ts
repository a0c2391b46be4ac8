import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { REPO_ROOT, track } from './childProcesses';

export interface HubResult {
  connections: number;
  failedConnections: number;
  residentMiB: number;
  broadcastDelivered: number;
  broadcastP50Ms: number;
  broadcastP99Ms: number;
  singleP50Ms: number;
  singleP99Ms: number;
  singleSamples: number;
}

interface HubBenchOptions {
  baseUrl: string;
  gatewayPid: number;
  apiKey: string;
  crowdSize: number;
  login(email: string): Promise<string>;
}

const now = () => performance.timeOrigin + performance.now();
const SINGLE_SAMPLES = 100;

function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function residentMiB(pid: number): number {
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kib ? Number(kib) / 1024 : Number.NaN;
}

/**
 * The hub under load: a crowd of connections of one account (in a client process of its own), the gateway's
 * resident memory with all of them open, one broadcast's delivery time to every connection, and the delivery
 * time of notifications to a single user, each measured from the moment the API call starts.
 */
export async function measureHub(options: HubBenchOptions): Promise<HubResult> {
  const [adminToken, crowdToken, soloToken] = await Promise.all(
    ['admin@demo.local', 'trainee@demo.local', 'job-seeker@demo.local'].map((email) => options.login(email)),
  );
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', 'tests/bench/hubClients.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        BASE_URL: options.baseUrl,
        API_KEY: options.apiKey,
        CROWD_TOKEN: crowdToken,
        SOLO_TOKEN: soloToken,
        CROWD_SIZE: String(options.crowdSize),
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    }),
  );
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const nextMessage = async <T>() => {
    const { value, done } = await lines.next();
    if (done) throw new Error('the hub client process ended early');
    return JSON.parse(value as string) as T;
  };
  const send = async (body: object) => {
    const response = await fetch(`${options.baseUrl}/api/cm/notification/send`, {
      method: 'POST',
      headers: { 'x-api-key': options.apiKey, authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: { id: 'Tolok ukur', en: 'Benchmark' }, body: { id: 'Uji', en: 'Test' }, ...body }),
    });
    if (response.status !== 201) throw new Error(`send: ${response.status}`);
    return ((await response.json()) as { data: { id: string } }).data.id;
  };

  try {
    const ready = await nextMessage<{ ready: number; failed: number }>();
    const memory = residentMiB(options.gatewayPid);

    const broadcastStart = now();
    const broadcastId = await send({ audience: 'role', role: 'Trainee' });
    // Every connection has its answer well within a few seconds; wait a bounded time, then collect.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const singleStarts = new Map<string, number>();
    for (let i = 0; i < SINGLE_SAMPLES; i += 1) {
      const start = now();
      singleStarts.set(await send({ audience: 'user', email: 'job-seeker@demo.local' }), start);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));

    child.stdin!.write('report\n');
    const report = await nextMessage<{ crowd: Record<string, number[]>; solo: Record<string, number> }>();
    const broadcast = (report.crowd[broadcastId] ?? []).map((at) => at - broadcastStart);
    const single = [...singleStarts].flatMap(([id, start]) => (report.solo[id] === undefined ? [] : [report.solo[id]! - start]));
    return {
      connections: ready.ready,
      failedConnections: ready.failed,
      residentMiB: memory,
      broadcastDelivered: broadcast.length,
      broadcastP50Ms: percentile(broadcast, 50),
      broadcastP99Ms: percentile(broadcast, 99),
      singleP50Ms: percentile(single, 50),
      singleP99Ms: percentile(single, 99),
      singleSamples: single.length,
    };
  } finally {
    child.stdin!.write('exit\n');
  }
}

export function renderHubTable(result: HubResult, target: number): string {
  const yes = (met: boolean) => (met ? 'yes' : 'no');
  return [
    '| hub measure | value | goal | met? |',
    '|---|---:|---|---|',
    `| concurrent connections (of ${target} opened) | ${result.connections} (${result.failedConnections} failed) | ${target} | ${yes(result.connections >= target)} |`,
    `| gateway resident memory with all open | ${result.residentMiB.toFixed(0)} MiB | <= 1024 MiB | ${yes(result.residentMiB <= 1024)} |`,
    `| broadcast delivered to | ${result.broadcastDelivered} connections | all | ${yes(result.broadcastDelivered === result.connections)} |`,
    `| broadcast delivery p50 / p99 | ${result.broadcastP50Ms.toFixed(0)} / ${result.broadcastP99Ms.toFixed(0)} ms | p99 <= 500 ms | ${yes(result.broadcastP99Ms <= 500)} |`,
    `| single-user delivery p50 / p99 (${result.singleSamples} samples) | ${result.singleP50Ms.toFixed(1)} / ${result.singleP99Ms.toFixed(1)} ms | p99 <= 50 ms | ${yes(result.singleP99Ms <= 50)} |`,
  ].join('\n');
}
