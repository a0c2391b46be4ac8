import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEV_API_KEY } from '@core/config/apiKey';
import type { RenderSitePage } from '@core/site/rendering';
import { buildApp } from '../../server/src/app';
import type { BuiltSite } from '../../server/src/features/public-site';
import { describeOnDatabase } from './support/databases';
import { createTestApp, type TestApp } from './support/testApp';

const TEMPLATE = '<!doctype html><html lang="id"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';
const render: RenderSitePage = async ({ url }) => ({ status: 200, html: `<h1>${new URL(url).pathname}</h1>`, head: '' });

/** DESIGN 8: the locale cookie sends an unprefixed page to its language; nothing else is touched. */
describeOnDatabase('the remembered locale on unprefixed pages', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const english = { cookie: 'token=; i18n_redirected=en' };

  beforeAll(async () => {
    t = await createTestApp(kind);
    app = await buildApp({ config: t.config, db: t.db, site: async () => ({ template: TEMPLATE, render }) satisfies BuiltSite });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('sends a public page to its /en twin, keeping the path and the query, uncached', async () => {
    for (const [from, to] of [
      ['/', '/en'],
      ['/?utm=mail', '/en?utm=mail'],
      ['/program/some-course?tab=2&x=%20y', '/en/program/some-course?tab=2&x=%20y'],
      ['/login', '/en/login'],
    ]) {
      const response = await get(from!, english);
      expect(response.statusCode, from).toBe(302);
      expect(response.headers.location, from).toBe(to);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.vary).toContain('Cookie');
    }
  });

  it("sends the member app's pages to /en too, before anything about the build", async () => {
    for (const [from, to] of [
      ['/member', '/en/member'],
      ['/member/profile?x=1', '/en/member/profile?x=1'],
      ['/employer/job-vacancy', '/en/employer/job-vacancy'],
      ['/form/FR.APL.01', '/en/form/FR.APL.01'],
    ]) {
      const response = await get(from!, english);
      expect(response.statusCode, from).toBe(302);
      expect(response.headers.location, from).toBe(to);
    }
  });

  it('keeps the target on this site whatever the path looks like', async () => {
    const response = await get('//evil.example/x', english);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en//evil.example/x');
  });

  it('serves the page as asked with the cookie id, with none, or with a value it does not know', async () => {
    for (const cookie of ['i18n_redirected=id', '', 'i18n_redirected=fr', 'other=en']) {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      expect((await get('/', headers)).statusCode, cookie).toBe(200);
      expect((await get('/login', headers)).statusCode, cookie).toBe(200);
      // Without a build the member app answers 503: served, not redirected.
      expect((await get('/member', headers)).statusCode, cookie).not.toBe(302);
    }
  });

  it('never sends an /en page back, whatever the cookie says', async () => {
    for (const cookie of ['i18n_redirected=id', 'i18n_redirected=en']) {
      expect((await get('/en', { cookie })).statusCode).toBe(200);
      expect((await get('/en/login', { cookie })).statusCode).toBe(200);
      expect((await get('/en/member', { cookie })).statusCode).not.toBe(302);
    }
  });

  it('leaves the API, the files, the service worker, other methods and non-navigation fetches alone', async () => {
    const api = await get('/api/main/global-configuration', { ...english, 'x-api-key': DEV_API_KEY });
    expect(api.statusCode).not.toBe(302);
    expect((await get('/api/nothing-here', { ...english, 'x-api-key': DEV_API_KEY })).statusCode).toBe(404);
    for (const url of ['/sw.js', '/assets/app.js', '/member/assets/app.js', '/favicon.ico', '/robots.txt', '/healthz']) {
      expect((await get(url, english)).statusCode, url).not.toBe(302);
    }
    expect((await app.inject({ method: 'POST', url: '/login', headers: english })).statusCode).not.toBe(302);
    expect((await get('/login', { ...english, 'sec-fetch-mode': 'cors' })).statusCode).toBe(200);
    // A browser's navigation says so, and is redirected.
    expect((await get('/login', { ...english, 'sec-fetch-mode': 'navigate' })).statusCode).toBe(302);
  });
});
