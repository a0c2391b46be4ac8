/**
 * The integration suites that need servers a local machine may not run, how their skipped copies are named, and
 * the one command that runs them. `databases.ts` and `hubCluster.test.ts` name their skipped suites with these
 * markers; `skippedSuitesReporter.ts` counts the cases under them and warns at the end of the run.
 */
export const POSTGRES_URL_EXAMPLE = 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL_EXAMPLE = 'redis://127.0.0.1:6379';

export const SKIPPED_SUITES = [
  {
    marker: '[PostgreSQL server: skipped, TEST_DATABASE_URL is not set]',
    what: 'the PostgreSQL-server copy of every database suite',
    command: `TEST_DATABASE_URL=${POSTGRES_URL_EXAMPLE} npm run test:integration`,
  },
  {
    marker: '[PostgreSQL + Redis: skipped, TEST_DATABASE_URL or TEST_REDIS_URL is not set]',
    what: 'the two-instance notification hub suite',
    command: `TEST_DATABASE_URL=${POSTGRES_URL_EXAMPLE} TEST_REDIS_URL=${REDIS_URL_EXAMPLE} npm run test:integration`,
  },
] as const;
