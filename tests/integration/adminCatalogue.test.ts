import { afterAll, beforeAll, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ProgramDetail, ProgramPage } from '@core/catalogue/contract';
import { DEV_API_KEY } from '@core/config/apiKey';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { seedCatalogue } from '../../server/src/db/seedCatalogue';
import { confirmedUser, login } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type Envelope, type TestApp } from './support/testApp';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

interface AdminProgram {
  id: number;
  kind: string;
  categoryId: number;
  titleId: string;
  titleEn: string;
  price: number;
  discount: number;
  published: boolean;
  cover: string | null;
}

describeOnDatabase('operator console: catalogue, categories, configuration, company requests', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let dataDir: string;
  let adminToken: string;
  let traineeToken: string;
  let academyCategory: number;
  let businessCategory: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bisa-covers-'));
    t = await createTestApp(kind, { DATA_DIR: dataDir });
    api = client(t.app);
    await seedDemo(t.db);
    await seedCatalogue(t.db);
    adminToken = (await login(api, DEMO_ACCOUNTS.find((account) => account.role === 'Admin')!.email, DEMO_PASSWORD)).token;
    traineeToken = (await confirmedUser(api)).tokens.token;
    const categories = await t.db.selectFrom('program_categories').select(['id', 'group_program']).execute();
    academyCategory = categories.find((row) => row.group_program === 2)!.id;
    businessCategory = categories.find((row) => row.group_program === 1)!.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const admin = { token: () => ({ token: adminToken, lang: 'en' as const }) };
  const newCourse = (overrides: Record<string, unknown> = {}) => ({
    kind: 'course',
    categoryId: academyCategory,
    titleId: 'Kursus Operator Ekskavator Tingkat Lanjut',
    titleEn: 'Advanced Excavator Operator Course',
    descriptionId: 'Pelatihan praktik ekskavator.',
    descriptionEn: 'Hands-on excavator training.',
    competencyId: 'Operasi alat berat',
    competencyEn: 'Heavy equipment operation',
    price: 5_000_000,
    discount: 500_000,
    published: false,
    ...overrides,
  });
  const publicCourses = async () =>
    (await api.get<ProgramPage>('/api/main/public-site/get-program?subProgramId=5&pageSize=100', { lang: 'en' })).body.data.items.map(
      (item) => item.title,
    );

  it('creates a program unpublished, publishes it and the public catalogue shows it at once', async () => {
    expect(await publicCourses()).not.toContain('Advanced Excavator Operator Course');
    const created = await api.post<AdminProgram>('/api/main/admin-programs', newCourse(), admin.token());
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      kind: 'course',
      subProgramId: 5,
      groupProgram: 2,
      price: 5_000_000,
      discount: 500_000,
      published: false,
    });
    expect(await publicCourses()).not.toContain('Advanced Excavator Operator Course');
    const id = created.body.data.id;
    const published = await api.put<AdminProgram>(
      `/api/main/admin-programs/${id}`,
      { ...created.body.data, published: true, price: 6_000_000 },
      admin.token(),
    );
    expect(published.status).toBe(200);
    expect(await publicCourses()).toContain('Advanced Excavator Operator Course');
    const detail = await api.get<ProgramDetail>(`/api/main/public-site/get-program-by-id/${id}/5`, { lang: 'en' });
    expect(detail.body.data).toMatchObject({ price: 6_000_000, discount: 500_000, total: 5_500_000 });
    await api.put(`/api/main/admin-programs/${id}`, { ...published.body.data, published: false }, admin.token());
    expect(await publicCourses()).not.toContain('Advanced Excavator Operator Course');
    expect((await api.get(`/api/main/public-site/get-program-by-id/${id}/5`)).status).toBe(404);
  });

  it('lists programs with kind, category and published filters, search and Content-Range', async () => {
    const list = await api.get<AdminProgram[]>(
      `/api/main/admin-programs?filter=${encodeURIComponent(JSON.stringify({ kind: 'certification', published: true }))}&range=[0,1]&sort=["price","ASC"]`,
      admin.token(),
    );
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data.every((row) => row.kind === 'certification' && row.published)).toBe(true);
    const total = await t.db
      .selectFrom('programs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'certification')
      .where('published', '=', true)
      .executeTakeFirstOrThrow();
    expect(list.headers['content-range']).toBe(`admin-programs 0-1/${total.n}`);
    const searched = await api.get<AdminProgram[]>(`/api/main/admin-programs?filter=${encodeURIComponent('{"q":"excavator"}')}`, admin.token());
    expect(searched.body.data.map((row) => row.titleEn)).toEqual(['Advanced Excavator Operator Course']);
    const byCategory = await api.get<AdminProgram[]>(
      `/api/main/admin-programs?filter=${encodeURIComponent(JSON.stringify({ categoryId: businessCategory }))}&range=[0,99]`,
      admin.token(),
    );
    expect(byCategory.body.data.length).toBeGreaterThan(0);
    expect(byCategory.body.data.every((row) => row.categoryId === businessCategory)).toBe(true);
    const many = await api.get<{ id: number }[]>(
      `/api/main/admin-categories?filter=${encodeURIComponent(JSON.stringify({ id: [businessCategory, academyCategory] }))}`,
      admin.token(),
    );
    expect(many.body.data.map((row) => row.id).sort()).toEqual([businessCategory, academyCategory].sort());
    expect((await api.get('/api/main/admin-programs?range=[5,1]', admin.token())).status).toBe(400);
    expect((await api.get(`/api/main/admin-programs?filter=${encodeURIComponent('{"published":"yes"}')}`, admin.token())).status).toBe(400);
  });

  it('refuses bad programs with 400 and changes nothing', async () => {
    const before = await t.db
      .selectFrom('programs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const overDiscount = await api.post<unknown>('/api/main/admin-programs', newCourse({ discount: 6_000_000 }), admin.token());
    expect(overDiscount.status).toBe(400);
    expect(overDiscount.body.errors).toEqual({ discount: 'The discount cannot exceed the price' });
    expect((await api.post('/api/main/admin-programs', newCourse({ categoryId: businessCategory }), admin.token())).status).toBe(400);
    expect((await api.post('/api/main/admin-programs', newCourse({ kind: 'webinar' }), admin.token())).status).toBe(400);
    expect((await api.post('/api/main/admin-programs', newCourse({ price: -1 }), admin.token())).status).toBe(400);
    expect((await api.post('/api/main/admin-programs', newCourse({ titleEn: '  ' }), admin.token())).status).toBe(400);
    const after = await t.db
      .selectFrom('programs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect((await api.put('/api/main/admin-programs/999999', newCourse(), admin.token())).status).toBe(404);
  });

  it('uploads a cover image that the public program shows', async () => {
    const program = (
      await api.get<AdminProgram[]>(
        `/api/main/admin-programs?filter=${encodeURIComponent('{"kind":"course","published":true}')}&range=[0,0]`,
        admin.token(),
      )
    ).body.data[0]!;
    const upload = (body: Buffer | string, type: string, token = adminToken) =>
      t.app.inject({
        method: 'POST',
        url: `/api/main/admin-programs/${program.id}/cover`,
        headers: { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${token}`, 'content-type': type },
        payload: body,
      });
    expect((await upload('not an image', 'text/plain')).statusCode).toBe(415);
    expect((await upload(PNG, 'image/jpeg')).statusCode).toBe(415);
    expect((await upload(PNG, 'image/png', traineeToken)).statusCode).toBe(403);
    const saved = await upload(PNG, 'image/png');
    expect(saved.statusCode).toBe(200);
    const cover = saved.json<Envelope<AdminProgram>>().data.cover!;
    expect(cover).toMatch(/^\/uploads\/[\w-]{32}\.png$/);
    const detail = await api.get<ProgramDetail>(`/api/main/public-site/get-program-by-id/${program.id}/5`);
    expect(detail.body.data.cover).toBe(cover);
    // Stored re-encoded by the upload pipeline: the same image, not the same bytes.
    const served = await sharp((await t.app.inject({ method: 'GET', url: cover })).rawPayload).metadata();
    expect([served.format, served.width, served.height]).toEqual(['png', 1, 1]);
    const damaged = await upload(Buffer.concat([PNG, Buffer.from('trailing bytes')]), 'image/png');
    expect([damaged.statusCode, damaged.json<{ message: string }>().message]).toEqual([
      415,
      'Berkas rusak atau tidak lengkap: tidak dapat dibuka sebagai berkas PNG',
    ]);
  });

  it('manages competency categories; one in use is neither deleted nor moved to the other group', async () => {
    const created = await api.post<{ id: number; nameEn: string }>(
      '/api/main/admin-categories',
      { groupProgram: 2, nameId: 'Energi Terbarukan', nameEn: 'Renewable Energy' },
      admin.token(),
    );
    expect(created.status).toBe(201);
    const lookup = async () =>
      (await api.get<{ items: { text: string }[] }>('/api/md/competency/category/lookup?groupProgram=2', { lang: 'en' })).body.data.items.map(
        (item) => item.text,
      );
    expect(await lookup()).toContain('Renewable Energy');
    const renamed = await api.put(
      '/api/main/admin-categories/' + created.body.data.id,
      { groupProgram: 2, nameId: 'Energi Hijau', nameEn: 'Green Energy' },
      admin.token(),
    );
    expect(renamed.status).toBe(200);
    expect(await lookup()).toContain('Green Energy');
    expect((await api.post('/api/main/admin-categories', { groupProgram: 3, nameId: 'X', nameEn: 'X' }, admin.token())).status).toBe(400);
    const inUse = await api.delete(`/api/main/admin-categories/${academyCategory}`, admin.token());
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('Programs use this category: move them first');
    expect(
      (await api.put(`/api/main/admin-categories/${academyCategory}`, { groupProgram: 1, nameId: 'Pindah', nameEn: 'Moved' }, admin.token())).status,
    ).toBe(409);
    expect((await api.delete(`/api/main/admin-categories/${created.body.data.id}`, admin.token())).status).toBe(200);
    expect(await lookup()).not.toContain('Green Energy');
  });

  it('validates global configuration values and applies a change at once', async () => {
    const list = await api.get<{ id: string; configValue: number }[]>('/api/main/admin-configuration', admin.token());
    expect(list.body.data.map((row) => row.id)).toEqual(['MAX_SIZE_DOC', 'MAX_SIZE_VIDEO', 'PPH', 'PPN']);
    expect(list.headers['content-range']).toBe('admin-configuration 0-3/4');
    for (const [code, value] of [
      ['PPN', 101],
      ['PPN', -1],
      ['PPH', 'abc'],
      ['MAX_SIZE_DOC', 0],
      ['MAX_SIZE_DOC', 26],
      ['PPN', 1.234],
    ] as const) {
      const refused = await api.put<unknown>(`/api/main/admin-configuration/${code}`, { configValue: value }, admin.token());
      expect(refused.status, `${code}=${value}`).toBe(400);
      expect(refused.body.errors).toEqual({ configValue: 'Enter a number in the allowed range (at most two decimals)' });
    }
    expect((await api.put('/api/main/admin-configuration/UNKNOWN', { configValue: 1 }, admin.token())).status).toBe(400);
    const publicValue = async (code: string) =>
      (await api.get<{ data: { configCode: string; configValue: string }[] }>('/api/main/global-configuration')).body.data.data.find(
        (row) => row.configCode === code,
      )?.configValue;
    expect(await publicValue('PPN')).toBe('11');
    const saved = await api.put<{ configValue: number }>(
      '/api/main/admin-configuration/PPN',
      { id: 'PPN', configCode: 'PPN', configValue: 12.5 },
      admin.token(),
    );
    expect(saved.status).toBe(200);
    expect(await publicValue('PPN')).toBe('12.5');
    await api.put('/api/main/admin-configuration/PPN', { configValue: '11' }, admin.token());
    expect(await publicValue('PPN')).toBe('11');
  });

  it('lists company requests read only', async () => {
    const body = {
      company: { name: 'PT Baja Nusantara' },
      contact: { name: 'Rudi Hartono', email: 'rudi@baja.example.id', phone: '081234567890' },
      wanted: 'Pengelasan SMAW',
      participants: 25,
      period: { start: '2026-03-01', end: '2026-04-30' },
    };
    const sent = await api.post<{ id: string }>('/api/main/public-site/request-link-and-match', body);
    expect(sent.status).toBe(201);
    const list = await api.get<{ id: string; companyName: string; kind: string }[]>(
      `/api/main/admin-company-requests?filter=${encodeURIComponent('{"kind":"link-and-match"}')}`,
      admin.token(),
    );
    expect(list.body.data).toContainEqual(
      expect.objectContaining({ id: sent.body.data.id, companyName: 'PT Baja Nusantara', kind: 'link-and-match' }),
    );
    const one = await api.get(`/api/main/admin-company-requests/${sent.body.data.id}`, admin.token());
    expect(one.body.data).toMatchObject({ participants: 25, contactEmail: 'rudi@baja.example.id' });
    expect((await api.put(`/api/main/admin-company-requests/${sent.body.data.id}`, body, admin.token())).status).toBe(404);
  });

  it('refuses every operator route to anonymous callers and trainees', async () => {
    const routes: ['get' | 'post' | 'put' | 'delete', string, unknown?][] = [
      ['get', '/api/main/admin-programs'],
      ['post', '/api/main/admin-programs', newCourse()],
      ['put', '/api/main/admin-programs/1', newCourse()],
      ['get', '/api/main/admin-categories'],
      ['delete', '/api/main/admin-categories/1'],
      ['get', '/api/main/admin-configuration'],
      ['put', '/api/main/admin-configuration/PPN', { configValue: 50 }],
      ['get', '/api/main/admin-company-requests'],
    ];
    for (const [method, url, body] of routes) {
      const call = (token?: string) => (method === 'get' || method === 'delete' ? api[method](url, { token }) : api[method](url, body, { token }));
      expect((await call()).status, `${method} ${url} anonymous`).toBe(401);
      expect((await call(traineeToken)).status, `${method} ${url} trainee`).toBe(403);
    }
    const ppn = await t.db.selectFrom('global_configuration').select('config_value').where('config_code', '=', 'PPN').executeTakeFirstOrThrow();
    expect(ppn.config_value).toBe('11');
  });
});
