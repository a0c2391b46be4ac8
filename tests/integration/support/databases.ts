import { describe } from 'vitest';
import type { DatabaseKind } from './testApp';

const serverUrl = process.env.TEST_DATABASE_URL;
let announced = false;

/**
 * Runs a suite on embedded PGlite always, and again on the PostgreSQL server when TEST_DATABASE_URL is set
 * (CI sets it, so there it must pass). Without it the server suite is skipped with a line saying so.
 */
export function describeEachDatabase(name: string, suite: (kind: DatabaseKind) => void) {
  describe(`${name} [PGlite]`, () => suite('pglite'));
  if (serverUrl) {
    describe(`${name} [PostgreSQL server]`, () => suite('postgres'));
    return;
  }
  if (!announced) {
    announced = true;
    console.info('PostgreSQL-server suite skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it');
  }
  describe.skip(`${name} [PostgreSQL server: skipped, TEST_DATABASE_URL is not set]`, () => suite('postgres'));
}
