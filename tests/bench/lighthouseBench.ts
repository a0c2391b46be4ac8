import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

/**
 * Lighthouse (the npm package, its default mobile preset: a phone viewport, 4x CPU slowdown, simulated
 * slow 4G) on Debian's Chromium, against a started gateway: each page three times, one run at a time, the median of
 * each score (0-100 as Lighthouse's report shows them), of total blocking time and of LCP.
 */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** The public pages' targets. */
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const TBT_TARGET_MS = 150;
const LCP_TARGET_MS = 2000;
export const LIGHTHOUSE_RUNS = 3;

/** A cookie the page is measured with (a logged-in learner's session for the cart). */
export interface SessionCookie {
  name: string;
  value: string;
}

export interface LighthousePage {
  /** What the report calls it. */
  name: string;
  path: string;
  /** Measured logged in with these cookies (removed again after the page's runs). */
  cookies?: SessionCookie[];
}

export interface LighthouseScores {
  name: string;
  path: string;
  /** Medians of the runs. */
  scores: Record<Category, number>;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  /** The failed audits of the categories below their target in any run, each with the runs it failed in. */
  misses: string[];
}

/** Starts a headless Chromium with a DevTools port and resolves with that port once it listens. */
function startChromium(profileDir: string): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve({ port: Number(match[1]), child });
    });
    child.once('exit', (code) => reject(new Error(`chromium exited (${code}) before listening: ${output.slice(-500)}`)));
  });
}

/**
 * Sets (or, with none, clears) the browser's cookies through its DevTools port. Lighthouse keeps cookies between
 * runs (it clears caches and service workers only), so a page is measured as the cookies' owner sees it.
 */
async function setBrowserCookies(port: number, baseUrl: string, cookies: SessionCookie[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the measuring Chromium has no default context');
    await context.clearCookies();
    if (cookies.length) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseUrl })));
  } finally {
    // Over CDP, close() lets go of the browser without ending it.
    await browser.close();
  }
}

/** The median of the runs that measured it (a run whose audit errored has no value: NaN). */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : Number.NaN;
};

interface Run {
  scores: Record<Category, number>;
  tbt: number;
  lcp: number;
  /** Failed audits (category: audit id) of the categories below their target, with their values. */
  failed: { audit: string; value: string }[];
  /** The address the run ended on (a redirect to the login would measure another page). */
  finalUrl: string;
}

async function runOnce(port: number, url: string): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])) as Record<Category, number>;
  const failed = CATEGORIES.filter((id) => scores[id] < TARGETS[id]).flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < (id === 'performance' ? 0.9 : 1))
      .map((ref) => ({ audit: `${id}: ${ref.id}`, value: audits[ref.id]?.displayValue ?? '' })),
  );
  return {
    scores,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    failed,
    finalUrl: result.lhr.finalDisplayedUrl,
  };
}

export async function measureLighthouse(baseUrl: string, pages: LighthousePage[], runs = LIGHTHOUSE_RUNS): Promise<LighthouseScores[]> {
  const profileDir = mkdtempSync(path.join(tmpdir(), 'bisa-lighthouse-'));
  const { port, child } = await startChromium(profileDir);
  try {
    const results: LighthouseScores[] = [];
    for (const page of pages) {
      if (page.cookies) await setBrowserCookies(port, baseUrl, page.cookies);
      const measured: Run[] = [];
      for (let run = 0; run < runs; run++) measured.push(await runOnce(port, `${baseUrl}${page.path}`));
      if (page.cookies) await setBrowserCookies(port, baseUrl, []);
      const url = `${baseUrl}${page.path}`;
      const elsewhere = measured.find((run) => run.finalUrl !== url);
      if (elsewhere) throw new Error(`Lighthouse was sent from ${url} to ${elsewhere.finalUrl}`);
      const values = new Map<string, string[]>();
      for (const { audit, value } of measured.flatMap((run) => run.failed)) values.set(audit, [...(values.get(audit) ?? []), value]);
      results.push({
        name: page.name,
        path: page.path,
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(measured.map((run) => run.scores[id]))])) as Record<Category, number>,
        totalBlockingTimeMs: median(measured.map((run) => run.tbt)),
        largestContentfulPaintMs: median(measured.map((run) => run.lcp)),
        misses: [...values].map(([audit, list]) => `${audit} in ${list.length}/${runs} runs${list.some(Boolean) ? ` (${list.join(', ')})` : ''}`),
      });
    }
    return results;
  } finally {
    // Chromium writes its profile until it has exited.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(profileDir, { recursive: true, force: true });
  }
}

export function renderLighthouseTable(results: LighthouseScores[], runs = LIGHTHOUSE_RUNS): string {
  const mark = (met: boolean, goal: string) => (met ? 'ok' : `(goal ${goal})`);
  const cell = (id: Category, score: number) => `${score} ${mark(score >= TARGETS[id], String(TARGETS[id]))}`;
  const ms = (value: number, target: number) => `${Math.round(value)} ms ${mark(value <= target, `<= ${target}`)}`;
  const lines = [
    `Lighthouse, mobile preset (default throttling), median of ${runs} runs per page:`,
    '',
    '| page | performance | accessibility | best practices | SEO | total blocking time | LCP |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (result) =>
        `| ${result.name} (${result.path}) | ${CATEGORIES.map((id) => cell(id, result.scores[id])).join(' | ')} | ${ms(result.totalBlockingTimeMs, TBT_TARGET_MS)} | ${ms(result.largestContentfulPaintMs, LCP_TARGET_MS)} |`,
    ),
  ];
  const misses = results.flatMap((result) => result.misses.map((miss) => `- ${result.path}: ${miss}`));
  return misses.length ? `${lines.join('\n')}\n\nFailed audits of the categories below target:\n${misses.join('\n')}` : lines.join('\n');
}
