import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactInfo } from '@core/site/contactInfo.contract';
import type { DatabaseHandle, Db } from '../../server/src/db/connect';
import { readConfiguration } from '../../server/src/platform/configuration';
import { readContactInfo, writeContactInfo } from '../../server/src/platform/contactInfo';
import { organisationsOf, tenantIds } from '../../server/src/platform/tenancy';
import { insertAccount, migratedDatabase } from '../support/database';

/**
 * The platform's small readers and writers of shared records, on a real database (PGlite, migrated and seeded as
 * a gateway start seeds it): the global configuration, the contact info, and the tenancy of organisations.
 */

let handle: DatabaseHandle;
let db: Db;
beforeAll(async () => {
  handle = await migratedDatabase();
  db = handle.db;
  // The first file to run makes the template (initdb and migrations): seconds on a busy machine.
}, 60_000);
afterAll(() => handle?.close());

describe('the global configuration', () => {
  it('reads every code with its value as stored, in code order, and an operator change at once', async () => {
    const before = await readConfiguration(db);
    expect(before.map((entry) => entry.configCode)).toEqual(['MAX_SIZE_DOC', 'MAX_SIZE_VIDEO', 'PPH', 'PPN']);
    await db.updateTable('global_configuration').set({ config_value: '12' }).where('config_code', '=', 'PPN').execute();
    await db.insertInto('global_configuration').values({ config_code: 'A_NEW_CODE', config_value: 'x' }).execute();
    try {
      const after = await readConfiguration(db);
      expect(after[0]).toEqual({ configCode: 'A_NEW_CODE', configValue: 'x' });
      expect(after.find((entry) => entry.configCode === 'PPN')).toEqual({ configCode: 'PPN', configValue: '12' });
    } finally {
      await db.deleteFrom('global_configuration').where('config_code', '=', 'A_NEW_CODE').execute();
      await db.updateTable('global_configuration').set({ config_value: '11' }).where('config_code', '=', 'PPN').execute();
    }
  });
});

describe('the contact info', () => {
  const changed: ContactInfo = {
    company: { name: 'PT Contoh Jaya', address: 'Jl. Merdeka 1, Bandung' },
    number: '6289876543210',
    message: { id: 'Halo, saya mau tanya.', en: 'Hello, a question.' },
  };

  it("reads the stored contact info as an object, and an operator's change replaces it", async () => {
    const seeded = await readContactInfo(db);
    expect(seeded?.number).toMatch(/^\d+$/);
    expect(seeded?.message.en).toEqual(expect.any(String));
    const before = await db.selectFrom('site_settings').select('updated_at').where('key', '=', 'contact-info').executeTakeFirstOrThrow();

    await writeContactInfo(db, changed);
    expect(await readContactInfo(db)).toEqual(changed);
    const after = await db.selectFrom('site_settings').select('updated_at').where('key', '=', 'contact-info').executeTakeFirstOrThrow();
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
    // One row per setting: the write replaced the value, it did not add another.
    expect(await db.selectFrom('site_settings').select('key').where('key', '=', 'contact-info').execute()).toHaveLength(1);
    await writeContactInfo(db, seeded!);
    expect(await readContactInfo(db)).toEqual(seeded);
  });

  it('is null when no contact info is stored, and a first write stores it', async () => {
    const seeded = await readContactInfo(db);
    await db.deleteFrom('site_settings').where('key', '=', 'contact-info').execute();
    try {
      expect(await readContactInfo(db)).toBeNull();
      await writeContactInfo(db, changed);
      expect(await readContactInfo(db)).toEqual(changed);
    } finally {
      await writeContactInfo(db, seeded!);
    }
  });

  it('reads its own key, not another setting', async () => {
    await db.insertInto('site_settings').values({ key: 'another-setting', value: '{"number":"0"}' }).execute();
    try {
      expect((await readContactInfo(db))?.number).not.toBe('0');
    } finally {
      await db.deleteFrom('site_settings').where('key', '=', 'another-setting').execute();
    }
  });
});

describe('tenancy: the organisations a caller acts for', () => {
  let person: string;
  let other: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    person = await insertAccount(db, 'LSP', 5);
    other = await insertAccount(db, 'LSP', 5);
    const organisation = async (code: string, kind: 'lsp' | 'employer') => {
      const row = await db
        .insertInto('organisations')
        .values({ kind, legal_name: `Organisasi ${code}`, code, owner_account_id: person })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[code] = row.id;
      return row.id;
    };
    const member = (organisationId: string, accountId: string, role: string) =>
      db.insertInto('memberships').values({ organisation_id: organisationId, account_id: accountId, role }).execute();
    // The person: admin and assessor of LSP1, assessor of LSP2, LSP4, LSP5 and LSP6 (enough organisations that
    // their random ids are not in the order they were made), admin of an employer; the other: admin of LSP3.
    const lsp1 = await organisation('LSP1', 'lsp');
    const lsp2 = await organisation('LSP2', 'lsp');
    const lsp3 = await organisation('LSP3', 'lsp');
    const employer = await organisation('EMP1', 'employer');
    await member(lsp1, person, 'admin');
    await member(lsp1, person, 'assessor');
    await member(lsp2, person, 'assessor');
    for (const code of ['LSP4', 'LSP5', 'LSP6']) await member(await organisation(code, 'lsp'), person, 'assessor');
    await member(employer, person, 'admin');
    await member(lsp3, other, 'admin');
  });

  const sorted = (...codes: string[]) => codes.map((code) => ids[code]!).sort();

  it('answers the organisations of the kind where the account holds one of the roles, each once, in id order', async () => {
    expect(await organisationsOf(db, person, 'lsp', ['admin'])).toEqual([ids.LSP1]);
    const assessed = sorted('LSP1', 'LSP2', 'LSP4', 'LSP5', 'LSP6');
    expect(await organisationsOf(db, person, 'lsp', ['assessor'])).toEqual(assessed);
    expect(await organisationsOf(db, person, 'lsp', ['admin', 'assessor'])).toEqual(assessed);
    expect(await organisationsOf(db, person, 'employer', ['admin'])).toEqual([ids.EMP1]);
    expect(await organisationsOf(db, other, 'lsp', ['admin', 'assessor'])).toEqual([ids.LSP3]);
  });

  it('answers none for a role the account does not hold, another kind, or an account without memberships', async () => {
    expect(await organisationsOf(db, person, 'lsp', ['trainer'])).toEqual([]);
    expect(await organisationsOf(db, person, 'training-provider', ['admin'])).toEqual([]);
    expect(await organisationsOf(db, await insertAccount(db), 'lsp', ['admin'])).toEqual([]);
  });

  it('scopes a query by the ids, and by an id that matches nothing when there are none', async () => {
    const scoped = (organisationIds: string[]) =>
      db
        .selectFrom('organisations')
        .select('code')
        .where('id', 'in', tenantIds(organisationIds))
        .orderBy('code')
        .execute()
        .then((rows) => rows.map((row) => row.code));
    expect(await scoped(await organisationsOf(db, person, 'lsp', ['assessor']))).toEqual(['LSP1', 'LSP2', 'LSP4', 'LSP5', 'LSP6']);
    expect(await scoped(await organisationsOf(db, person, 'lsp', ['trainer']))).toEqual([]);
  });
});
