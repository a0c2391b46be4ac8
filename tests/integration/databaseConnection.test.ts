import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/connect';
import { SKIPPED_SUITES } from '../support/skippedSuites';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * The server may end an idle connection at any time (a restart, a failover, a terminate, a proxy's idle timeout):
 * the gateway must not end with it (without a listener, node-postgres's pool error ends the process) and the next
 * query must work on a new connection.
 */
describe.runIf(serverUrl)(`PostgreSQL connections${serverUrl ? '' : ` ${SKIPPED_SUITES.postgres.marker}`}`, () => {
  it('survives the server ending an idle connection and answers the next query', async () => {
    const handle = await openDatabase({ databaseUrl: serverUrl });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      const pid = before.rows[0]!.pid;
      await admin.query('select pg_terminate_backend($1)', [pid]);
      // The idle client hears of its end; the pool drops it and opens another for the next query.
      await expect
        .poll(async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]!.pid, { timeout: 10_000 })
        .not.toBe(pid);
    } finally {
      await admin.end();
      await handle.close();
    }
  });
});
