import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

/**
 * Issue 5: Lighthouse (the npm package, its default mobile preset: a phone viewport, 4x CPU slowdown, simulated
 * slow 4G) on Debian's Chromium for the home page, the news list and one article, against a started gateway.
 * One run per page, one page at a time; the scores are 0-100 as Lighthouse's report shows them.
 */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** Issue 5's targets; best practices has none. */
const TARGETS: Partial<Record<Category, number>> = { performance: 95, accessibility: 95, seo: 100 };

export interface LighthouseScores {
  path: string;
  scores: Record<Category, number>;
  /** The failed audits of the categories below their target, to know what to fix. */
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

export async function measureLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseScores[]> {
  const profileDir = mkdtempSync(path.join(tmpdir(), 'bisa-lighthouse-'));
  const { port, child } = await startChromium(profileDir);
  try {
    const results: LighthouseScores[] = [];
    for (const pagePath of paths) {
      const result = await lighthouse(`${baseUrl}${pagePath}`, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      const { categories, audits } = result.lhr;
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])) as Record<Category, number>;
      const misses = CATEGORIES.filter((id) => scores[id] < (TARGETS[id] ?? 0)).flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => `${id}: ${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`),
      );
      results.push({ path: pagePath, scores, misses });
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

export function renderLighthouseTable(results: LighthouseScores[]): string {
  const cell = (id: Category, score: number) =>
    TARGETS[id] === undefined ? `${score}` : `${score} ${score >= TARGETS[id] ? 'ok' : `(goal ${TARGETS[id]})`}`;
  const lines = [
    'Lighthouse, mobile preset, one run per page:',
    '',
    '| page | performance | accessibility | best practices | SEO |',
    '|---|---|---|---|---|',
    ...results.map(({ path: page, scores }) => `| ${page} | ${CATEGORIES.map((id) => cell(id, scores[id])).join(' | ')} |`),
  ];
  const misses = results.flatMap(({ path: page, misses: list }) => list.map((miss) => `- ${page}: ${miss}`));
  return misses.length ? `${lines.join('\n')}\n\nBelow target because of:\n${misses.join('\n')}` : lines.join('\n');
}
