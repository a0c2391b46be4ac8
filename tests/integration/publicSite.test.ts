import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { addToCartBody } from '@core/cart/model';
import type { ProgramPage } from '@core/catalogue/contract';
import { GatewayError, parseErrorMessage } from '@core/errors/parseError';
import type { RenderSitePage, SiteData } from '@core/site/rendering';
import { buildApp } from '../../server/src/app';
import { DEFAULT_CONTACT_INFO, DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { seedCatalogue } from '../../server/src/db/seedCatalogue';
import { seedCertification } from '../../server/src/db/seedCertification';
import { seedSchemes } from '../../server/src/db/seedSchemes';
import type { BuiltSite } from '../../server/src/features/public-site';
import { lastMailTo, login, register, tokenFromMail } from './support/accounts';
import { personWithRole } from './support/principals';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

/** The shape of public-site/index.html after a build: the places the gateway fills. */
const TEMPLATE =
  '<!doctype html><html lang="id"><head><meta name="bisa-api-key" content="__BISA_API_KEY__"><!--app-head--></head>' +
  '<body><div id="root"><!--app-html--></div><!--app-data--></body></html>';

const KNOWN_PAGES = ['/', '/en', '/login', '/en/login', '/cart', '/en/cart'];

/** A stand-in for the server bundle: these tests are about the gateway's part, and need no build. */
function fakeSite() {
  const calls: { url: string; siteData: SiteData }[] = [];
  const render: RenderSitePage = async ({ url, siteData, apiPost }) => {
    calls.push({ url, siteData });
    const { pathname, searchParams } = new URL(url);
    // As /email-confirm's loader: the page's address is an action the renderer posts in-process.
    if (pathname.endsWith('/email-confirm') && apiPost) {
      const outcome = await apiPost('cm', '/account-user/confirm-email', { token: searchParams.get('token') }).then(
        () => 'confirmed',
        (error: unknown) => `refused ${error instanceof GatewayError ? error.status : '?'}: ${parseErrorMessage(error)}`,
      );
      return { status: 200, html: `<p>${outcome}</p>`, head: '' };
    }
    if (pathname === '/explode') throw new Error('a page that fails to render');
    if (pathname === '/moved') return { status: 302, html: '', head: '', redirect: '/login' };
    // '$&' would be a replacement pattern if the gateway used string replacement.
    const known = KNOWN_PAGES.includes(pathname) || pathname.startsWith('/qr-access/');
    return { status: known ? 200 : 404, html: `<h1>Page ${pathname} $&</h1>`, head: `<title>${pathname}</title>` };
  };
  return { site: { template: TEMPLATE, render } satisfies BuiltSite, calls };
}

function siteDataOf(html: string): SiteData {
  const json = /<script id="site-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  // One JSON object, contactInfo first, with every '<' escaped so no value can close the element.
  expect(json, 'the SiteData element').toMatch(/^\{"contactInfo":[^<]*\}$/);
  return JSON.parse(json!) as SiteData;
}

describeOnDatabase('public site rendering in the gateway', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let fake: ReturnType<typeof fakeSite>;
  let adminToken: string;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.db);
    // The demo LSP's certificates, for their pages' cache.
    await seedCatalogue(t.db);
    await seedSchemes(t.db);
    await seedCertification(t.db);
    fake = fakeSite();
    app = await buildApp({ config: t.config, db: t.db, site: async () => fake.site });
    adminToken = (await login(client(app), DEMO_ACCOUNTS.find((account) => account.role === 'Admin')!.email, DEMO_PASSWORD)).token;
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('answers a page with the rendered head and markup, its language, the API key and the SiteData', async () => {
    const response = await get('/en/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<head><meta name="bisa-api-key" content="bisa-dev-api-key"><title>/en/login</title></head>');
    expect(response.body).toContain('<div id="root"><h1>Page /en/login $&</h1></div>');
    expect(siteDataOf(response.body)).toEqual({ contactInfo: DEFAULT_CONTACT_INFO, loggedIn: false });
    expect(fake.calls.at(-1)?.url).toBe('http://bisa.test/en/login');
    expect((await get('/login')).body).toContain('<html lang="id">');
  });

  it('sends the page compressed to a browser that accepts it, brotli first, the same page once decoded', async () => {
    const plain = (await get('/en/about-us')).body;
    const brotli = await get('/en/about-us', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    const gzip = await get('/en/about-us', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect((await get('/en/about-us', { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('answers an unknown path with 404 and the site page the renderer gives', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Page /no-such-page $&</h1>');
    // An unknown API path is still the API's 404 envelope.
    const api = await get('/api/main/nothing-here', { 'x-api-key': t.config.apiKey });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, data: null });
  });

  it('renders a page once per login state and serves it from the cache after that', async () => {
    const before = fake.calls.length;
    const first = await get('/');
    expect((await get('/')).body).toBe(first.body);
    expect(fake.calls.length).toBe(before + 1);

    const loggedIn = await get('/', { cookie: 'i18n_redirected=id; token=some.jwt.value' });
    expect(siteDataOf(loggedIn.body).loggedIn).toBe(true);
    await get('/', { cookie: 'token=another.jwt.value' });
    expect(fake.calls.length).toBe(before + 2);
    // An empty token cookie is no login.
    expect(siteDataOf((await get('/', { cookie: 'token=' })).body).loggedIn).toBe(false);
    expect(fake.calls.length).toBe(before + 2);
  });

  it("renders a member's private page (the cart) for them alone, with their name and cart size, and lets no cache keep it", async () => {
    const memberOf = async (role: 'Trainee' | 'Trainee Staff') => {
      const email = DEMO_ACCOUNTS.find((account) => account.role === role)!.email;
      return (await login(client(app), email, DEMO_PASSWORD)).token;
    };
    const trainee = await memberOf('Trainee');
    const staff = await memberOf('Trainee Staff');
    const course = (await client(app).get<ProgramPage>('/api/main/public-site/get-program?subProgramId=5')).body.data.items[0]!;
    const added = await client(app).post('/api/main/order-cart', addToCartBody(5, course.id), { token: trainee });
    expect(added.status).toBe(201);
    const cartSize = ((await client(app).get<unknown[]>('/api/main/order-cart', { token: trainee })).body.data ?? []).length;
    expect(cartSize).toBeGreaterThan(0);

    const before = fake.calls.length;
    const mine = await get('/en/cart', { cookie: `token=${trainee}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(siteDataOf(mine.body).member).toEqual({ firstName: 'Budi', cartCount: cartSize });
    const theirs = await get('/en/cart', { cookie: `token=${staff}` });
    expect(siteDataOf(theirs.body).member).toEqual({ firstName: 'Siti', cartCount: 0 });
    await get('/en/cart', { cookie: `token=${trainee}` });
    expect(fake.calls.length).toBe(before + 3);
    // A token the gateway does not accept: logged in (the browser may refresh it), but no member on the page.
    const stale = await get('/cart', { cookie: 'token=some.jwt.value' });
    expect(stale.headers['cache-control']).toBe('private, no-store');
    expect(siteDataOf(stale.body)).toMatchObject({ loggedIn: true });
    expect(siteDataOf(stale.body).member).toBeUndefined();
    // Shared pages never carry a member, logged in or not.
    expect(siteDataOf((await get('/en/about-us', { cookie: `token=${trainee}` })).body).member).toBeUndefined();
  });

  it('renders URLs with a query string and pages that are not 200 every time', async () => {
    const before = fake.calls.length;
    await get('/login?from=news');
    await get('/login?from=news');
    await get('/no-such-page');
    await get('/no-such-page');
    expect(fake.calls.length).toBe(before + 4);
  });

  it("keeps a certificate's page apart and drops it when the certificate is revoked, so the revocation shows at once", async () => {
    const certificate = await t.db.selectFrom('certificates').select('id').where('revoked_at', 'is', null).executeTakeFirstOrThrow();
    const before = fake.calls.length;
    await get(`/qr-access/${certificate.id}`);
    await get(`/qr-access/${certificate.id}`);
    expect(fake.calls.length).toBe(before + 1);
    const lsp = await login(client(app), DEMO_ACCOUNTS.find((account) => account.role === 'LSP')!.email, DEMO_PASSWORD);
    const revoked = await client(app).post(
      `/api/certification/jadwal-lsp/certificates/${certificate.id}/revocation`,
      { reason: 'Uji' },
      { token: lsp.token },
    );
    expect(revoked.status).toBe(200);
    await vi.waitFor(async () => {
      await get(`/qr-access/${certificate.id}`);
      expect(fake.calls.length).toBe(before + 2);
    });
    // The site's other pages stay cached.
    const home = fake.calls.length;
    await get('/');
    expect(fake.calls.length).toBe(home);
  });

  it('drops the rendered pages when an employer publishes or closes a vacancy (the portal, the search and the home list them)', async () => {
    const employer = (await personWithRole(t, 'Employer', 'halaman')).tokens.token;
    const company = await client(app).post<{ id: string }>('/api/jp/employer/organisation', { legalName: 'PT Halaman' }, { token: employer });
    await t.db.updateTable('organisations').set({ verification: 'verified' }).where('id', '=', company.body.data.id).execute();
    const draft = await client(app).post<{ id: string }>(
      '/api/jp/employer/job-vacancy',
      { title: 'Juru Masak', employmentType: 'full-time', workMode: 'onsite' },
      { token: employer },
    );
    expect(draft.status).toBe(201);
    await get('/');
    const before = fake.calls.length;
    await get('/');
    expect(fake.calls.length).toBe(before);
    expect((await client(app).post(`/api/jp/employer/job-vacancy/${draft.body.data.id}/publish`, undefined, { token: employer })).status).toBe(200);
    await vi.waitFor(async () => {
      await get('/');
      expect(fake.calls.length).toBe(before + 1);
    });
  });

  it('drops the rendered pages when an operator changes the contact info, and escapes it in the SiteData', async () => {
    await get('/en');
    const name = 'PT Bina </script><script>alert(1)</script> Abadi';
    const changed = { ...DEFAULT_CONTACT_INFO, company: { ...DEFAULT_CONTACT_INFO.company, name } };
    const saved = await client(app).put('/api/main/contact/contact-info', changed, { token: adminToken });
    expect(saved.status).toBe(200);
    const response = await get('/en');
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(response.body).toContain('\\u003c/script>');
    expect(siteDataOf(response.body).contactInfo?.company.name).toBe(name);
  });

  it("lets a page's loader post to the API in-process, in the page's language, and read a refusal's message", async () => {
    const { email } = await register(client(app));
    const token = encodeURIComponent(tokenFromMail(await lastMailTo(client(app), email), '/email-confirm'));
    expect((await get(`/email-confirm?token=${token}`)).body).toContain('<p>confirmed</p>');
    const user = await t.db.selectFrom('users').select('email_confirmed_at').where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.email_confirmed_at).not.toBeNull();
    // The token is single-use: a second visit is refused, in the page's language.
    expect((await get(`/en/email-confirm?token=${token}`)).body).toContain('<p>refused 400: This link is invalid or has expired</p>');
    expect((await get(`/email-confirm?token=${token}`)).body).toContain('<p>refused 400: Tautan ini tidak valid atau sudah kedaluwarsa</p>');
  });

  it('follows a redirect the renderer asks for', async () => {
    const response = await get('/moved');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });

  it('answers 500 with the bare page when rendering fails, so the browser renders it', async () => {
    const response = await get('/explode');
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('site-data');
  });

  it('sends the legacy /old-page addresses to their pages with 301, keeping the language and the query', async () => {
    const cases: [string, string][] = [
      ['/old-page/about-us', '/about-us'],
      ['/old-page/contact-us', '/contact-us'],
      ['/old-page/forget-password', '/forget-password'],
      ['/old-page/login', '/login'],
      ['/old-page/login/trainee?next=%2Fmember', '/login?next=%2Fmember'],
      ['/old-page/news', '/news'],
      ['/old-page/news/berita-baru', '/news/berita-baru'],
      ['/old-page/old-index', '/'],
      ['/en/old-page/old-index', '/en'],
      ['/en/old-page/news/42?utm_source=mail', '/en/news/42?utm_source=mail'],
      ['/en/old-page/login', '/en/login'],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
  });
});

describeOnDatabase('public site before a build', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(kind);
    app = await buildApp({ config: t.config, db: t.db, site: async () => undefined });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('answers 503 saying how to build', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe('The apps are not built yet: run `npm run build`.');
  });
});
