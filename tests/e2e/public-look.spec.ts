import { expect, test, type Page } from '@playwright/test';
import { en } from '@core/i18n/en';
import { id } from '@core/i18n/id';
import { expectNoSeriousViolations } from './support/accessibility';

/** "Beautiful": the home's promise and actions on the first screen, real pictures, no overflow, accessible. */
const LOCALES = [
  { path: '/', catalog: id },
  { path: '/en', catalog: en },
] as const;
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

/** Every picture on the page scrolled into view (lazy ones load) and settled. */
async function loadEveryPicture(page: Page) {
  for (const image of await page.locator('.home img').all()) await image.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.querySelectorAll('.home img')].every((image) => (image as HTMLImageElement).complete));
}

for (const { path, catalog } of LOCALES) {
  for (const screen of SCREENS) {
    test(`${path} at ${screen.width}x${screen.height}: the hero's two actions are on the first screen`, async ({ page }) => {
      await page.setViewportSize(screen);
      await page.goto(path);
      const hero = page.locator('.home-hero');
      await expect(hero.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
      for (const name of [catalog.siteLook.explorePrograms, catalog.siteLook.registerFree])
        await expect(hero.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
      // No horizontal scrolling on a phone or a laptop.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
    });
  }

  test(`${path}: every home section's picture loads, program cards show a cover, price and action`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await loadEveryPicture(page);
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('.home img')]
        .filter((image) => image.naturalWidth === 0)
        .map((image) => image.currentSrc || image.src),
    );
    expect(broken).toEqual([]);
    // Sections with artwork: services, alumni, special programs, testimonials, partners, news.
    for (const section of ['#home-service', '#home-alumni', '#home-programs', '#home-testimonial', '#home-partners', '#home-news'])
      expect(await page.locator(`section:has(${section}) img`).count(), section).toBeGreaterThan(0);
    const card = page.locator('#home-featured ~ * .program-card, section:has(#home-featured) .program-card').first();
    await expect(card.locator('img.program-card-cover')).toBeVisible();
    await expect(card.locator('.program-card-price strong')).toContainText('Rp');
    await expect(card.locator('.program-card-action')).toHaveText(catalog.siteLook.seeDetails);
    await expectNoSeriousViolations(page);
  });
}

test('the home describes the organisation and its FAQs, and links a share picture drawn from the page', async ({ page, request }) => {
  await page.goto('/en');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? 'null') as { '@type': string }[];
  expect(data.map((item) => item['@type'])).toEqual(['EducationalOrganization', 'FAQPage']);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toContain('/share-picture.png?path=%2Fen');
  const picture = await request.get(new URL(image!).pathname + new URL(image!).search);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  expect((await request.get('/share-picture.png?path=%2Fno-such-page')).status()).toBe(404);
});
