import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const HOST = '127.0.0.1';
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Every child still running, so an error or Ctrl-C can stop them all. */
const running = new Set<ChildProcess>();

export function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** SIGTERM, then SIGKILL if the child has not exited within 5 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killTimer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(killTimer);
}

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map(stopChild));
}

/** A port nobody listens on right now (the OS picks it; tiny race accepted for a benchmark). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('could not reserve a port');
  return address.port;
}

export interface Service {
  name: string;
  baseUrl: string;
  /** The process id, so a measurement can read its resident memory. */
  pid: number;
  stop(): Promise<void>;
}

interface StartOptions {
  name: string;
  /** Script path relative to the repository root, run with tsx. */
  script: string;
  env: NodeJS.ProcessEnv;
  /** Path that answers 200 once the service is ready. */
  readyPath: string;
  /** Where the child's stdout and stderr go: a file, so reading logs costs the benchmark nothing. */
  logFile: string;
  readyTimeoutMs?: number;
  /** Node.js flags before the script (the gateway's V8 settings). */
  nodeArgs?: string[];
}

/** Starts a TypeScript service as `node --import tsx <script>` (one process, so stopping it stops everything). */
export async function startService(options: StartOptions): Promise<Service> {
  const port = await freePort();
  const logFd = openSync(options.logFile, 'a');
  const child = track(
    spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', options.script], {
      cwd: REPO_ROOT,
      env: { ...options.env, PORT: String(port), HOST },
      stdio: ['ignore', logFd, logFd],
    }),
  );
  closeSync(logFd);
  const service: Service = { name: options.name, baseUrl: `http://${HOST}:${port}`, pid: child.pid ?? 0, stop: () => stopChild(child) };
  try {
    await waitUntilReady(child, `${service.baseUrl}${options.readyPath}`, options.readyTimeoutMs ?? 180_000);
  } catch (error) {
    await service.stop();
    const log = readFileSync(options.logFile, 'utf8').slice(-4_000);
    throw new Error(`${options.name} did not start: ${(error as Error).message}\n--- last log lines ---\n${log}`, { cause: error });
  }
  return service;
}

async function waitUntilReady(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited with ${child.exitCode ?? child.signalCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs / 1000} s`);
}
