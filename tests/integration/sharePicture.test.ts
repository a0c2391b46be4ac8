import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RenderSitePage } from '@core/site/rendering';
import { buildApp } from '../../server/src/app';
import { pageTitleOf } from '../../server/src/features/share-picture';
import type { BuiltSite } from '../../server/src/features/public-site';
import { describeOnDatabase } from './support/databases';
import { createTestApp, type TestApp } from './support/testApp';

const TEMPLATE = '<!doctype html><html lang="id"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';

describeOnDatabase('the share picture of a page', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  const rendered: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const render: RenderSitePage = async ({ url }) => {
      const { pathname } = new URL(url);
      rendered.push(pathname);
      const known = pathname === '/en/about-us';
      return { status: known ? 200 : 404, html: '<h1>x</h1>', head: `<title>${known ? 'About &amp; us | BISA' : 'Not found | BISA'}</title>` };
    };
    const site: BuiltSite = { template: TEMPLATE, render };
    app = await buildApp({ config: t.config, db: t.db, site: async () => site });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('draws a 1200x630 PNG of an existing page once and answers it from memory after', async () => {
    const first = await app.inject({ method: 'GET', url: '/share-picture.png?path=%2Fen%2Fabout-us' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    const renders = rendered.filter((path) => path === '/en/about-us').length;
    const second = await app.inject({ method: 'GET', url: '/share-picture.png?path=%2Fen%2Fabout-us' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(rendered.filter((path) => path === '/en/about-us').length).toBe(renders);
  });

  it('draws nothing for a page that does not exist or a path that is not a page', async () => {
    expect((await app.inject({ method: 'GET', url: '/share-picture.png?path=%2Fno-such-page' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/share-picture.png?path=%2Fapi%2Fmain%2Fhealth' })).statusCode).toBe(404);
    for (const path of ['https%3A%2F%2Felsewhere.test', '%2F..%2Fetc', '']) {
      const response = await app.inject({ method: 'GET', url: `/share-picture.png?path=${path}` });
      expect(response.statusCode, path).toBe(400);
    }
    expect((await app.inject({ method: 'GET', url: '/share-picture.png' })).statusCode).toBe(400);
  });

  it('takes the title from the page without the site name, entities read', () => {
    expect(pageTitleOf('<head><title>Tom &amp; Jerry | BISA</title></head>', 'BISA')).toBe('Tom & Jerry');
    expect(pageTitleOf('<head><title>BISA</title></head>', 'BISA')).toBe('BISA');
    expect(pageTitleOf('<head></head>', 'BISA')).toBeUndefined();
  });
});
