import { defineConfig } from 'vitest/config';
import { packageAliases } from './packages/aliases.mjs';

/**
 * The unit project alone, for `npm run mutation` (stryker.config.mjs): Stryker runs, for every mutant, the unit
 * tests that cover it. The integration project is left out: one pass of it takes about 4 minutes on a 2-core
 * machine, so thousands of mutants could not be tested against it in a run that ends.
 */
export default defineConfig({
  resolve: { alias: packageAliases },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
