import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGlitePool } from './pglitePool';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself, when that is what runs (tests dump it as a template). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A PostgreSQL server; without it the embedded PGlite in dataDir is used. */
  databaseUrl?: string;
  /** PGlite data folder; undefined for an in-memory database. */
  dataDir?: string;
  /** A PGlite dump to start from (tests clone a migrated template instead of running initdb each time). */
  loadDataDir?: Blob;
  /** PostgreSQL schema to work in (tests isolate each suite in its own). */
  schema?: string;
}

/** Opens the platform's database: embedded PGlite by default, a PostgreSQL server when a URL is given. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const pglite = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await pglite.waitReady;
  const pool = new PGlitePool(pglite);
  // Kysely only needs connect() and end() from the pool.
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool as unknown as pg.Pool }) });
  return { db, kind: 'pglite', pglite, close: () => db.destroy() };
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
