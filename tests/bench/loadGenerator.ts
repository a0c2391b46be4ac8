import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { REPO_ROOT, stopChild, track } from './childProcesses';

const AUTOCANNON_CLI = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers, socket errors and timeouts: a run with any is not a fair measurement. */
  failures: number;
}

/** The part of autocannon's --json result we read. */
interface AutocannonJson {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Runs autocannon in its own process, so the load generator never shares an event loop with the harness. */
export async function runLoad(target: LoadTarget): Promise<LoadResult> {
  const args = [AUTOCANNON_CLI, '--json', '--no-progress', '-c', String(target.connections), '-d', String(target.seconds)];
  if (target.method) args.push('-m', target.method);
  for (const [name, value] of Object.entries(target.headers ?? {})) args.push('-H', `${name}=${value}`);
  if (target.body !== undefined) args.push('-b', target.body);
  args.push(target.url);

  const child = track(spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] }));
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // autocannon stops itself after -d seconds; the watchdog only catches a hang.
  const watchdog = setTimeout(() => void stopChild(child), (target.seconds + 30) * 1_000);
  const exitCode = await new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  clearTimeout(watchdog);

  const lastLine = stdout.trim().split('\n').pop();
  if (exitCode !== 0 || !lastLine) throw new Error(`autocannon failed (exit ${exitCode}): ${stderr.slice(-2_000)}`);
  const result = JSON.parse(lastLine) as AutocannonJson;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
