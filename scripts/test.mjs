// `npm test`: every suite, with what is independent overlapped, and a table of where the time went.
//
// On a 2-core machine the single-threaded steps (the type check, the linter) leave a core idle, so the build, the
// budgets, the unit tests and Storybook run beside them; the integration and end-to-end suites, which use both
// cores, run in turn. Each step's output is printed whole when it ends, so parallel steps never interleave their
// lines. The first failing step stops the rest and the run exits non-zero with its output.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/**
 * End-to-end shards, each with its own gateway on its own port and its own embedded database (E2E_SHARDS, default
 * 1). On 2 cores two shards side by side were slower than one process: the lighter shard alone ran 996 s, against
 * about 840 s for the whole suite in one process in the CI run before (docs/testing.md); two browsers and two
 * gateways saturate the machine (load average 11 to 15). A machine with more cores may set 2.
 */
const SHARDS = Array.from({ length: Math.max(1, Number(process.env.E2E_SHARDS ?? 1)) }, (_, index) => index + 1);

/** A lane runs its steps in order; the lanes of a phase run side by side; the phases run in order. */
const PHASES = [
  [
    [
      // server/src/db/generated.ts against a database migrated in memory (PGlite, no server needed; about 10 s), first:
      // the type check means little while the table types are not those of the migrations.
      { name: 'db types', command: 'npm run db:types -- --check' },
      { name: 'typecheck', command: 'npm run typecheck' },
      // `npm run lint` is ESLint and then Prettier's check; the check (about 38 s) runs in the other lane, which
      // was about 70 s shorter (docs/testing.md).
      { name: 'eslint', command: 'npx eslint .' },
    ],
    // The type check and the linter use one core between them; this lane uses the other.
    [
      // Finds the Chromium the end-to-end tests drive, or installs Debian's (a minute on a new machine).
      { name: 'chromium', command: 'node scripts/ensure-chromium.mjs' },
      { name: 'build', command: 'npm run build' },
      { name: 'budgets', command: 'npm run test:budgets' },
      { name: 'unit', command: 'npm run test:unit' },
      // Built only when a file its stories reach changed since the last successful build (scripts/storybook-inputs.mjs).
      { name: 'storybook', command: 'node scripts/storybook-inputs.mjs --check || npm run build-storybook' },
      { name: 'prettier', command: 'npx prettier --check .' },
    ],
  ],
  [[{ name: 'integration', command: 'npm run test:integration' }]],
  SHARDS.map((shard) => [
    SHARDS.length === 1
      ? { name: 'e2e', command: 'npx playwright test' }
      : {
          name: `e2e ${shard}/${SHARDS.length}`,
          command: `npx playwright test --shard=${shard}/${SHARDS.length}`,
          env: { E2E_PORT: String(3100 + 100 * (shard - 1)) },
        },
  ]),
];

const children = new Set();
const timings = [];

function run(step) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
    });
    children.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      children.delete(child);
      const seconds = (performance.now() - started) / 1000;
      timings.push({ name: step.name, seconds, code });
      process.stdout.write(
        `\n===== ${step.name} (${step.command}): ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds.toFixed(0)} s\n${output}`,
      );
      resolve({ ok: code === 0, output });
    });
  });
}

function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** The counts the runners print last (Vitest: "Tests  12 passed | 1 skipped (13)"; Playwright: "  12 passed"). */
function counts(coloured) {
  // Vitest colours its summary even when told not to; the counts are read from the plain text.
  // eslint-disable-next-line no-control-regex -- the terminal's colour codes start with ESC
  const output = coloured.replace(/\u001b\[[0-9;]*m/g, '');
  const vitest = output.match(/^\s*Tests\s+(.*)\(\d+\)\s*$/m)?.[1] ?? '';
  const playwright = [...output.matchAll(/^\s+(\d+) (passed|failed|flaky|skipped|did not run)\b/gm)];
  const found = { passed: 0, failed: 0, skipped: 0 };
  for (const [, number, kind] of vitest.matchAll(/(\d+) (passed|failed|skipped|todo)/g)) found[kind === 'todo' ? 'skipped' : kind] += Number(number);
  for (const [, number, kind] of playwright)
    found[kind === 'passed' ? 'passed' : kind === 'skipped' || kind === 'did not run' ? 'skipped' : 'failed'] += Number(number);
  return found;
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const total = { passed: 0, failed: 0, skipped: 0 };
const started = performance.now();
let failed = null;
for (const phase of PHASES) {
  await Promise.all(
    phase.map(async (lane) => {
      for (const step of lane) {
        if (failed) return;
        const result = await run(step);
        const found = counts(result.output);
        for (const key of Object.keys(total)) total[key] += found[key];
        if (!result.ok && !failed) {
          failed = step.name;
          stopAll();
        }
      }
    }),
  );
  if (failed) break;
}

const wall = (performance.now() - started) / 1000;
process.stdout.write('\n===== Where the time went (steps of one phase overlap)\n');
for (const { name, seconds, code } of timings)
  process.stdout.write(`  ${name.padEnd(12)} ${seconds.toFixed(0).padStart(5)} s${code === 0 ? '' : '  FAILED'}\n`);
process.stdout.write(`  ${'wall clock'.padEnd(12)} ${wall.toFixed(0).padStart(5)} s\n`);
if (failed) process.stdout.write(`\nnpm test failed at the ${failed} step (its output is above).\n`);
// The plain closing line any CI reads.
process.stdout.write(`\n${total.passed} passed, ${total.failed + (failed && total.failed === 0 ? 1 : 0)} failed, ${total.skipped} skipped\n`);
process.exit(failed ? 1 : 0);
