import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerOrganisationView } from '@core/jobs/contract';
import { DEMO_ACCOUNTS } from '../../server/src/db/seed';
import { seedJobs } from '../../server/src/db/seedJobs';
import { lastMailTo } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { demoTokens, personWithRole } from './support/principals';
import { client, createTestApp, type TestApp } from './support/testApp';

const PATH = '/api/jp/employer/organisation';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The areas of one address (Jakarta Selatan, Mampang Prapatan, Bangka), as seedLocations loads them. */
async function someAreas(t: TestApp) {
  const rows = [
    ['location_provinces', { code: '31', name: 'Daerah Khusus Ibukota Jakarta' }],
    ['location_regencies', { code: '31.74', province_code: '31', name: 'Kota Administrasi Jakarta Selatan' }],
    ['location_districts', { code: '31.74.08', regency_code: '31.74', name: 'Mampang Prapatan' }],
    ['location_villages', { code: '31.74.08.1002', district_code: '31.74.08', name: 'Bangka' }],
    ['location_provinces', { code: '51', name: 'Bali' }],
    ['location_regencies', { code: '51.71', province_code: '51', name: 'Kota Denpasar' }],
    ['location_districts', { code: '51.71.01', regency_code: '51.71', name: 'Denpasar Selatan' }],
    ['location_villages', { code: '51.71.01.1001', district_code: '51.71.01', name: 'Sesetan' }],
  ] as const;
  for (const [table, values] of rows)
    await t.db
      .insertInto(table)
      .values(values as never)
      .onConflict((c) => c.column('code').doNothing())
      .execute();
}

const DETAILS = {
  legalName: 'PT Baru Sejahtera',
  npwp: '01.234.567.8-901.000',
  industry: 'Manufaktur',
  companySize: '51-200',
  website: 'www.baru.co.id',
  street: 'Jl. Kapten Tendean No. 12',
  postalCode: '12730',
  provinceCode: '31',
  regencyCode: '31.74',
  districtCode: '31.74.08',
  villageCode: '31.74.08.1002',
};

/** The employer's company profile (docs/decisions/2026-11-26-job-portal.md "Company profile"): details, edit rules, logo, tenancy. */
describeOnDatabase('employer company profile', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let demo: { token: string };
  let owner: { token: string; accountId: string };
  let recruiter: { token: string; accountId: string };
  let stranger: { token: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    await someAreas(t);
    const tokens = await demoTokens(t);
    await seedJobs(t.db);
    demo = { token: tokens.get('Employer')!.token };
    const person = await personWithRole(t, 'Employer', 'pemilik');
    owner = { token: person.tokens.token, accountId: person.accountId };
    const hired = await personWithRole(t, 'Employer', 'perekrut');
    recruiter = { token: hired.tokens.token, accountId: hired.accountId };
    stranger = { token: (await personWithRole(t, 'Employer', 'asing')).tokens.token };
  });
  afterAll(() => t.close());

  const read = async (as: { token: string }) => (await api.get<EmployerOrganisationView | null>(PATH, as)).body.data;
  const uploadLogo = (body: Buffer, type: string, as: { token: string }) =>
    api.post<EmployerOrganisationView>(`${PATH}/logo`, body, { ...as, headers: { 'content-type': type } });

  describe('creating and reading', () => {
    it('creates the company with its details, pending, and reads them back with the area names', async () => {
      expect(await read(owner)).toBeNull();
      const created = await api.post<EmployerOrganisationView>(PATH, DETAILS, owner);
      expect(created.status).toBe(201);
      const expected = {
        legalName: 'PT Baru Sejahtera',
        verification: 'pending',
        npwp: '012345678901000',
        industry: 'Manufaktur',
        companySize: '51-200',
        website: 'https://www.baru.co.id',
        address: {
          street: 'Jl. Kapten Tendean No. 12',
          postalCode: '12730',
          province: { value: '31', text: 'Daerah Khusus Ibukota Jakarta' },
          regency: { value: '31.74', text: 'Kota Administrasi Jakarta Selatan' },
          district: { value: '31.74.08', text: 'Mampang Prapatan' },
          village: { value: '31.74.08.1002', text: 'Bangka' },
        },
        logoUrl: null,
        timeZone: 'Asia/Jakarta',
        canEdit: true,
      };
      expect(created.body.data).toMatchObject(expected);
      expect(await read(owner)).toMatchObject(expected);
      // The legal name alone still sets a company up (the vacancy pages' old form).
      expect((await api.post(PATH, { legalName: 'PT Kedua' }, owner)).status).toBe(409);
    });

    it('refuses a bad NPWP, an unknown area or half an address with 400 by field, creating nothing', async () => {
      const other = { token: (await personWithRole(t, 'Employer', 'salah')).tokens.token };
      const badNpwp = await api.post(PATH, { ...DETAILS, npwp: '12.345' }, other);
      expect(badNpwp.status).toBe(400);
      expect(badNpwp.body.errors).toHaveProperty('npwp');
      const unknownVillage = await api.post(PATH, { ...DETAILS, villageCode: '31.74.08.9999' }, other);
      expect(unknownVillage.status).toBe(400);
      expect(unknownVillage.body.errors).toHaveProperty('villageCode');
      const half = await api.post(PATH, { ...DETAILS, districtCode: null, villageCode: null }, other);
      expect(half.status).toBe(400);
      expect(await read(other)).toBeNull();
    });
  });

  describe('editing', () => {
    it('the admin edits the details; a pending company may change its name and NPWP', async () => {
      const edited = await api.put<EmployerOrganisationView>(
        PATH,
        { ...DETAILS, legalName: 'PT Baru Sejahtera Abadi', website: '', street: 'Jl. Baru 1' },
        owner,
      );
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ legalName: 'PT Baru Sejahtera Abadi', website: null, verification: 'pending' });
      expect(edited.body.data.address.street).toBe('Jl. Baru 1');
    });

    it("plans in its address's zone: a move to Bali is WITA, back to Jakarta WIB", async () => {
      const bali = { provinceCode: '51', regencyCode: '51.71', districtCode: '51.71.01', villageCode: '51.71.01.1001' };
      // As the edit above left it, so the tests below find the same details.
      const details = { ...DETAILS, legalName: 'PT Baru Sejahtera Abadi', website: '', street: 'Jl. Baru 1' };
      const moved = await api.put<EmployerOrganisationView>(PATH, { ...details, ...bali }, owner);
      expect(moved.status).toBe(200);
      expect(moved.body.data.timeZone).toBe('Asia/Makassar');
      expect((await api.put<EmployerOrganisationView>(PATH, details, owner)).body.data.timeZone).toBe('Asia/Jakarta');
    });

    it('once verified, the legal name and NPWP are read-only (409); other details still change', async () => {
      await t.db.updateTable('organisations').set({ verification: 'verified' }).where('legal_name', '=', 'PT Baru Sejahtera Abadi').execute();
      const current = (await read(owner))!;
      const same = { ...DETAILS, legalName: current.legalName };
      const renamed = await api.put(PATH, { ...same, legalName: 'PT Nama Lain' }, owner);
      expect(renamed.status).toBe(409);
      expect(renamed.body.message).toBe('Nama resmi dan NPWP perusahaan yang terverifikasi tidak dapat diubah. Hubungi kami untuk mengubahnya');
      const newTaxId = await api.put(PATH, { ...same, npwp: '9876543210987654' }, { ...owner, lang: 'en' });
      expect(newTaxId.status).toBe(409);
      expect(newTaxId.body.message).toBe('The legal name and NPWP of a verified company cannot be changed. Contact us to change them');
      // The same NPWP typed without its dots is no change.
      const edited = await api.put<EmployerOrganisationView>(PATH, { ...same, npwp: '012345678901000', industry: 'Logistik' }, owner);
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ industry: 'Logistik', verification: 'verified', legalName: 'PT Baru Sejahtera Abadi' });
    });

    it("a rejected company's edit sends it back to pending without the old reason", async () => {
      await t.db
        .updateTable('organisations')
        .set({ verification: 'rejected', rejection_reason: 'NPWP tidak cocok' })
        .where('legal_name', '=', 'PT Baru Sejahtera Abadi')
        .execute();
      const edited = await api.put<EmployerOrganisationView>(
        PATH,
        { ...DETAILS, legalName: 'PT Baru Sejahtera Abadi', npwp: '0123456789010001' },
        owner,
      );
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ verification: 'pending', rejectionReason: null, npwp: '0123456789010001' });
      // The operators are told it waits for them again, with the console's link to it.
      const toOperator = await lastMailTo(api, DEMO_ACCOUNTS.find((account) => account.role === 'Admin')!.email);
      expect(toOperator.subject).toContain('PT Baru Sejahtera Abadi');
      expect(toOperator.text).toContain(`/member/admin-organisations/${edited.body.data.id}`);
    });

    it('a bad edit changes nothing', async () => {
      const before = await read(owner);
      const refused = await api.put(PATH, { ...DETAILS, legalName: before!.legalName, npwp: '1', industry: 'Lain' }, owner);
      expect(refused.status).toBe(400);
      expect(await read(owner)).toEqual(before);
    });
  });

  describe('the logo', () => {
    it('takes a PNG into the public store and serves it; refuses a PDF (415); removes it', async () => {
      const saved = await uploadLogo(PNG, 'image/png', owner);
      expect(saved.status).toBe(200);
      const logoUrl = saved.body.data.logoUrl!;
      expect(logoUrl).toMatch(/^\/uploads\/[A-Za-z0-9_-]{32}\.png$/);
      const served = await t.app.inject({ method: 'GET', url: logoUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');

      expect((await uploadLogo(PDF, 'application/pdf', owner)).status).toBe(415);
      expect((await uploadLogo(PDF, 'image/png', owner)).status).toBe(415);
      expect((await read(owner))!.logoUrl).toBe(logoUrl);

      const removed = await api.delete<EmployerOrganisationView>(`${PATH}/logo`, owner);
      expect(removed.status).toBe(200);
      expect(removed.body.data.logoUrl).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
    });

    it("shows on the company's public vacancy", async () => {
      const saved = await uploadLogo(PNG, 'image/png', demo);
      expect(saved.status).toBe(200);
      const page = await api.get<{ items: { company: { name: string; logoUrl: string | null } }[] }>('/api/jp/job-vacancy?pageSize=50');
      const ours = page.body.data.items.filter((item) => item.company.name === 'PT Maju Bersama');
      expect(ours.length).toBeGreaterThan(0);
      expect(ours.every((item) => item.company.logoUrl === saved.body.data.logoUrl)).toBe(true);
    });
  });

  describe('who may', () => {
    it('the demo employer reads PT Maju Bersama verified', async () => {
      expect(await read(demo)).toMatchObject({ legalName: 'PT Maju Bersama', code: 'PTMAJU', verification: 'verified', canEdit: true });
    });

    it('a recruiter reads the company but may not change it (403); nothing changes', async () => {
      const company = (await read(owner))!;
      await t.db.insertInto('memberships').values({ organisation_id: company.id, account_id: recruiter.accountId, role: 'recruiter' }).execute();
      expect(await read(recruiter)).toMatchObject({ id: company.id, canEdit: false });
      const refused = await api.put(PATH, { ...DETAILS, legalName: company.legalName, industry: 'Perekrut' }, recruiter);
      expect(refused.status).toBe(403);
      expect((await uploadLogo(PNG, 'image/png', recruiter)).status).toBe(403);
      expect((await api.delete(`${PATH}/logo`, recruiter)).status).toBe(403);
      expect((await read(owner))!.industry).toBe(company.industry);
    });

    it('another employer sees only its own (none: null) and has nothing to edit (404)', async () => {
      expect(await read(stranger)).toBeNull();
      expect((await api.put(PATH, DETAILS, stranger)).status).toBe(404);
      expect((await uploadLogo(PNG, 'image/png', stranger)).status).toBe(404);
      expect((await api.delete(`${PATH}/logo`, stranger)).status).toBe(404);
    });

    it('other roles are refused by the policy', async () => {
      const tokens = await demoTokens(t);
      const seeker = { token: tokens.get('Job Seeker')!.token };
      expect((await api.get(PATH, seeker)).status).toBe(403);
      expect((await api.put(PATH, DETAILS, seeker)).status).toBe(403);
      expect((await uploadLogo(PNG, 'image/png', seeker)).status).toBe(403);
    });
  });
});
