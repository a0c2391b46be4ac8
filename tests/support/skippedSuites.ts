/**
 * The suites that need something a machine may not have (a server, a production build, a program), how their
 * skipped copies are named, and the one command that runs them. The suites name a skipped copy with its marker;
 * `skippedSuitesReporter.ts` counts the cases under each marker and warns at the end of the run, so no suite is
 * ever skipped in silence.
 */
export const POSTGRES_URL_EXAMPLE = 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL_EXAMPLE = 'redis://127.0.0.1:6379';

export interface SkippedSuite {
  marker: string;
  what: string;
  command: string;
}

export const SKIPPED_SUITES = {
  postgres: {
    marker: '[PostgreSQL server: skipped, TEST_DATABASE_URL is not set]',
    what: 'the PostgreSQL-server copy of the dialect suites and the connection suite',
    command: `TEST_DATABASE_URL=${POSTGRES_URL_EXAMPLE} npm run test:integration`,
  },
  postgresAndRedis: {
    marker: '[PostgreSQL + Redis: skipped, TEST_DATABASE_URL or TEST_REDIS_URL is not set]',
    what: 'the suites of several gateway instances (hub, shared state, HAProxy cluster)',
    command: `TEST_DATABASE_URL=${POSTGRES_URL_EXAMPLE} TEST_REDIS_URL=${REDIS_URL_EXAMPLE} npm run test:integration`,
  },
  haproxy: {
    marker: '[HAProxy: skipped, it is not installed and could not be]',
    what: 'the HAProxy cluster suite',
    command: `apt-get install haproxy, then TEST_DATABASE_URL=${POSTGRES_URL_EXAMPLE} TEST_REDIS_URL=${REDIS_URL_EXAMPLE} npm run test:integration`,
  },
  build: {
    marker: '[budgets: skipped, there is no production build]',
    what: 'the page and member-app budgets, which read the production build',
    command: 'npm run build && npm run test:budgets',
  },
  libreOffice: {
    marker: '[LibreOffice: skipped, soffice is not on the PATH]',
    what: 'the PPTX-to-PDF conversion by the real converter',
    command: 'apt-get install libreoffice-impress-nogui && npm run test:integration',
  },
} as const satisfies Record<string, SkippedSuite>;

/** What a suite's name ends with: nothing when it runs, the marker that says why when it is skipped. */
export const skipMark = (runs: boolean, skipped: SkippedSuite) => (runs ? '' : ` ${skipped.marker}`);
