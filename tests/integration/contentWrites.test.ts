import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Category, HomeContent, NewsItem, Partner, TeamMember } from '@core/content/types';
import { CONTACT_MESSAGES_PER_IP } from '../../server/src/features/content/publicContactMessageRoutes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { confirmedUser, login } from './support/accounts';
import { seedSiteContent } from './support/content';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

const MESSAGE = {
  name: 'Ani Wulandari',
  email: 'ani@example.id',
  affiliation: 'PT Maju Jaya',
  messages: 'Kami ingin pelatihan K3 untuk 40 karyawan.',
};

describeOnDatabase('content writes: contact messages and the operator console', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let adminToken: string;
  let memberToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.db);
    await seedSiteContent(t);
    api = client(t.app);
    adminToken = (await login(api, DEMO_ACCOUNTS.find((account) => account.role === 'Admin')!.email, DEMO_PASSWORD)).token;
    memberToken = (await confirmedUser(api)).tokens.token;
  });
  afterAll(() => t.close());

  const remove = (url: string, token?: string) =>
    t.app.inject({ method: 'DELETE', url, headers: { 'x-api-key': 'bisa-dev-api-key', ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  it('refuses every operator route to a visitor (401) and to a member (403), changing nothing', async () => {
    const news = (await api.get<NewsItem>('/api/main/content-news/1', { token: adminToken })).body.data;
    const attempts: [string, (token?: string) => Promise<{ status: number } | { statusCode: number }>][] = [
      ['list', (token) => api.get('/api/main/content-news', { token })],
      ['update', (token) => api.put('/api/main/content-news/1', { ...news, titleEn: 'Hacked' }, { token })],
      ['create', (token) => api.post('/api/main/content-partners', {}, { token })],
      ['delete', (token) => remove('/api/main/content-news/1', token)],
      ['global', (token) => api.put('/api/main/content-globals/about-us', { titleEn: 'x' }, { token })],
      ['messages', (token) => api.get('/api/main/content-messages', { token })],
    ];
    for (const [name, call] of attempts) {
      const status = (response: { status: number } | { statusCode: number }) => ('status' in response ? response.status : response.statusCode);
      expect(status(await call()), `${name} anonymous`).toBe(401);
      expect(status(await call(memberToken)), `${name} member`).toBe(403);
    }
    expect((await api.get<NewsItem>('/api/v2/news/' + news.slug)).body.data.titleEn).toBe(news.titleEn);
  });

  it('lists a collection the ra-data-simple-rest way (Content-Range, search, range)', async () => {
    const page = await api.get<NewsItem[]>(
      `/api/main/content-news?filter=${encodeURIComponent('{"q":"sertifikasi"}')}&range=[0,1]&sort=["id","ASC"]`,
      { token: adminToken },
    );
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.headers['content-range']).toMatch(/^content-news 0-1\/\d+$/);
    expect(page.body.data[0]!.id).toBeLessThan(page.body.data[1]!.id);
    expect((await api.get('/api/main/content-news?range=oops', { token: adminToken })).status).toBe(400);
    const globals = await api.get<{ id: string }[]>('/api/main/content-globals', { token: adminToken });
    expect(globals.body.data.map((global) => global.id)).toContain('home');
  });

  it('lets the operator edit a news title: the public API shows it at once (cache emptied)', async () => {
    const before = (await api.get<NewsItem>('/api/main/content-news/2', { token: adminToken })).body.data;
    const publicUrl = `/api/v2/news/${before.slug}`;
    const cached = await api.get<NewsItem>(publicUrl);
    const saved = await api.put<NewsItem>(
      '/api/main/content-news/2',
      { ...before, titleEn: 'Forklift Operators Certified' },
      { token: adminToken, lang: 'en' },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Content saved');
    expect(saved.body.data).toEqual({ ...before, titleEn: 'Forklift Operators Certified' });
    const after = await api.get<NewsItem>(publicUrl);
    expect(after.body.data.titleEn).toBe('Forklift Operators Certified');
    expect(after.headers.etag).not.toBe(cached.headers.etag);
  });

  it('creates and deletes news, and refuses bad documents with the field named', async () => {
    const source = (await api.get<NewsItem>('/api/main/content-news/3', { token: adminToken })).body.data;
    const { id: _id, slug: _slug, createdAt: _createdAt, ...body } = source;
    const created = await api.post<NewsItem>('/api/main/content-news', { ...body, titleEn: 'A Brand New Article' }, { token: adminToken });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ id: 27, slug: 'a-brand-new-article' });
    expect((await api.get(`/api/v2/news/a-brand-new-article`)).status).toBe(200);
    const bad: [string, unknown][] = [
      ['type_news', { ...body, type_news: { id: 99 } }],
      ['slug', { ...body, slug: source.slug }],
      ['titleId', { ...body, titleId: '  ' }],
    ];
    for (const [field, document] of bad) {
      const response = await api.post('/api/main/content-news', document, { token: adminToken, lang: 'en' });
      expect(response.status, field).toBe(400);
      expect(Object.keys(response.body.errors ?? {}), field).toEqual([field]);
    }
    expect((await remove('/api/main/content-news/27', adminToken)).statusCode).toBe(200);
    expect((await api.get(`/api/v2/news/a-brand-new-article`)).status).toBe(404);
  });

  it('lets the operator change a global page, keeping its sections', async () => {
    const about = (await api.get<Record<string, unknown>>('/api/main/content-globals/about-us', { token: adminToken })).body.data;
    const saved = await api.put('/api/main/content-globals/about-us', { ...about, titleEn: 'About BISA' }, { token: adminToken });
    expect(saved.status).toBe(200);
    expect(((await api.get('/api/v2/api/globals/about-us')).body as unknown as { titleEn: string }).titleEn).toBe('About BISA');
    const broken = await api.put('/api/main/content-globals/about-us', { titleEn: 'Only this' }, { token: adminToken, lang: 'en' });
    expect(broken.status).toBe(400);
    expect(broken.body.errors).toEqual({ sections: 'the page content must keep the sections it has, and add none' });
  });

  // The v2 family answers Payload-style documents, without the envelope.
  const publicPartner = async (id: number) => (await api.get(`/api/v2/api/Partners/${id}`)).body as unknown as Partner;

  it('lets the operator rename a partner: the public partner shows it at once', async () => {
    const partner = (await api.get<Partner>('/api/main/content-partners/3', { token: adminToken })).body.data;
    expect(await publicPartner(3)).toMatchObject({ partner_name: partner.partner_name });
    const saved = await api.put<Partner>('/api/main/content-partners/3', { ...partner, partner_name: 'Kemnaker RI' }, { token: adminToken });
    expect(saved.status).toBe(200);
    expect(await publicPartner(3)).toMatchObject({ partner_name: 'Kemnaker RI' });
  });

  it('gives a new partner and team member the lists their public pages draw, and refuses malformed ones', async () => {
    const partner = (await api.get<Partner>('/api/main/content-partners/4', { token: adminToken })).body.data;
    const { id: _id, section: _section, collaboration: _collaboration, ...minimal } = partner;
    const created = await api.post<Partner>('/api/main/content-partners', { ...minimal, partner_name: 'PT Baru Mitra' }, { token: adminToken });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ section: [], collaboration: { PartnerImage: [] } });
    const badPartner = await api.post('/api/main/content-partners', { ...minimal, section: [{ id: 1, number: '10' }] }, { token: adminToken });
    expect(badPartner.status).toBe(400);

    const member = (await api.get<TeamMember>('/api/main/content-our-teams/1', { token: adminToken })).body.data;
    const { id: _memberId, social_media: _social, ...person } = member;
    const added = await api.post<TeamMember>('/api/main/content-our-teams', { ...person, name: 'Dewi Lestari' }, { token: adminToken });
    expect(added.body.data.social_media).toEqual([]);
    const badMember = await api.post(
      '/api/main/content-our-teams',
      { ...person, social_media: [{ id: 1, name: 'X', url: 'https://x.com/a' }] },
      { token: adminToken },
    );
    expect(badMember.status).toBe(400);
  });

  it('copies a renamed category into its documents, and keeps a category that documents still use', async () => {
    const news = (await api.get<NewsItem[]>(`/api/main/content-news?range=[0,0]`, { token: adminToken })).body.data[0]!;
    const categoryId = news.type_news.id;
    const category = (await api.get<Category>(`/api/main/content-type-news/${categoryId}`, { token: adminToken })).body.data;
    const renamed = await api.put(`/api/main/content-type-news/${categoryId}`, { ...category, titleEn: 'Industry News' }, { token: adminToken });
    expect(renamed.status).toBe(200);
    expect((await api.get<NewsItem>(`/api/v2/news/${news.slug}`)).body.data.type_news).toEqual({ ...category, titleEn: 'Industry News' });

    const refused = await remove(`/api/main/content-type-news/${categoryId}`, adminToken);
    expect(refused.statusCode).toBe(409);
    expect((await api.get(`/api/main/content-type-news/${categoryId}`, { token: adminToken })).status).toBe(200);
    const unused = await api.post<Category>('/api/main/content-type-news', { titleId: 'Kosong', titleEn: 'Empty' }, { token: adminToken });
    expect((await remove(`/api/main/content-type-news/${unused.body.data.id}`, adminToken)).statusCode).toBe(200);
  });

  it('lets the operator change the home FAQs, which the public home content then has', async () => {
    const home = (await api.get<HomeContent & { id: string }>('/api/main/content-globals/home', { token: adminToken })).body.data;
    const faqs = [{ ...home.faqs[0]!, questionEn: 'What is BISA, in short?' }, ...home.faqs.slice(1)];
    expect((await api.put('/api/main/content-globals/home', { ...home, faqs }, { token: adminToken })).status).toBe(200);
    const published = (await api.get('/api/v2/api/globals/home')).body as unknown as HomeContent;
    expect(published.faqs[0]!.questionEn).toBe('What is BISA, in short?');
    expect(published.faqs).toHaveLength(home.faqs.length);
  });

  it('stores a valid contact message, which the operator reads; refuses bad ones and then limits the rate', async () => {
    const sent = await api.post('/api/v2/api/contact-us', { ...MESSAGE, name: ' Ani Wulandari ' }, { lang: 'en' });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Thank you, your message has been sent');
    const bad: [string, unknown][] = [
      ['email', { ...MESSAGE, email: 'ani@example' }],
      ['name', { ...MESSAGE, name: ' ' }],
      ['messages', { ...MESSAGE, messages: undefined }],
      ['extra', { ...MESSAGE, phone: '0812' }],
    ];
    for (const [field, body] of bad) expect((await api.post('/api/v2/api/contact-us', body)).status, field).toBe(400);
    const inbox = await api.get<(typeof MESSAGE & { id: number })[]>('/api/main/content-messages', { token: adminToken });
    expect(inbox.body.data).toHaveLength(1);
    expect(inbox.body.data[0]).toMatchObject(MESSAGE);
    expect(inbox.headers['content-range']).toBe('content-messages 0-0/1');
    for (let sent = 1; sent < CONTACT_MESSAGES_PER_IP; sent += 1) expect((await api.post('/api/v2/api/contact-us', MESSAGE)).status).toBe(201);
    const limited = await api.post('/api/v2/api/contact-us', MESSAGE);
    expect(limited.status).toBe(429);
    // The window is ten minutes from the first message: 600 s less the moment the calls since took (well under one).
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(540);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
  });
});
