import { expect, test } from '@playwright/test';
import { DEMO_TRAINEE, logIn } from './support/accounts';

// The worker is blocked for every other spec (playwright.config.ts): it is this one's subject.
test.use({ serviceWorkers: 'allow' });

/** SPEC 1: /sw.js keeps visited pages for a cut network and shows the offline page for the others. */
test('after a first visit a news article opens offline; an unvisited page shows the offline page', async ({ page, context, request }) => {
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-security-policy']).toContain("worker-src 'self'");
  // What the worker precaches keeps its long browser caching too (hashed names).
  const script = /\/assets\/[\w.-]+\.js/.exec(await (await request.get('/')).text())?.[0];
  // A built entry's name and Vite's eight-character content hash (main-DgZGqWG_.js): which hash is not knowable here.
  expect(script).toMatch(/^\/assets\/[\w.-]+-[\w-]{8}\.js$/);
  expect((await request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  await page.goto('/');
  // The worker registers after the load event and claims the page as soon as it is active.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });

  await page.goto('/news');
  const article = page.locator('main a[href^="/news/"]').first();
  await expect(article).toHaveAttribute('href', /^\/news\/./);
  await page.goto((await article.getAttribute('href'))!);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(/\S/);
  const heading = await title.textContent();

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading! })).toBeVisible();

    await page.goto('/investor');
    await expect(page.getByRole('heading', { level: 1, name: 'Anda sedang offline' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Coba lagi' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test("a member's cart, a private page, is never kept by the worker: offline it is the offline page", async ({ page, context }) => {
  await logIn(page, DEMO_TRAINEE.email);
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Keranjang' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hai, Budi' })).toBeVisible();

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Anda sedang offline' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
