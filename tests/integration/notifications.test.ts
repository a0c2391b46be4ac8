import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { confirmedUser, lastMailTo, login, tokenFromMail } from './support/accounts';
import { describeEachDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

interface Page {
  items: { id: string; category: string; read: boolean; title: { id: string; en: string }; link: string | null }[];
  totalItems: number;
  pageIndex: number;
  pageSize: number;
  totalUnread: number;
}

describeEachDatabase('stored notifications', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.db);
    api = client(t.app);
    adminToken = (await login(api, DEMO_ACCOUNTS.find((a) => a.role === 'Admin')!.email, DEMO_PASSWORD)).token;
  });
  afterAll(() => t.close());

  const list = async (token: string, query = '') => (await api.get<Page>(`/api/cm/notification/list${query}`, { token })).body.data;
  const announce = (body: Record<string, unknown>) =>
    api.post('/api/cm/notification/send', { title: { id: 'Judul', en: 'Title' }, body: { id: 'Isi', en: 'Body' }, ...body }, { token: adminToken });

  it('welcomes a person whose e-mail was just confirmed, in both languages', async () => {
    const { tokens } = await confirmedUser(api);
    // The welcome is written by a listener of the confirmation, just after the confirmation answered.
    const page = await vi.waitFor(async () => {
      const current = await list(tokens.token);
      expect(current.totalItems).toBe(1);
      return current;
    });
    expect(page.items[0]).toMatchObject({
      category: 'welcome',
      read: false,
      link: '/member',
      title: { id: 'Selamat datang di BISA', en: 'Welcome to BISA' },
    });
    const count = await api.get<{ data: { totalUnread: number } }>('/api/cm/notification', { token: tokens.token });
    expect(count.body.data).toEqual({ data: { totalUnread: 1 } });
  });

  it('tells a person their password was changed', async () => {
    const { email } = await confirmedUser(api);
    await api.post('/api/cm/account-user/forgot-password', { email });
    const token = tokenFromMail(await lastMailTo(api, email), '/reset-password');
    expect((await api.post('/api/cm/account-user/reset-password', { token, password: 'Ganti#Sandi7' })).status).toBe(200);
    const fresh = await login(api, email, 'Ganti#Sandi7');
    await vi.waitFor(async () => expect((await list(fresh.token)).items.map((item) => item.category)).toEqual(['password-changed', 'welcome']));
  });

  it('pages the list newest first, marks one or all read, and keeps each account to its own', async () => {
    const alice = await confirmedUser(api);
    const bob = await confirmedUser(api);
    await vi.waitFor(async () => expect((await list(alice.tokens.token)).totalItems).toBe(1));
    await vi.waitFor(async () => expect((await list(bob.tokens.token)).totalItems).toBe(1));
    for (let i = 0; i < 3; i += 1) expect((await announce({ audience: 'user', email: alice.email })).status).toBe(201);
    const first = await list(alice.tokens.token, '?pageIndex=1&pageSize=2');
    expect(first).toMatchObject({ totalItems: 4, pageIndex: 1, pageSize: 2, totalUnread: 4 });
    expect(first.items).toHaveLength(2);
    const second = await list(alice.tokens.token, '?pageIndex=2&pageSize=2');
    expect(second.items.map((item) => item.category)).toContain('welcome');

    const target = first.items[0]!.id;
    expect((await api.post(`/api/cm/notification/${target}/read`, undefined, { token: bob.tokens.token })).status).toBe(404);
    expect((await api.post(`/api/cm/notification/${target}/read`, undefined, { token: alice.tokens.token })).status).toBe(200);
    expect((await list(alice.tokens.token)).totalUnread).toBe(3);
    expect((await api.post('/api/cm/notification/read-all', undefined, { token: alice.tokens.token })).status).toBe(200);
    expect((await list(alice.tokens.token)).totalUnread).toBe(0);
    expect((await list(bob.tokens.token)).totalUnread).toBe(1);
  });

  it('validates the operator broadcast and refuses unknown recipients', async () => {
    expect((await announce({ audience: 'role', role: 'Emperor' })).status).toBe(400);
    expect((await announce({ audience: 'user' })).status).toBe(400);
    expect((await announce({ audience: 'user', email: 'nobody@nowhere.id' })).status).toBe(404);
    expect((await announce({ audience: 'all', link: 'https://evil.example' })).status).toBe(400);
    expect(
      (
        await api.post(
          '/api/cm/notification/send',
          { audience: 'all', title: { id: '', en: 'x' }, body: { id: 'x', en: 'x' } },
          { token: adminToken },
        )
      ).status,
    ).toBe(400);
    const everyone = await announce({ audience: 'all' });
    expect(everyone.status).toBe(201);
    const accounts = await t.db.selectFrom('accounts').select('id').execute();
    expect((everyone.body.data as { recipients: number }).recipients).toBe(accounts.length);
    expect((await api.get('/api/cm/notification/list?pageSize=1000', { token: adminToken })).status).toBe(400);
  });
});
