import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type Db } from '../../server/src/db/connect';
import { migrate } from '../../server/src/db/migrate';
import { seedConfiguration, seedDemo, seedSiteSettings } from '../../server/src/db/seed';
import { seedCatalogue } from '../../server/src/db/seedCatalogue';
import { seedCertification } from '../../server/src/db/seedCertification';
import { seedSchemes } from '../../server/src/db/seedSchemes';
import { seedLearning } from '../../server/src/features/learning/demoSeed';
import { learningStorage } from '../../server/src/features/learning/storage';
import { backup, pgliteDir, restore, type BackupSource } from '../../scripts/backupArchive';
import { describeEachDatabase } from './support/databases';
import { onServer, serverUrlFor } from './support/serverDatabases';

/** What must survive a backup and its restore: every order, certificate and locked form version, by id. */
async function inventory(db: Db) {
  const [orders, certificates, formVersions] = await Promise.all([
    db.selectFrom('orders').select(['id', 'state', 'total']).orderBy('id').execute(),
    db.selectFrom('certificates').select(['id', 'number']).orderBy('id').execute(),
    db.selectFrom('form_versions').select(['instance_id', 'version', 'data']).orderBy('instance_id').execute(),
  ]);
  return { orders, certificates, formVersions };
}

/** A locked version of an assessment form (what an asesi and asesor sign), made directly: no seed makes one. */
async function lockedFormVersion(db: Db): Promise<void> {
  const creator = await db.selectFrom('accounts').select('id').executeTakeFirstOrThrow();
  const instance = await db
    .insertInto('form_instances')
    .values({ form_code: 'FR.APL.01', created_by: creator.id, status: 'locked', data: JSON.stringify({ nama: 'Ani' }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('form_versions')
    .values({ instance_id: instance.id, version: 1, data: JSON.stringify({ nama: 'Ani' }) })
    .execute();
}

describeEachDatabase('npm run backup / npm run restore', (kind) => {
  const work = mkdtempSync(path.join(tmpdir(), 'bisa-backup-test-'));
  const suffix = randomBytes(4).toString('hex');
  const source: BackupSource = { dataDir: path.join(work, 'source') };
  const target: BackupSource = { dataDir: path.join(work, 'target') };
  const archive = path.join(work, 'backup.zip');
  const upload = Buffer.from('%PDF-1.4 a payment proof %%EOF');
  let before: Awaited<ReturnType<typeof inventory>>;

  const open = (where: BackupSource): Promise<DatabaseHandle> =>
    openDatabase(where.databaseUrl ? { databaseUrl: where.databaseUrl } : { dataDir: pgliteDir(where.dataDir) });

  beforeAll(async () => {
    if (kind === 'postgres') {
      source.databaseUrl = serverUrlFor(`backup_source_${suffix}`);
      target.databaseUrl = serverUrlFor(`backup_target_${suffix}`);
      await onServer(`create database backup_source_${suffix}`);
      await onServer(`create database backup_target_${suffix}`);
    }
    mkdirSync(source.dataDir, { recursive: true });
    const handle = await open(source);
    const db = handle.db;
    await migrate(db);
    await seedConfiguration(db);
    await seedSiteSettings(db);
    await seedDemo(db);
    await seedCatalogue(db);
    await seedSchemes(db);
    await seedCertification(db);
    await seedLearning(db, learningStorage({ dataDir: source.dataDir, storage: { kind: 'local' } }));
    await lockedFormVersion(db);
    before = await inventory(db);
    await handle.close();
    mkdirSync(path.join(source.dataDir, 'uploads', 'proofs'), { recursive: true });
    writeFileSync(path.join(source.dataDir, 'uploads', 'proofs', 'proof.pdf'), upload);
  }, 240_000);

  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    if (kind === 'postgres') {
      await onServer(`drop database if exists backup_source_${suffix}`);
      await onServer(`drop database if exists backup_target_${suffix}`);
    }
  });

  it('restores every order, certificate and form version, and the uploaded files, into a fresh place', async () => {
    expect(before.orders.length).toBeGreaterThan(0);
    expect(before.certificates.length).toBeGreaterThan(0);
    expect(before.formVersions).toHaveLength(1);

    const manifest = await backup(source, archive);
    expect(manifest.database.kind).toBe(kind);
    expect(manifest.files.map((file) => file.path)).toContain('uploads/proofs/proof.pdf');
    expect(manifest.files.some((file) => file.path.startsWith('learning/'))).toBe(true);

    await restore(archive, target);
    const handle = await open(target);
    try {
      expect(await inventory(handle.db)).toEqual(before);
    } finally {
      await handle.close();
    }
    expect(readFileSync(path.join(target.dataDir, 'uploads', 'proofs', 'proof.pdf'))).toEqual(upload);
    for (const file of manifest.files)
      expect(readFileSync(path.join(target.dataDir, file.path))).toEqual(readFileSync(path.join(source.dataDir, file.path)));
  }, 240_000);

  it('refuses to restore over a database that is already there', async () => {
    await expect(restore(archive, target)).rejects.toThrow();
  }, 120_000);
});
