import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { freePort, HOST, stopChild as stopGracefully, waitFor200 } from '../../scripts/devProcesses';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Every child still running, so an error or Ctrl-C can stop them all. */
const running = new Set<ChildProcess>();

export function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** SIGTERM, then SIGKILL if the child has not exited within 5 s. */
export const stopChild = (child: ChildProcess) => stopGracefully(child, 5_000);

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map(stopChild));
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
    // A compiled script (the gateway's production build) runs as it is; a TypeScript one through tsx.
    spawn(process.execPath, [...(options.nodeArgs ?? []), ...(options.script.endsWith('.js') ? [] : ['--import', 'tsx']), options.script], {
      cwd: REPO_ROOT,
      env: { ...options.env, PORT: String(port), HOST },
      stdio: ['ignore', logFd, logFd],
    }),
  );
  closeSync(logFd);
  const service: Service = { name: options.name, baseUrl: `http://${HOST}:${port}`, pid: child.pid ?? 0, stop: () => stopChild(child) };
  try {
    await waitFor200(`${service.baseUrl}${options.readyPath}`, child, options.readyTimeoutMs ?? 180_000, options.logFile);
  } catch (error) {
    await service.stop();
    throw new Error(`${options.name} did not start: ${(error as Error).message}`, { cause: error });
  }
  return service;
}
