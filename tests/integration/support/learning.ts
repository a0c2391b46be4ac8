import { seedCatalogue } from '../../../server/src/db/seedCatalogue';
import { seedLearning } from '../../../server/src/features/learning/demoSeed';
import { learningStorage } from '../../../server/src/features/learning/storage';
import { demoTokens } from './principals';
import type { TestApp } from './testApp';

/**
 * The demo learning on a test gateway (server/src/features/learning/demoSeed.ts): the demo accounts, the catalogue and the
 * training provider with its courses, classes, client company and enrolments. Returns the demo accounts' tokens.
 */
export async function seedLearningFor(t: TestApp) {
  const tokens = await demoTokens(t);
  await seedCatalogue(t.db);
  await seedLearning(t.db, learningStorage(t.config));
  return tokens;
}
