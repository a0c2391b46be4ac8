import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from './connect';
import { fromProjectRoot } from '../projectRoot';

const MIGRATIONS_DIR = fromProjectRoot('server/src/db/migrations');
// Any constant works: it only has to be the same for every gateway instance sharing a server.
const MIGRATION_LOCK = 715_304_2;

/** Applies the SQL files of migrations/ in name order, each once, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return db.transaction().execute(async (trx) => {
    // Two instances starting together against one PostgreSQL server must not both migrate.
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(trx);
    const done = await sql<{ name: string }>`select name from schema_migrations`.execute(trx);
    const applied = new Set(done.rows.map((row) => row.name));
    const ran: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      await sql.raw(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')).execute(trx);
      await sql`insert into schema_migrations (name) values (${file})`.execute(trx);
      ran.push(file);
    }
    return ran;
  });
}
