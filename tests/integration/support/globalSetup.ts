import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/connect';
import { migrate } from '../../../server/src/db/migrate';
import { seedConfiguration, seedSiteSettings } from '../../../server/src/db/seed';
import { dropDatabase, onServer, serverUrlFor, uniqueDatabaseName } from './serverDatabases';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The migrated template database on the PostgreSQL server, or '' without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

/** What every start does to an empty database: the migrations, the configuration and the site settings. */
async function prepare(handle: DatabaseHandle): Promise<void> {
  await migrate(handle.db);
  await seedConfiguration(handle.db);
  await seedSiteSettings(handle.db);
}

/**
 * A new PGlite database costs seconds (initdb); a clone of a dump costs under one. So the suite migrates one
 * database once, dumps it, and every test file starts from a copy of that dump. On the PostgreSQL server the same
 * idea is a template database (serverDatabases.ts).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bisa-template-'));
  const handle = await openDatabase({});
  await prepare(handle);
  const dump = await handle.pglite!.dumpDataDir('gzip');
  await handle.close();
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);

  let postgresTemplate = '';
  if (process.env.TEST_DATABASE_URL) {
    postgresTemplate = uniqueDatabaseName('bisa_template');
    await onServer(`create database ${postgresTemplate}`);
    const server = await openDatabase({ databaseUrl: serverUrlFor(postgresTemplate) });
    await prepare(server);
    await server.close();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (postgresTemplate) await dropDatabase(postgresTemplate);
  };
}
