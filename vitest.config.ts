import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
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
