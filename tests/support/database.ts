import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/connect';
import { migrate } from '../../server/src/db/migrate';
import { seedConfiguration, seedSiteSettings } from '../../server/src/db/seed';

const root = path.resolve(import.meta.dirname, '../..');
const migrations = path.join(root, 'server/src/db/migrations');

/**
 * What the template depends on: the migrations, the seed and PGlite's own version. A change to any of them names
 * another template, so a stale one is never opened.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrations).sort()) hash.update(name).update(readFileSync(path.join(migrations, name)));
  hash.update(readFileSync(path.join(root, 'server/src/db/seed.ts')));
  hash.update(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A PGlite database in memory, migrated and seeded as every gateway start seeds it (global configuration, site
 * settings), for unit tests of the platform's database code (the integration project has its own template,
 * made by its global setup). initdb costs seconds and a clone of a dump under one, and Stryker reopens a test
 * file for every mutant it runs, so the first call dumps the migrated database into the system's temporary
 * folder under a name made of what it depends on, and later calls start from a copy of it.
 */
export async function migratedDatabase(): Promise<DatabaseHandle> {
  const file = path.join(tmpdir(), `bisa-unit-template-${templateKey()}.tar.gz`);
  const template = (() => {
    try {
      return readFileSync(file);
    } catch {
      return undefined;
    }
  })();
  if (template) return openDatabase({ loadDataDir: new Blob([template]) });
  const handle = await openDatabase({});
  await migrate(handle.db);
  await seedConfiguration(handle.db);
  await seedSiteSettings(handle.db);
  const dump = Buffer.from(await (await handle.pglite!.dumpDataDir('gzip')).arrayBuffer());
  // Written beside and renamed: a test file starting at the same time never reads half a template.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  return handle;
}

let accounts = 0;

/** A confirmed user with one account of the role, written directly (no password check ever runs against it). */
export async function insertAccount(db: DatabaseHandle['db'], role = 'Trainee', accountType = 1): Promise<string> {
  accounts += 1;
  const user = await db
    .insertInto('users')
    .values({
      email: `unit.${accounts}@example.id`,
      password_hash: 'not-a-hash',
      fullname: `Orang ${accounts}`,
      phone: null,
      email_confirmed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const account = await db
    .insertInto('accounts')
    .values({ user_id: user.id, role_name: role, account_type: accountType, photo: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return account.id;
}
