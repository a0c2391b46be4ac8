import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import type { LoadResult } from './loadGenerator';
import type { JavaScriptWeight } from './pageWeight';

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

/** The goal for a server-rendered page, measured against a static asset served by the same gateway. */
export const RENDERED_PAGE_MIN_RATE = 1_000;
export function renderedPageGoal(staticAssetRate: number): Goal {
  return {
    text: `>= ${RENDERED_PAGE_MIN_RATE.toLocaleString('en')} pages/s and >= 20% of the static asset`,
    isMet: (r) => r.requestsPerSecond >= RENDERED_PAGE_MIN_RATE && r.requestsPerSecond >= 0.2 * staticAssetRate,
  };
}

/** The JavaScript a first visit may download, gzipped (kB of 1,000 bytes, as Vite reports them). */
export const FIRST_VISIT_JAVASCRIPT_BUDGET_BYTES = 100_000;

export function renderJavaScriptWeight(page: string, weight: JavaScriptWeight): string {
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const met = weight.totalGzipBytes <= FIRST_VISIT_JAVASCRIPT_BUDGET_BYTES ? 'yes' : 'no';
  const lines = [`| JavaScript of a first visit to ${page} | gzip |`, '|---|---:|'];
  for (const file of weight.files) lines.push(`| ${file.path} | ${kB(file.gzipBytes)} |`);
  lines.push(`| **total** (goal <= ${kB(FIRST_VISIT_JAVASCRIPT_BUDGET_BYTES)}; met? ${met}) | **${kB(weight.totalGzipBytes)}** |`);
  return lines.join('\n');
}

export interface Row {
  route: string;
  result: LoadResult;
  goal?: Goal;
  /** What a row without a goal is measured for (the goal column); 'baseline' when absent. */
  role?: string;
}

function verdict(row: Row, baselineRate: number): string {
  if (row.result.failures > 0) return `no (${row.result.failures} failed requests)`;
  if (!row.goal) return '—';
  return row.goal.isMet(row.result, baselineRate) ? 'yes' : 'no';
}

/** A Markdown table, so a run can be pasted into docs/performance.md as it is. */
export function renderTable(rows: Row[], baselineRate: number): string {
  const lines = ['| route | req/s | p50 ms | p99 ms | of hello-world | goal | met? |', '|---|---:|---:|---:|---:|---|---|'];
  for (const row of rows) {
    const { requestsPerSecond, p50Ms, p99Ms } = row.result;
    const ratio = `${((requestsPerSecond / baselineRate) * 100).toFixed(1)}%`;
    const goal = row.goal?.text ?? row.role ?? 'baseline';
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
