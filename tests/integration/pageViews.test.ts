import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCatalogue } from '../../server/src/db/seedCatalogue';
import type { PageViewReport } from '@core/analytics/report.contract';
import { describeOnDatabase } from './support/databases';
import { personWithRole } from './support/principals';
import { client, createTestApp, type TestApp } from './support/testApp';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describeOnDatabase('page-view analytics', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    operator = (await personWithRole(t, 'Admin', 'analytics')).tokens.token;
  });
  afterAll(() => t.close());

  /** A beacon as navigator.sendBeacon sends it: no API key, no cookie, JSON. */
  const beacon = (body: object, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/analytics/page-view',
      headers: { 'content-type': 'application/json', host: 'bisa.test', ...headers },
      payload: body,
    });
  const report = async () => {
    const response = await api.get<PageViewReport>('/api/main/analytics/page-views?days=7', { token: operator });
    expect(response.status).toBe(200);
    return response.body.data;
  };

  it('counts views per day, page, language, device and referring site, and stores no view itself', async () => {
    const views = [
      { body: { path: '/', referrer: 'https://www.google.com/search?q=pelatihan' }, ua: PHONE },
      { body: { path: '/', referrer: 'https://bisa.test/program' }, ua: LAPTOP },
      { body: { path: '/program?q=las&email=ani@example.id' }, ua: PHONE },
      { body: { path: '/en/program/bisa-academy/profession/1', referrer: 'https://instagram.com/bisa' }, ua: LAPTOP },
    ];
    for (const view of views) expect((await beacon(view.body, { 'user-agent': view.ua })).statusCode).toBe(204);

    const data = await report();
    expect(data.perDay).toHaveLength(1);
    expect(data.perDay[0]!.views).toBe(4);
    expect(data.perDay[0]!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.perPage).toEqual([
      { path: '/', views: 2 },
      { path: '/en/program/bisa-academy/profession/1', views: 1 },
      { path: '/program', views: 1 },
    ]);
    expect(data.perLocale).toEqual([
      { locale: 'en', views: 1 },
      { locale: 'id', views: 3 },
    ]);
    expect(data.perDevice).toEqual([
      { device: 'desktop', views: 2 },
      { device: 'mobile', views: 2 },
    ]);
    // The site's own pages are not a referrer; the others are counted by host only.
    expect(data.referrers).toEqual([
      { host: 'google.com', views: 1 },
      { host: 'instagram.com', views: 1 },
    ]);
    expect(data.funnel.programViews).toBe(1);
    // Nothing that could tell a visitor apart is kept: no query string, no address, no user agent.
    const stored = JSON.stringify(await t.db.selectFrom('page_view_counts').selectAll().execute());
    expect(stored).not.toContain('ani@example.id');
    expect(stored).not.toContain('Android');
  });

  it('ignores bots, prefetches, API paths and beacons without a user agent', async () => {
    const before = (await report()).perDay[0]!.views;
    expect((await beacon({ path: '/news' }, { 'user-agent': BOT })).statusCode).toBe(204);
    expect((await beacon({ path: '/news' }, { 'user-agent': LAPTOP, 'sec-purpose': 'prefetch' })).statusCode).toBe(204);
    expect((await beacon({ path: '/news' }, { 'user-agent': LAPTOP, purpose: 'prefetch' })).statusCode).toBe(204);
    expect((await beacon({ path: '/api/cm/account-user/get-profile' }, { 'user-agent': LAPTOP })).statusCode).toBe(204);
    expect((await beacon({ path: 'https://evil.example/' }, { 'user-agent': LAPTOP })).statusCode).toBe(204);
    expect((await beacon({ path: '/news' }, {})).statusCode).toBe(204);
    expect((await beacon({ path: '/news' }, { 'user-agent': 'curl/8.5.0' })).statusCode).toBe(204);
    expect((await report()).perDay[0]!.views).toBe(before);
  });

  it('refuses a malformed beacon with 400 and counts nothing', async () => {
    expect((await beacon({ referrer: 'x' }, { 'user-agent': LAPTOP })).statusCode).toBe(400);
    expect((await beacon({ path: '/', extra: 1 }, { 'user-agent': LAPTOP })).statusCode).toBe(400);
  });

  it('follows program pages to carts and paid orders', async () => {
    await seedCatalogue(t.db);
    const learner = await personWithRole(t, 'Trainee', 'funnel');
    const program = await t.db.selectFrom('programs').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db.insertInto('order_carts').values({ account_id: learner.accountId, program_id: program.id, enrollment_type: 1 }).execute();
    expect((await report()).funnel.addedToCart).toBe(1);
  });

  it('shows the report to the operator only', async () => {
    const learner = await personWithRole(t, 'Trainee', 'report');
    expect((await api.get('/api/main/analytics/page-views', { token: learner.tokens.token })).status).toBe(403);
    expect((await api.get('/api/main/analytics/page-views')).status).toBe(401);
    expect((await api.get('/api/main/analytics/page-views?days=0', { token: operator })).status).toBe(400);
  });
});
