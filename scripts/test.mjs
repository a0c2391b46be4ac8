// `npm test`: every suite, with what is independent overlapped, and a table of where the time went.
//
// On a 2-core machine the single-threaded steps (the type check, the linter) leave a core idle while the apps
// build, so they run beside the build; the suites that need both cores (unit, integration, end-to-end) run in
// turn. Each step's output is printed whole when it ends, so parallel steps never interleave their lines. The first
// failing step stops the rest and the run exits non-zero with its output.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const SHARDS = Array.from({ length: Math.max(1, Number(process.env.E2E_SHARDS ?? 2)) }, (_, index) => index + 1);

/** A lane runs its steps in order; the lanes of a phase run side by side; the phases run in order. */
const PHASES = [
  [
    [
      { name: 'typecheck', command: 'npm run typecheck' },
      { name: 'lint', command: 'npm run lint' },
    ],
    [
      // Finds the Chromium the end-to-end tests drive, or installs Debian's (a minute on a new machine).
      { name: 'chromium', command: 'node scripts/ensure-chromium.mjs' },
      { name: 'build', command: 'npm run build' },
      { name: 'budgets', command: 'npm run test:budgets' },
    ],
  ],
  [[{ name: 'unit', command: 'npm run test:unit' }]],
  [[{ name: 'integration', command: 'npm run test:integration' }]],
  // Two shards side by side, each with its own gateway on its own port and its own embedded database, so no spec
  // sees another's data: most of an end-to-end test is waiting (for the page, the gateway, an animation), which the
  // other shard fills.
  SHARDS.map((shard) => [
    {
      name: `e2e ${shard}/${SHARDS.length}`,
      command: `npx playwright test --shard=${shard}/${SHARDS.length}`,
      env: { E2E_PORT: String(3100 + 100 * (shard - 1)) },
    },
  ]),
  // Storybook builds only when a file its stories reach changed since the last successful build (scripts/storybook-inputs.mjs).
  [[{ name: 'storybook', command: 'node scripts/storybook-inputs.mjs --check || npm run build-storybook' }]],
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
function counts(output) {
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
