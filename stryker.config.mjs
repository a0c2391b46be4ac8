// Mutation testing (docs/testing.md): `npm run mutation`, outside `npm test`. It plants small bugs (mutants) in the
// shared rules and the gateway's platform and checks that some unit test fails for each one.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['packages/core/src/rules/**/*.ts', 'server/src/platform/**/*.ts', '!**/*.d.ts'],
  coverageAnalysis: 'perTest',
  // A 2-core machine: one test process besides Stryker itself.
  concurrency: 1,
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The sandbox copies the sources and tests, not the builds and data.
  ignorePatterns: [
    'dist',
    'dist-server',
    'public-site/dist',
    'public-site/dist-server',
    'data',
    'storybook-static',
    'test-results',
    'playwright-report',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  // The score is recorded in docs/testing.md; below this the run says so (it does not fail `npm test`).
  thresholds: { high: 90, low: 80, break: null },
};
