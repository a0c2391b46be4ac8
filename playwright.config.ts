import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'tests/e2e',
  // Per port: with E2E_SHARDS=2 `npm test` runs two shards side by side, each with its own gateway (scripts/test.mjs).
  outputDir: `test-results/e2e-${port}`,
  timeout: 60_000,
  // On a loaded 2-core machine a member page that renders in 2 s alone can take 6, past the default 5 s of a
  // web-first assertion. A wait for a condition, not a timed assertion.
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A stray test.only would silently run one test and pass: refused on CI (locally it is how one focuses).
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      // CHROMIUM_PATH, a browser on the PATH or Playwright's own (scripts/chromium.mjs; `npm run test:e2e` installs one first).
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    // The public pages register /sw.js after they load, which then precaches the site's 30 bundles and fonts (911 kB)
    // in every new context, that is in every test. The worker is the subject of offline.spec.ts, which allows it.
    serviceWorkers: 'block',
  },
  projects: [
    // Each demo role logs in through the form once; the specs take up the saved sessions (tests/e2e/support/sessions.ts).
    { name: 'sessions', testMatch: /sessions\.setup\.ts$/ },
    { name: 'e2e', dependencies: ['sessions'] },
  ],
  webServer: {
    // A fresh embedded database per run: the suite registers its own users.
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    stdout: 'pipe',
  },
});
