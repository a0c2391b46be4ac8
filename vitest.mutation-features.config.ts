import { defineConfig } from 'vitest/config';
import { mutationTarget } from './scripts/mutation-targets.mjs';
import { packageAliases } from './packages/aliases.mjs';

/**
 * The integration files that exercise the business rules `npm run mutation:features` mutates (the target named by
 * MUTATION_TARGET, scripts/mutation-targets.mjs): Stryker runs, for every mutant, the tests of these files that cover
 * it, each file on its own database as in `npm run test:integration`.
 */
export default defineConfig({
  resolve: { alias: packageAliases },
  test: {
    include: mutationTarget().tests,
    environment: 'node',
    globalSetup: ['tests/integration/support/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
