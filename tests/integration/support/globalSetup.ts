import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/src/db/connect';
import { migrate } from '../../../server/src/db/migrate';
import { seedConfiguration, seedSiteSettings } from '../../../server/src/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * A new PGlite database costs seconds (initdb); a clone of a dump costs under one. So the suite migrates one
 * database once (and seeds the configuration and site settings, as every start does), dumps it, and every test
 * file starts from a copy of that dump.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bisa-template-'));
  const handle = await openDatabase({});
  await migrate(handle.db);
  await seedConfiguration(handle.db);
  await seedSiteSettings(handle.db);
  const dump = await handle.pglite!.dumpDataDir('gzip');
  await handle.close();
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
