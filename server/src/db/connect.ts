import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
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

/** The PostgreSQL pool behind a database opened here (its connection counts are metrics); none for PGlite. */
const pools = new WeakMap<Db, pg.Pool>();
export const poolOf = (db: Db): pg.Pool | undefined => pools.get(db);

/** Opens the platform's database: embedded PGlite by default, a PostgreSQL server when a URL is given. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // A connection the server ended while idle (a restart, a failover, an administrator's terminate, a proxy's idle
    // timeout) is an 'error' on the pool: pg drops that client and the next query opens a new one, but without a
    // listener Node ends the whole process.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL ended an idle connection: ${error.message}`, 'DatabaseWarning'));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const pglite = await openPglite(options);
  const pool = new PGlitePool(pglite);
  // Kysely only needs connect() and end() from the pool.
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool as unknown as pg.Pool }) });
  return { db, kind: 'pglite', pglite, close: () => db.destroy() };
}

/**
 * The embedded server's memory is most of the gateway's: PostgreSQL's default 128 MB of shared buffers live
 * in the WebAssembly memory, which never shrinks, and far more than a platform's working set needs here.
 */
const PGLITE_CONFIGURATION = ['shared_buffers=16MB'];

/**
 * A new data folder is created by initdb, whose WebAssembly instance stays in the process afterwards (about
 * 400 MB resident, never given back). So initdb runs in a short-lived child process, at the very first start
 * only, and the gateway opens the folder it left (about 0.6 s).
 */
async function initialiseFolder(dataDir: string): Promise<void> {
  const script = `const { PGlite } = await import(process.argv[1]); const db = new PGlite(process.argv[2]); await db.waitReady; await db.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, import.meta.resolve('@electric-sql/pglite'), dataDir]);
}

async function openPglite(options: OpenOptions): Promise<PGlite> {
  if (options.dataDir && !options.loadDataDir && !existsSync(path.join(options.dataDir, 'PG_VERSION'))) await initialiseFolder(options.dataDir);
  const pglite = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, postgresqlconf: PGLITE_CONFIGURATION });
  await pglite.waitReady;
  return pglite;
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
