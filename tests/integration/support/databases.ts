import { describe } from 'vitest';
import { SKIPPED_SUITES } from './skippedSuites';
import type { DatabaseKind } from './testApp';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Runs a suite on embedded PGlite always, and again on the PostgreSQL server when TEST_DATABASE_URL is set
 * (CI sets it, so there it must pass). Without it the server copy is skipped under a name that says why, and
 * the run ends with a warning counting the skipped cases and naming the command (skippedSuitesReporter.ts).
 */
export function describeEachDatabase(name: string, suite: (kind: DatabaseKind) => void) {
  describe(`${name} [PGlite]`, () => {
    suite('pglite');
  });
  if (serverUrl) {
    describe(`${name} [PostgreSQL server]`, () => {
      suite('postgres');
    });
    return;
  }
  // eslint-disable-next-line vitest/no-disabled-tests -- documented skip: no PostgreSQL server without TEST_DATABASE_URL (CI sets it); the run ends with a warning naming the command
  describe.skip(`${name} ${SKIPPED_SUITES[0].marker}`, () => {
    suite('postgres');
  });
}
