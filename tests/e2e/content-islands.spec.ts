import { expect, test, type Page, type Route } from '@playwright/test';
import { addToCartBody } from '@core/cart/model';
import type { ProgramListItem } from '@core/catalogue/contract';
import { apiKeyOf, DEMO_TRAINEE, logIn, registerThroughApi, uniqueEmail } from './support/accounts';
import { linkFromMail } from './support/mailbox';
import { texts } from './support/texts';

/** The chunk with React (islands/hydrate.tsx), loaded only once an island is used. */
const isReact = (url: string) => new URL(url).pathname.startsWith('/assets/hydrate-');

/** The script files the page has asked for so far. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/**
 * Holds an island's chunk until released, so a test can use the island before React has taken it over (as a visitor
 * on a slow connection does). Resolves `requested` when the browser asks for it.
 */
async function holdChunk(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(`**/assets/${name}-*.js`, async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { asked, release };
}

// These pages load no React on a first visit; their islands hydrate on first use. The service worker
// would answer the chunks from its precache, past page.route and the page's request events.
test.use({ serviceWorkers: 'block' });

test('contact us: no React until the form is used, and what was typed before it took over is sent', async ({ page }) => {
  const scripts = scriptsOf(page);
  const chunk = await holdChunk(page, 'ContactMessageForm');
  await page.goto('/en/contact-us');
  await page.waitForLoadState('load');
  expect(scripts.filter(isReact)).toEqual([]);

  await page.getByLabel('Full name').fill('Ani Wulandari');
  await chunk.asked;
  expect(scripts.some(isReact)).toBe(true);
  await page.getByLabel('E-mail').fill('ani@example.id');
  await page.getByLabel('Company or institution').fill('PT Maju Jaya');
  await page.getByLabel('Message', { exact: true }).fill('Safety training for 40 staff, please.');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/api/contact-us');
  // Pressed before the island is hydrated: the press is held and repeated once it is.
  await page.getByRole('button', { name: 'Send' }).click();
  chunk.release();
  expect((await sent).postDataJSON()).toEqual({
    name: 'Ani Wulandari',
    email: 'ani@example.id',
    affiliation: 'PT Maju Jaya',
    messages: 'Safety training for 40 staff, please.',
  });
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, your message has been sent' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('');
});

test("Karya BISA: a product's thumbnail pressed before hydration shows its picture", async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/karya-bisa');
  await page.waitForLoadState('load');
  expect(scripts.filter(isReact)).toEqual([]);
  const card = page.locator('.product-card').filter({ has: page.getByRole('heading', { name: 'Pelatihan Kepemimpinan' }) });
  await expect(card.locator('img').first()).toHaveAttribute('src', '/media/product-1-1.svg');
  const second = card.getByRole('button', { name: 'Pelatihan Kepemimpinan, gambar 2' });
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(card.locator('img').first()).toHaveAttribute('src', '/media/product-1-2.svg');
  expect(scripts.some(isReact)).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the e-mail link confirms the address on the server; the used link says why it failed', async ({ page, request }) => {
    const email = uniqueEmail('confirm-nojs');
    await registerThroughApi(request, { email, password: 'Rahasia#2024', fullname: 'Dewi Lestari' });
    const link = await linkFromMail(request, email, '/email-confirm');
    await page.goto(`/en${link}`);
    await expect(page.getByRole('status')).toHaveText(texts.en.confirmedText);
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(
      'Kami tidak dapat mengonfirmasi alamat e-mail Anda. Tautan ini tidak valid atau sudah kedaluwarsa',
    );
  });

  test('the program search and the partner requirements work as plain pages', async ({ page }) => {
    await page.goto('/en/search');
    await page.getByLabel('Keyword').fill('certification');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/en/search?key=certification');
    await expect(page.getByText('3 programs found for "certification"')).toBeVisible();
    await page.goto('/requirements');
    await expect(page.getByRole('heading', { level: 1, name: 'Persyaratan mitra' })).toBeVisible();
  });
});

test("a member's cart comes rendered with their items and loads no React until used; a box ticked before counts", async ({ page }) => {
  await logIn(page, DEMO_TRAINEE.email, { locale: 'en' });
  // One course in the cart, added as the price box adds it.
  const apiKey = await apiKeyOf(page.request);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')!.value;
  const headers = { 'x-api-key': apiKey, authorization: `Bearer ${token}`, 'accept-language': 'en' };
  const courses = (await (await page.request.get('/api/main/public-site/get-program?subProgramId=5', { headers })).json()) as {
    data: { items: ProgramListItem[] };
  };
  // Not one the trainee holds already (the gateway refuses to sell it twice).
  const held = (await (await page.request.get('/api/main/my-programs', { headers })).json()) as { data: { programId: number }[] };
  const course = courses.data.items.find((item) => !held.data.some((mine) => mine.programId === item.id))!;
  const added = await page.request.post('/api/main/order-cart', { headers, data: addToCartBody(5, course.id) });
  expect([201, 409]).toContain(added.status());

  const scripts = scriptsOf(page);
  const chunk = await holdChunk(page, 'CartPage');
  await page.goto('/en/cart');
  await page.waitForLoadState('load');
  expect(scripts.filter(isReact)).toEqual([]);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hi, Budi' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await expect(summary.locator('.cart-total')).toHaveText('Rp 0');

  // Ticked before the cart's script has taken over: the box stays ticked and the totals follow once it has.
  const box = page.getByRole('checkbox', { name: course.title });
  await box.check();
  await chunk.asked;
  chunk.release();
  await expect(summary.locator('.cart-total')).not.toHaveText('Rp 0');
  await expect(box).toBeChecked();
  await page.getByRole('button', { name: 'Delete all checked' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
});
