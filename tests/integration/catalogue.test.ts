import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DefaultProgramResponse, ListProgramResponse, LookupItem, ProgramDetail, ProgramPage } from '@core/catalogue/contract';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { seedCatalogue } from '../../server/src/db/seedCatalogue';
import { login } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

const LIST_ITEM = {
  id: expect.any(Number),
  title: expect.any(String),
  subProgramId: expect.any(Number),
  activity: expect.any(Array),
  route: expect.stringMatching(/^\/program\/bisa-(academy|for-business)\/[a-z-]+\/\d+$/),
};

const companyRequest = {
  company: { name: 'PT Sinar Logistik', industry: 'Logistik' },
  contact: { name: 'Wahyu Pratama', email: 'wahyu@sinarlogistik.co.id', phone: '+62 812 3456 7890', position: 'HR Manager' },
  wanted: 'Manajemen gudang dan inventori',
  participants: 25,
  period: { start: '2027-02-01', end: '2027-04-30' },
  notes: 'Pelatihan di lokasi kami di Cikarang',
};

describeOnDatabase('catalogue', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    await seedDemo(t.db);
    await seedCatalogue(t.db);
  });
  afterAll(() => t.close());

  describe('md category lookup', () => {
    it('answers {statusCode, data: {items: [{text, value}]}} in the caller language, optionally per group', async () => {
      const all = await api.get<{ items: LookupItem[] }>('/api/md/competency/category/lookup', { lang: 'en' });
      expect(all.status).toBe(200);
      expect(all.body.statusCode).toBe(200);
      expect(all.body.data.items.length).toBeGreaterThanOrEqual(7);
      expect(all.body.data.items).toContainEqual({ text: 'Information Technology', value: expect.any(Number) });
      const business = await api.get<{ items: LookupItem[] }>('/api/md/competency/category/lookup?groupProgram=1');
      expect(business.body.data.items.map((item) => item.text)).toEqual(['Logistik dan Rantai Pasok', 'Manufaktur', 'Otomotif']);
      expect((await api.get('/api/md/competency/category/lookup?groupProgram=3')).status).toBe(400);
    });
  });

  describe('program lists', () => {
    it('get-default-program gives 4 academy, 4 business and recommended items of SPEC shape', async () => {
      const response = await api.get<DefaultProgramResponse>('/api/main/public-site/get-default-program');
      expect(response.status).toBe(200);
      const { bisaForAcademy, bisaForBusiness, recommended } = response.body.data;
      expect(bisaForAcademy).toHaveLength(4);
      expect(bisaForBusiness).toHaveLength(4);
      expect(recommended).toHaveLength(4);
      for (const item of [...bisaForAcademy, ...bisaForBusiness, ...recommended]) expect(item).toMatchObject(LIST_ITEM);
      expect(bisaForBusiness.every((item) => item.subProgramId <= 2)).toBe(true);
      expect(recommended[0]!.discount).toBeGreaterThan(0);
    });

    it('get-program pages by group and sub-program', async () => {
      const response = await api.get<ProgramPage>('/api/main/public-site/get-program?groupProgram=2&subProgramId=5&pageIndex=1&pageSize=4');
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ pageIndex: 1, pageSize: 4, totalCount: 5 });
      expect(response.body.data.items).toHaveLength(4);
      expect(response.body.data.items.every((item) => item.kind === 'course' && item.price === 5_000_000)).toBe(true);
      const second = await api.get<ProgramPage>('/api/main/public-site/get-program?groupProgram=2&subProgramId=5&pageIndex=2&pageSize=4');
      expect(second.body.data.items).toHaveLength(1);
    });

    it('get-list-program filters by category and gives listProgram.items and recommended', async () => {
      const categories = await api.get<{ items: LookupItem[] }>('/api/md/competency/category/lookup?groupProgram=2', { lang: 'en' });
      const informationTechnology = categories.body.data.items.find((item) => item.text === 'Information Technology')!;
      const response = await api.get<ListProgramResponse>(
        `/api/main/public-site/get-list-program?groupProgram=2&subProgramId=5&categoryId=${informationTechnology.value}&pageIndex=1&pageSize=100`,
      );
      expect(response.status).toBe(200);
      expect(response.body.data.listProgram.items.map((item) => item.title)).toEqual(['Analisis Data dengan Python', 'Dasar Pemrograman Web']);
      expect(response.body.data.recommended.length).toBeGreaterThan(0);
      const packages = await api.get<ListProgramResponse>('/api/main/public-site/get-list-program?subProgramId=4');
      expect(
        packages.body.data.listProgram.items.every((item) => item.kind === 'package' && item.route.startsWith('/program/bisa-academy/package/')),
      ).toBe(true);
    });

    it('refuses bad paging and filters with a translated 400, not a silent conversion', async () => {
      for (const query of ['pageIndex=0', 'pageSize=101', 'subProgramId=7', 'groupProgram=x', 'categoryId=-1', 'unknown=1']) {
        const response = await api.get(`/api/main/public-site/get-list-program?${query}`, { lang: 'en' });
        expect(response.status, query).toBe(400);
        expect(response.body.message).toMatch(/not valid|accepted/);
      }
    });
  });

  describe('program detail', () => {
    it('gives the localized detail with price, discount, total, activities and route', async () => {
      const list = await api.get<ProgramPage>('/api/main/public-site/get-program?subProgramId=6&pageSize=10');
      const certification = list.body.data.items.find((item) => item.discount > 0)!;
      const en = await api.get<ProgramDetail>(`/api/main/public-site/get-program-by-id/${certification.id}/6`, { lang: 'en' });
      expect(en.status).toBe(200);
      expect(en.body.data).toMatchObject({
        ...LIST_ITEM,
        id: certification.id,
        title: 'Junior Web Developer Certification',
        price: 10_000_000,
        discount: 1_500_000,
        total: 8_500_000,
        enrollmentType: 6,
        availableFrom: '2022-08-20',
        category: 'Information Technology',
        route: `/program/bisa-academy/certification/${certification.id}`,
      });
      expect(en.body.data.activity[0]).toBe('Learning video · 10 minutes');
      const id = await api.get<ProgramDetail>(`/api/main/public-site/get-program-by-id/${certification.id}/6`);
      expect(id.body.data.title).toBe('Sertifikasi Junior Web Developer');
    });

    it('answers 404 for an unknown id or a mismatched sub-program, 400 for a malformed one', async () => {
      const list = await api.get<ProgramPage>('/api/main/public-site/get-program?subProgramId=6');
      const id = list.body.data.items[0]!.id;
      const wrongType = await api.get(`/api/main/public-site/get-program-by-id/${id}/5`, { lang: 'en' });
      expect(wrongType.status).toBe(404);
      expect(wrongType.body.message).toBe('This program does not exist or is not published');
      expect((await api.get('/api/main/public-site/get-program-by-id/999999/5')).status).toBe(404);
      expect((await api.get('/api/main/public-site/get-program-by-id/abc/5')).status).toBe(400);
      expect((await api.get(`/api/main/public-site/get-program-by-id/${id}/9`)).status).toBe(400);
    });

    it('keeps a public answer for a few seconds and hides an unpublished program from new reads', async () => {
      const list = await api.get<ProgramPage>('/api/main/public-site/get-program?subProgramId=3&pageSize=10');
      const hidden = list.body.data.items[0]!;
      await t.db.updateTable('programs').set({ published: false }).where('id', '=', hidden.id).execute();
      expect((await api.get(`/api/main/public-site/get-program-by-id/${hidden.id}/3`)).status).toBe(404);
      // Another address: the catalogue keeps each public answer for a few seconds
      // (docs/decisions/2026-11-22-public-content.md, "Catalogue read cache").
      const after = await api.get<ProgramPage>('/api/main/public-site/get-program?subProgramId=3&pageSize=10&pageIndex=1');
      expect(after.body.data.totalCount).toBe(list.body.data.totalCount - 1);
      await t.db.updateTable('programs').set({ published: true }).where('id', '=', hidden.id).execute();
    });
  });

  describe('full-text search', () => {
    it('finds programs in both languages, stemmed, titles ranked first', async () => {
      const indonesian = await api.get<ProgramPage>(`/api/main/public-site/search-program?key=${encodeURIComponent('pemrograman web')}`);
      expect(indonesian.status).toBe(200);
      expect(indonesian.body.data.items[0]!.title).toMatch(/Pemrograman Web|Pengembang Web/);
      const english = await api.get<ProgramPage>('/api/main/public-site/search-program?key=certifications', { lang: 'en' });
      expect(english.body.data.totalCount).toBe(3);
      expect(english.body.data.items.every((item) => item.kind === 'certification')).toBe(true);
      const stemmed = await api.get<ProgramPage>('/api/main/public-site/search-program?key=pajak');
      expect(stemmed.body.data.items.map((item) => item.title)).toContain('Paket Mandiri Belajar Perpajakan');
      const none = await api.get<ProgramPage>('/api/main/public-site/search-program?key=zzzqqq');
      expect(none.body.data).toMatchObject({ items: [], totalCount: 0 });
    });

    it('refuses an empty key', async () => {
      expect((await api.get('/api/main/public-site/search-program?key=')).status).toBe(400);
      expect((await api.get('/api/main/public-site/search-program?key=%20%20')).status).toBe(400);
      expect((await api.get('/api/main/public-site/search-program')).status).toBe(400);
    });
  });

  describe('company requests', () => {
    it.each(['learning-industrial', 'link-and-match'])('stores a %s request and tells the operators', async (requestKind) => {
      const response = await api.post<{ id: string }>(`/api/main/public-site/request-${requestKind}`, companyRequest, { lang: 'en' });
      expect(response.status).toBe(201);
      expect(response.body.message).toBe('Thank you. Our team will contact you about your request');
      const row = await t.db.selectFrom('company_requests').selectAll().where('id', '=', response.body.data.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind: requestKind, company_name: 'PT Sinar Logistik', participants: 25, status: 'new' });
      const admin = await login(api, DEMO_ACCOUNTS.find((account) => account.role === 'Admin')!.email, DEMO_PASSWORD);
      await expect
        .poll(async () => {
          const list = await api.get<{ data: { title: { en: string } }[] }>('/api/cm/notification/list', { token: admin.token });
          return JSON.stringify(list.body.data);
        })
        .toContain(`New ${requestKind} request`);
    });

    it('refuses an invalid request with a 400 and stores nothing', async () => {
      const before = await t.db
        .selectFrom('company_requests')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      const bad = [
        { ...companyRequest, participants: 0 },
        { ...companyRequest, contact: { ...companyRequest.contact, email: 'not-an-email' } },
        { ...companyRequest, period: { start: '2027-04-30', end: '2027-02-01' } },
        { ...companyRequest, period: { start: '2027-13-01', end: '2027-14-01' } },
        { ...companyRequest, wanted: '   ' },
        { ...companyRequest, extra: true },
        { company: companyRequest.company },
      ];
      for (const body of bad) expect((await api.post('/api/main/public-site/request-link-and-match', body)).status, JSON.stringify(body)).toBe(400);
      const after = await t.db
        .selectFrom('company_requests')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      expect(after.count).toBe(before.count);
    });
  });
});
