import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import type { LoadResult } from './loadGenerator';

/** A performance goal of the project: printed next to the measurement, never asserted. */
export interface Goal {
  text: string;
  isMet(result: LoadResult, baselineRate: number): boolean;
}

export const GOALS = {
  healthz: { text: '>= 60% of hello-world', isMet: (r, base) => r.requestsPerSecond >= 0.6 * base },
  profileOnPglite: { text: '>= 5% of hello-world', isMet: (r, base) => r.requestsPerSecond >= 0.05 * base },
  profileOnPostgres: { text: '>= 15% of hello-world', isMet: (r, base) => r.requestsPerSecond >= 0.15 * base },
  loginLatency: { text: 'p99 <= 250 ms at 8 connections', isMet: (r) => r.p99Ms <= 250 },
} satisfies Record<string, Goal>;

export interface Row {
  route: string;
  result: LoadResult;
  goal?: Goal;
}

function verdict(row: Row, baselineRate: number): string {
  if (row.result.failures > 0) return `no (${row.result.failures} failed requests)`;
  if (!row.goal) return '—';
  return row.goal.isMet(row.result, baselineRate) ? 'yes' : 'no';
}

/** A Markdown table, so a run can be pasted into docs/performance.md as it is. */
export function renderTable(rows: Row[], baselineRate: number): string {
  const lines = [
    '| route | req/s | p50 ms | p99 ms | of hello-world | goal | met? |',
    '|---|---:|---:|---:|---:|---|---|',
  ];
  for (const row of rows) {
    const { requestsPerSecond, p50Ms, p99Ms } = row.result;
    const ratio = `${((requestsPerSecond / baselineRate) * 100).toFixed(1)}%`;
    const goal = row.goal?.text ?? 'baseline';
    lines.push(`| ${row.route} | ${requestsPerSecond.toFixed(0)} | ${p50Ms} | ${p99Ms} | ${ratio} | ${goal} | ${verdict(row, baselineRate)} |`);
  }
  return lines.join('\n');
}

export function describeMachine(): string {
  const cpuInfo = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '';
  const cpuModel = /^model name\s*:\s*(.+)$/m.exec(cpuInfo)?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
  const memoryGiB = (os.totalmem() / 1024 ** 3).toFixed(1);
  return [
    `- CPU: ${cpuModel}, ${os.availableParallelism()} logical CPUs (nproc)`,
    `- Memory: ${memoryGiB} GiB`,
    `- OS: ${os.type()} ${os.release()} (${os.arch()})`,
    `- Node.js: ${process.version}`,
  ].join('\n');
}

/** Other work on the machine skews every number, so the report says how busy it was. */
export function describeLoad(moment: string): string {
  const [one, five] = os.loadavg();
  return `Load average ${moment}: ${one?.toFixed(2)} (1 min), ${five?.toFixed(2)} (5 min) on ${os.availableParallelism()} CPUs`;
}
