import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ROLE_ACCOUNT_TYPE } from '@core/rules/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { fanOut } from '../../server/src/features/notifications/service';
import { confirmedUser, lastMailTo, login, tokenFromMail } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

interface Page {
  items: { id: string; category: string; read: boolean; title: { id: string; en: string }; link: string | null }[];
  totalItems: number;
  pageIndex: number;
  pageSize: number;
  totalUnread: number;
}

describeOnDatabase('stored notifications', (kind) => {
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

  it('answers a broadcast to a role at once; a job writes one receipt for every member, a chunk per insert', async () => {
    // 2,500 more trainers: three chunks of receipts.
    await sql`insert into users (email, password_hash, fullname)
      select 'fanout' || g || '@fanout.test', 'x', 'Pelatih ' || g from generate_series(1, 2500) g`.execute(t.db);
    await sql`insert into accounts (user_id, role_name, account_type)
      select id, 'Trainer', ${ROLE_ACCOUNT_TYPE.Trainer} from users where email like '%@fanout.test'`.execute(t.db);
    const members = (await t.db.selectFrom('accounts').select('id').where('role_name', '=', 'Trainer').execute()).map((row) => row.id).sort();
    expect(members.length).toBeGreaterThan(2500);

    const sent = await announce({ audience: 'role', role: 'Trainer' });
    expect(sent.status).toBe(201);
    const { id, recipients } = sent.body.data as { id: string; recipients: number };
    expect(recipients).toBe(members.length);
    const receivers = async () =>
      (await t.db.selectFrom('notification_receipts').select('account_id').where('notification_id', '=', id).execute())
        .map((row) => row.account_id)
        .sort();
    await expect.poll(async () => (await receivers()).length, { timeout: 30_000 }).toBe(members.length);
    // Every member once (a receipt per account and notification is the table's key), nobody else.
    expect(await receivers()).toEqual(members);
    const trainer = DEMO_ACCOUNTS.find((account) => account.role === 'Trainer')!;
    const page = await list((await login(api, trainer.email, DEMO_PASSWORD)).token);
    expect(page.items.filter((item) => item.id === id)).toHaveLength(1);
    expect((await list(adminToken)).items.some((item) => item.id === id)).toBe(false);
  }, 60_000);

  it('fan-out run again (a retry after a failure half-way) writes no receipt twice, and pushes the notification once per run', async () => {
    const sent = await announce({ audience: 'role', role: 'Admin' });
    const { id } = sent.body.data as { id: string };
    const admins = await t.db.selectFrom('accounts').select('id').where('role_name', '=', 'Admin').execute();
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('notification_receipts')
            .select(({ fn }) => fn.countAll<string>().as('n'))
            .where('notification_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    await expect.poll(count, { timeout: 20_000 }).toBe(admins.length);
    const published: unknown[] = [];
    const fanout = {
      kind: 'local' as const,
      publish: async (message: unknown) => void published.push(message),
      subscribe: () => undefined,
      close: async () => undefined,
    };
    // Chunks of one: a chunk per admin, every receipt already there.
    await fanOut(t.db, fanout, { notificationId: id, recipients: { kind: 'role', role: 'Admin' } }, 1);
    expect(await count()).toBe(admins.length);
    expect(published).toEqual([
      { audience: { kind: 'role', role: 'Admin' }, notification: expect.objectContaining({ id, category: 'announcement', read: false }) },
    ]);
  });
});
