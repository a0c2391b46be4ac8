import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A throwaway database on the given PostgreSQL server, so the benchmark's migrations and demo accounts never
 * land in a database somebody uses. Dropped by `drop()`, also after a failed run.
 */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bisa_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
