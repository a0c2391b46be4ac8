// Mutation testing of the gateway's business rules (docs/testing.md): `npm run mutation:features`, outside `npm test`.
// The rules are exercised by integration tests (a gateway on a database), so each mutant re-runs the tests of those
// files that cover it; one file of rules at a time is what a 2-core machine finishes in minutes.
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'vitest.mutation-features.config.ts', related: false },
  mutate: ['server/src/features/certification/rules.ts'],
  timeoutMS: 60_000,
  htmlReporter: { fileName: 'reports/mutation-features/index.html' },
  jsonReporter: { fileName: 'reports/mutation-features/mutation.json' },
};
