import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { login } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

/** ASVS 5.1.5: an operator's notification link may only lead to a page of this site. */
describeOnDatabase('notification links', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.db);
    api = client(t.app);
    adminToken = (await login(api, DEMO_ACCOUNTS.find((account) => account.role === 'Admin')!.email, DEMO_PASSWORD)).token;
  });
  afterAll(() => t.close());

  const send = (link: string, lang: 'id' | 'en' = 'en') =>
    api.post<{ id: string }>(
      '/api/cm/notification/send',
      { audience: 'all', title: { id: 'Info', en: 'Info' }, body: { id: 'Isi', en: 'Body' }, link },
      { token: adminToken, lang },
    );

  it("refuses links that leave the site with a 400 in the caller's language", async () => {
    for (const link of ['//evil.example', '/\\evil.example', '/\\/evil.example', '//evil.example/member', '/\t/evil.example', '/\n/evil.example']) {
      const response = await send(link);
      expect(response.status, JSON.stringify(link)).toBe(400);
    }
    const english = await send('//evil.example');
    expect(english.body.message).toBe('The link must be a page of this site, such as /member');
    expect(english.body.errors).toEqual({ link: 'The link must be a page of this site, such as /member' });
    expect((await send('/\\evil.example', 'id')).body.message).toBe('Tautan harus berupa halaman situs ini, misalnya /member');
  });

  it('stores a link of the site as the browser resolves it', async () => {
    const sent = await send('/member/profile?tab=photo#top');
    expect(sent.status).toBe(201);
    const row = await t.db.selectFrom('notifications').select('link').where('id', '=', sent.body.data.id).executeTakeFirstOrThrow();
    expect(row.link).toBe('/member/profile?tab=photo#top');
    const normalised = await send('/member/../cart');
    expect(normalised.status).toBe(201);
    const stored = await t.db.selectFrom('notifications').select('link').where('id', '=', normalised.body.data.id).executeTakeFirstOrThrow();
    expect(stored.link).toBe('/cart');
  });
});
