import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { login } from './support/accounts';
import { seedSiteContent } from './support/content';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

/** Each class of input the outside test turned into a 500 is a 400 in the caller's language. */
describeOnDatabase('bad input is a 400, never a 500', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.db);
    await seedSiteContent(t);
    api = client(t.app);
    adminToken = (await login(api, DEMO_ACCOUNTS.find((account) => account.role === 'Admin')!.email, DEMO_PASSWORD)).token;
  });
  afterAll(() => t.close());

  const companyRequest = (start: string, name = 'PT Maju') => ({
    company: { name },
    contact: { name: 'Rina', email: 'rina@example.id', phone: '081234567890' },
    wanted: 'Pelatihan K3',
    participants: 10,
    period: { start, end: '2030-12-31' },
  });

  it('refuses a NUL character in the body of unauthenticated routes, in both languages', async () => {
    const login = await api.post('/api/cm/account-user/login', { email: 'a\u0000@example.id', password: 'x' });
    expect(login.status).toBe(400);
    expect(login.body.message).toContain('body.email');
    const english = await api.post('/api/cm/account-user/forgot-password', { email: 'a\u0000@example.id' }, { lang: 'en' });
    expect(english.status).toBe(400);
    expect(english.body.message).toBe('The field body.email contains characters that are not allowed');
    const register = await api.post('/api/cm/account-user/register', {
      email: 'n@example.id',
      password: 'Rahasia#2026',
      fullname: 'A\u0000',
      accountType: 'trainee',
    });
    expect(register.status).toBe(400);
    const contact = await api.post('/api/contact-us', { name: 'A', email: 'a@example.id', affiliation: 'PT', messages: 'halo\u0000' });
    expect(contact.status).toBe(400);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'n@example.id').executeTakeFirst()).toBeUndefined();
  });

  it('refuses a NUL character in a query value, a path parameter and a rendered page path', async () => {
    expect((await api.get('/api/main/public-site/search-program?key=%00')).status).toBe(400);
    expect((await api.get('/api/v2/news?filter=%00')).status).toBe(400);
    expect((await api.get('/api/v2/news/%00')).status).toBe(400);
    const page = await t.app.inject({ method: 'GET', url: '/news/%00' });
    expect(page.statusCode).toBe(400);
  });

  it('refuses a lone surrogate in a stored field', async () => {
    const response = await api.post('/api/main/public-site/request-link-and-match', companyRequest('2030-01-01', 'PT \ud800'));
    expect(response.status).toBe(400);
    expect(await t.db.selectFrom('company_requests').select('id').execute()).toHaveLength(0);
  });

  it('refuses impossible calendar dates that match the pattern', async () => {
    expect((await api.post('/api/main/public-site/request-link-and-match', companyRequest('2030-02-31'))).status).toBe(400);
    expect((await api.post('/api/main/public-site/request-link-and-match', companyRequest('2030-02-28'))).status).toBe(201);
  });

  it('refuses integers beyond the column range', async () => {
    const news = await api.get<{ type_news: { id: number } }>('/api/main/content-news/1', { token: adminToken });
    expect(news.status).toBe(200);
    const huge = await t.app.inject({
      method: 'PUT',
      url: '/api/main/content-news/1',
      headers: { 'x-api-key': t.config.apiKey, authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...(news.body.data as object), type_news: { id: 1e308 } }).replace('1e+308', '1e308'),
    });
    expect(huge.statusCode).toBe(400);
  });

  it('refuses deeply nested bodies without overflowing the stack', async () => {
    const deep = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: { 'x-api-key': t.config.apiKey, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('nested too deeply');
  });
});
