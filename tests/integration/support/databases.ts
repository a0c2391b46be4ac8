import { describe } from 'vitest';
import { SKIPPED_SUITES } from '../../support/skippedSuites';
import type { DatabaseKind } from './testApp';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * The default for an integration suite: production's database, the PostgreSQL server, when TEST_DATABASE_URL is
 * set (CI sets it), and embedded PGlite otherwise, so a machine without a server still runs the whole suite. Both
 * engines are the same PostgreSQL, so a suite about the product's rules learns nothing more from a second run;
 * suites whose subject is the database itself use describeEachDatabase (docs/testing.md lists them).
 */
export function describeOnDatabase(name: string, suite: (kind: DatabaseKind) => void) {
  const kind: DatabaseKind = serverUrl ? 'postgres' : 'pglite';
  describe(`${name} [${kind === 'postgres' ? 'PostgreSQL server' : 'PGlite'}]`, () => {
    suite(kind);
  });
}

/**
 * The dialect set: suites whose subject is where the two engines differ (one in-process connection against a
 * pool: migrations and seeds, the job queue, row locks and seats, backup and restore, numbering under concurrent
 * writers) run on embedded PGlite always, and again on the PostgreSQL server when TEST_DATABASE_URL is set. Without
 * it the server copy is skipped under a name that says why, and the run ends with a warning counting the skipped
 * cases and naming the command (skippedSuitesReporter.ts).
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
  describe.skip(`${name} ${SKIPPED_SUITES.postgres.marker}`, () => {
    suite('postgres');
  });
}
