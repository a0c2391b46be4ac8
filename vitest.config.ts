import { defineConfig } from 'vitest/config';
import { packageAliases } from './packages/aliases.mjs';

// The workspace packages' aliases, as in the apps' Vite configs and tsconfig.json's paths.
const resolve = { alias: packageAliases };

/** The suites that measure the production build of the two apps. */
const BUDGET_FILES = ['tests/unit/pageBudgets.test.ts', 'tests/unit/memberBudget.test.ts'];

export default defineConfig({
  test: {
    // After the summary: a warning when suites were skipped for want of TEST_DATABASE_URL or TEST_REDIS_URL.
    reporters: ['default', './tests/support/skippedSuitesReporter.ts'],
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // They read the production build: `npm run test:budgets` runs them after `npm run build`.
          exclude: BUDGET_FILES,
          environment: 'node',
        },
      },
      {
        resolve,
        test: {
          name: 'budgets',
          include: BUDGET_FILES,
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
