// Mutation testing of the gateway's business rules (docs/testing.md): `MUTATION_TARGET=<name> npm run mutation:features`,
// outside `npm test`. The rules are exercised by integration tests (a gateway on a database), so each mutant re-runs
// the tests of the target's files that cover it; one target at a time (scripts/mutation-targets.mjs) is what a
// 2-core machine finishes in minutes to an hour.
import base from './stryker.config.mjs';
import { mutationTarget } from './scripts/mutation-targets.mjs';

const target = mutationTarget();

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'vitest.mutation-features.config.ts', related: false },
  mutate: target.mutate,
  timeoutMS: 60_000,
  htmlReporter: { fileName: `reports/mutation-features/${target.name}/index.html` },
  jsonReporter: { fileName: `reports/mutation-features/${target.name}/mutation.json` },
};
