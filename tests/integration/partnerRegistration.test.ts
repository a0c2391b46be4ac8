import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PartnerRegistration } from '@core/organisations/partnerRegistration';
import type { PartnerRegistered } from '@core/organisations/partnerRegistration.contract';
import type { OrganisationRecord } from '@core/organisations/contract';
import type { ProfileResponse } from '@core/account/contract';
import { DEMO_ACCOUNTS } from '../../server/src/db/seed';
import { lastMailTo, login, PASSWORD, tokenFromMail, uniqueEmail } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { demoTokens } from './support/principals';
import { client, createTestApp, type TestApp } from './support/testApp';

/** One real chain of areas (as seedLocations loads it) without loading all 90,000 rows. */
async function someAreas(t: TestApp) {
  const rows = [
    ['location_provinces', { code: '31', name: 'DKI Jakarta' }],
    ['location_regencies', { code: '31.71', province_code: '31', name: 'Kota Administrasi Jakarta Pusat' }],
    ['location_districts', { code: '31.71.01', regency_code: '31.71', name: 'Gambir' }],
    ['location_villages', { code: '31.71.01.1001', district_code: '31.71.01', name: 'Gambir' }],
    ['location_villages', { code: '31.71.01.1002', district_code: '31.71.01', name: 'Cideng' }],
  ] as const;
  for (const [table, values] of rows)
    await t.db
      .insertInto(table)
      .values(values as never)
      .onConflict((c) => c.column('code').doNothing())
      .execute();
}

const partner = (overrides: Partial<PartnerRegistration> = {}): PartnerRegistration => ({
  kind: 'employer',
  legalName: 'PT Sinar Karya Nusantara',
  npwp: '01.234.567.8-901.000',
  industry: 'Manufaktur',
  size: '51-200',
  website: 'sinarkarya.co.id',
  address: 'Jl. Medan Merdeka Barat No. 9',
  provinceCode: '31',
  regencyCode: '31.71',
  districtCode: '31.71.01',
  villageCode: '31.71.01.1002',
  fullname: 'Rina Hapsari',
  position: 'HR Manager',
  email: uniqueEmail('partner'),
  phone: '+62 812 1111 2222',
  password: PASSWORD,
  acceptTerms: true,
  ...overrides,
});

/** SPEC 1's partner registration: one transaction, the operator's verdict by e-mail both ways. */
describeOnDatabase('partner registration', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: string;
  const adminEmail = DEMO_ACCOUNTS.find((account) => account.role === 'Admin')!.email;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    await someAreas(t);
    admin = (await demoTokens(t)).get('Admin')!.token;
  });
  afterAll(() => t.close());

  const counts = async () => {
    const [users, organisations] = await Promise.all([
      t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
      t.db
        .selectFrom('organisations')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { users: Number(users.n), organisations: Number(organisations.n) };
  };

  it('creates the account, the pending organisation with its details and the admin membership, and mails both sides', async () => {
    const body = partner();
    const response = await api.post<PartnerRegistered>('/api/cm/partner-registration', body, { lang: 'en' });
    expect(response.status).toBe(201);
    expect(response.body.message).toContain('operator will verify');
    const { userId, organisationId } = response.body.data;

    const organisation = await t.db.selectFrom('organisations').selectAll().where('id', '=', organisationId).executeTakeFirstOrThrow();
    expect(organisation).toMatchObject({
      kind: 'employer',
      legal_name: 'PT Sinar Karya Nusantara',
      verification: 'pending',
      owner_account_id: userId,
      npwp: '012345678901000',
      company_size: '51-200',
      website: 'https://sinarkarya.co.id',
      village_code: '31.71.01.1002',
      contact_position: 'HR Manager',
    });
    expect(organisation.code).toMatch(/^EMP[0-9A-F]{8}$/);
    const membership = await t.db.selectFrom('memberships').selectAll().where('organisation_id', '=', organisationId).execute();
    expect(membership).toMatchObject([{ account_id: userId, role: 'admin' }]);
    const account = await t.db.selectFrom('accounts').select(['role_name', 'status_user']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(account).toEqual({ role_name: 'Employer', status_user: 0 });

    // 32 random bytes in base64url: the confirmation link's token.
    expect(tokenFromMail(await lastMailTo(api, body.email), '/en/email-confirm')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const toOperator = await lastMailTo(api, adminEmail);
    expect(toOperator.subject).toContain('PT Sinar Karya Nusantara');
    expect(toOperator.text).toContain('01.234.567.8-901.000');
    expect(toOperator.text).toContain(`/member/admin-organisations/${organisationId}`);

    // The operator's console shows the details.
    const record = await api.get<OrganisationRecord>(`/api/main/admin-organisations/${organisationId}`, { token: admin });
    expect(record.body.data).toMatchObject({
      npwp: '01.234.567.8-901.000',
      timeZone: 'Asia/Jakarta',
      industry: 'Manufaktur',
      size: '51-200',
      address: 'Jl. Medan Merdeka Barat No. 9, Cideng, Gambir, Kota Administrasi Jakarta Pusat, DKI Jakarta',
      ownerName: 'Rina Hapsari',
      contactPosition: 'HR Manager',
      contactPhone: '+62 812 1111 2222',
    });
  });

  it('makes an LSP owner an LSP account and a training provider owner a Trainer, verified accounts', async () => {
    for (const [kind, role, prefix] of [
      ['lsp', 'LSP', 'LSP'],
      ['training-provider', 'Trainer', 'TP'],
    ] as const) {
      const response = await api.post<PartnerRegistered>('/api/cm/partner-registration', partner({ kind, npwp: '3171012345678901' }));
      expect(response.status).toBe(201);
      const row = await t.db
        .selectFrom('organisations')
        .innerJoin('accounts', 'accounts.id', 'organisations.owner_account_id')
        .select(['organisations.kind', 'organisations.code', 'accounts.role_name', 'accounts.status_user'])
        .where('organisations.id', '=', response.body.data.organisationId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind, role_name: role, status_user: 1 });
      expect(row.code.startsWith(prefix)).toBe(true);
    }
  });

  it('answers 409 for an e-mail that has an account, and creates nothing', async () => {
    const before = await counts();
    const response = await api.post('/api/cm/partner-registration', partner({ email: adminEmail }), { lang: 'en' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('An account with this e-mail already exists');
    expect(await counts()).toEqual(before);
  });

  it('answers 400 with field errors in the caller language for a bad NPWP, an area outside its parent or no consent, and creates nothing', async () => {
    const before = await counts();
    const bad = await api.post('/api/cm/partner-registration', partner({ npwp: '12.345', acceptTerms: false, villageCode: '31.72.01.1001' }), {
      lang: 'id',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      npwp: 'Masukkan NPWP: 15 atau 16 digit',
      villageCode: 'Pilih wilayah lagi: wilayah ini tidak berada di wilayah di atasnya',
      acceptTerms: 'Setujui syarat dan ketentuan serta kebijakan privasi untuk mendaftar',
    });
    const unknownVillage = await api.post('/api/cm/partner-registration', partner({ villageCode: '31.71.01.1999' }), { lang: 'en' });
    expect(unknownVillage.status).toBe(400);
    expect(unknownVillage.body.errors).toEqual({ villageCode: 'This area does not exist. Choose it from the list' });
    const letters = await api.post('/api/cm/partner-registration', partner({ npwp: 'NPWP0123456789012' }));
    expect(letters.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('starts an employer from /registrasi/employer with statusUser 0 too', async () => {
    const email = uniqueEmail('employer');
    const response = await api.post('/api/cm/account-user/register', {
      email,
      password: PASSWORD,
      fullname: 'Budi Santoso',
      accountType: 'employer',
    });
    expect(response.status).toBe(201);
    const tokens = await login(api, email);
    const profile = await api.get<ProfileResponse>('/api/cm/account-user/get-profile', { token: tokens.token });
    expect(profile.body.data.myProfile.statusUser).toBe(0);
  });

  it("e-mails the verdict in the registrant's language: verified (statusUser 1), then rejected with the reason", async () => {
    const body = partner();
    const { organisationId, userId } = (await api.post<PartnerRegistered>('/api/cm/partner-registration', body, { lang: 'en' })).body.data;
    const approved = await api.put(`/api/main/admin-organisations/${organisationId}`, { verification: 'verified' }, { token: admin });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ verification: 'verified' });
    const account = await t.db.selectFrom('accounts').select('status_user').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(account.status_user).toBe(1);
    const verifiedMail = await lastMailTo(api, body.email);
    expect(verifiedMail.subject).toBe('PT Sinar Karya Nusantara is verified');
    expect(verifiedMail.text).toContain('/en/login');

    const rejected = await api.put(
      `/api/main/admin-organisations/${organisationId}`,
      { verification: 'rejected', rejectionReason: 'NPWP tidak cocok dengan akta' },
      { token: admin },
    );
    expect(rejected.status).toBe(200);
    const rejectedMail = await lastMailTo(api, body.email);
    expect(rejectedMail.subject).toBe('PT Sinar Karya Nusantara was not verified');
    expect(rejectedMail.text).toContain('Reason: NPWP tidak cocok dengan akta');
    expect((await t.db.selectFrom('accounts').select('status_user').where('id', '=', userId).executeTakeFirstOrThrow()).status_user).toBe(0);
  });
});
