import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessibilityProblems, consoleErrors, headingProblems, pageProblems, settle } from './support/pageSweep';
import type { TestLocale } from './support/texts';

/**
 * The public page sweep: the sitemap's pages (a few of each kind: a news article stands for all news articles) and
 * the account and verification pages, in Indonesian and English, each visited once and checked for everything a
 * page owes its reader in that visit: the server's HTML carries the page (its language, a level-1 heading, a title
 * and a canonical link: what a search engine or a reader without JavaScript gets), the browser then shows only the
 * page's own language, fits a 390, 768 and 1366 px screen, logs no error, and axe finds nothing serious (in
 * Indonesian at 1366 px, in English at 390 px).
 */

const PHONE = 390;
const WIDER = [768, 1366];
/** Public pages of one kind (the first path segment) visited. */
const PER_KIND = 2;
/** Pages outside the sitemap: the account pages, a visitor's cart (answered with the login) and verification. */
const MORE_PAGES = [
  '/no-such-page',
  '/login',
  '/register',
  '/forgot-password',
  '/cart',
  // The demo trainee's certificate (server/src/db/seedCertification.ts).
  '/sertifikat?number=JWD-LSPTD-2025-000001',
  '/qr-access',
];
const NOT_FOUND = '/no-such-page';

const localized = (locale: TestLocale, path: string) => (locale === 'en' ? `/en${path === '/' ? '' : path}` : path);

/** What the server's HTML lacks of what a search engine or a reader without JavaScript needs. */
function serverHtmlProblems(html: string, locale: TestLocale, path: string): string[] {
  const problems: string[] = [];
  if (!html.includes(`<html lang="${locale}"`)) problems.push('server HTML without the page language');
  if (!/<h1[\s>]/.test(html)) problems.push('server HTML without a level-1 heading');
  if (!/<title>[^<]+ \| BISA<\/title>/.test(html)) problems.push('server HTML without a title');
  if (path !== NOT_FOUND && !html.includes('rel="canonical"')) problems.push('server HTML without a canonical link');
  return problems;
}

/** One visit of a public page: what is wrong with it, each prefixed with its address. */
async function visit(page: Page, locale: TestLocale, path: string): Promise<string[]> {
  const url = localized(locale, path);
  // The browser reports the 404 page's own status as a failed load; that one is intended.
  const errors = consoleErrors(page, (source, text) => path === NOT_FOUND && text.includes('404') && source.endsWith(url));
  const response = await page.goto(url);
  const status = response?.status();
  const problems = status === (path === NOT_FOUND ? 404 : 200) ? [] : [`answered ${status}`];
  problems.push(...serverHtmlProblems((await response?.text()) ?? '', locale, path));
  problems.push(...(await headingProblems(page)));
  await settle(page);
  problems.push(...(await pageProblems(page, locale)));
  // axe once a page: in English at the phone's width, in Indonesian at a laptop's.
  if (locale === 'en') problems.push(...(await accessibilityProblems(page)));
  for (const width of WIDER) {
    await page.setViewportSize({ width, height: 844 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) problems.push(`${scrollWidth} px wide at ${width} px`);
  }
  if (locale === 'id') {
    await settle(page);
    problems.push(...(await accessibilityProblems(page)));
  }
  await page.setViewportSize({ width: PHONE, height: 844 });
  page.removeAllListeners('console');
  page.removeAllListeners('pageerror');
  return [...problems, ...errors].map((problem) => `${url}: ${problem}`);
}

/** A few pages of each kind of the sitemap (the first path segment), in Indonesian. */
async function sitemapPages(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
  const chosen = new Map<string, string[]>();
  for (const path of paths.filter((p) => !p.startsWith('/en'))) {
    const kind = path.split('/')[1] ?? '';
    const list = chosen.get(kind) ?? [];
    if (list.length < PER_KIND) chosen.set(kind, [...list, path]);
  }
  return [...chosen.values()].flat();
}

test.use({ viewport: { width: PHONE, height: 844 } });

for (const locale of ['id', 'en'] as const satisfies TestLocale[]) {
  test(`public pages in ${locale}: rendered on the server, own language, 390 to 1366 px, no console error, accessible`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const found: string[] = [];
    for (const path of [...(await sitemapPages(request)), ...MORE_PAGES]) found.push(...(await visit(page, locale, path)));
    expect(found).toEqual([]);
  });
}
