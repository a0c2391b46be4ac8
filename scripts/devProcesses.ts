// Child processes and scratch databases for the tools that start gateways beside the tests: the benchmark
// (tests/bench), the cluster harness (scripts/clusterHarness.ts) and the tests that use them.
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export const HOST = '127.0.0.1';

/** A port nobody listens on right now (the OS picks it; the tiny race until the child binds it is accepted). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('could not reserve a port');
  return address.port;
}

/** SIGTERM (a gateway drains and closes in order), then SIGKILL if the child has not exited after killAfterMs. */
export async function stopChild(child: ChildProcess, killAfterMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killTimer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  await exited;
  clearTimeout(killTimer);
}

/** Resolves once `url` answers 200; fails with the end of the child's log when the child exits or time runs out. */
export async function waitFor200(url: string, child: ChildProcess, timeoutMs: number, logFile: string): Promise<void> {
  const lastLines = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4_000) : '');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url}: the process exited with ${child.exitCode ?? child.signalCode}\n--- last log lines ---\n${lastLines()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs / 1000} s\n--- last log lines ---\n${lastLines()}`);
}

/**
 * A throwaway database on the given PostgreSQL server (named `<prefix>_<random>`), so migrations and demo accounts
 * never land in a database somebody uses. Dropped by `drop()`, also after a failed run.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`unexpected database prefix ${prefix}`);
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
