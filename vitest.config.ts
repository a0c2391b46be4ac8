import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The shared core's one alias, as in the apps' Vite configs and tsconfig.json (the server runs it through tsx).
const resolve = { alias: { '@core': fileURLToPath(new URL('./src/core', import.meta.url)) } };

export default defineConfig({
  test: {
    // After the summary: a warning when suites were skipped for want of TEST_DATABASE_URL or TEST_REDIS_URL.
    reporters: ['default', './tests/integration/support/skippedSuitesReporter.ts'],
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/support/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite runs in-process; a file per worker keeps memory bounded on a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
