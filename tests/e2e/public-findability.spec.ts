import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { DEMO_TRAINEE, logIn } from './support/accounts';

/** "Findable": the catalogue, the search and the cart are reachable from every page; the program detail decides. */

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

const LOCALES = [
  {
    prefix: '',
    search: 'Cari program',
    searchButton: 'Cari',
    catalogue: 'Jelajahi katalog',
    cartLink: 'Keranjang',
    programTitle: 'Program',
    learn: 'Yang akan Anda pelajari',
    reviews: 'Ulasan',
    price: 'Harga',
    related: 'Program terkait',
    program: 'Dasar Pemrograman Web',
    greeting: 'Hai, Budi',
    cartCount: 'Keranjang (1)',
    add: 'Tambah ke keranjang',
    added: 'Ditambahkan ke keranjang',
  },
  {
    prefix: '/en',
    search: 'Search programs',
    searchButton: 'Search',
    catalogue: 'Browse the catalogue',
    cartLink: 'Cart',
    programTitle: 'Programs',
    learn: 'What you will learn',
    reviews: 'Reviews',
    price: 'Price',
    related: 'Related programs',
    program: 'Web Programming Basics',
    greeting: 'Hi, Budi',
    cartCount: 'Cart (1)',
    add: 'Add to cart',
    added: 'Added to your cart',
  },
] as const;

/** The web course's detail page (it has a linked course, a class and a demo review). */
async function webProgramPath(page: Page, prefix: string): Promise<string> {
  await page.goto(`${prefix}/program/bisa-academy/course`);
  const link = page
    .locator('a[href*="/program/bisa-academy/course/"]')
    .filter({ hasText: /Dasar Pemrograman Web|Web Programming Basics/ })
    .first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('The course list has no link to the web course');
  return href;
}

for (const locale of LOCALES) {
  for (const size of SIZES) {
    test(`${locale.prefix || '/id'} at ${size.width} px: from home a visitor reaches the catalogue, the search and the cart`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(`${locale.prefix}/`);
      // The home page's block leads to the catalogue.
      await page.getByRole('link', { name: new RegExp(locale.catalogue) }).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/program$`));
      // The header's search box is a plain GET form to /search.
      const search = page.getByRole('search', { name: locale.search });
      await search.getByRole('searchbox', { name: locale.search }).fill('web');
      await search.getByRole('button', { name: locale.searchButton }).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/search\\?key=web`));
      await expect(page.getByRole('link', { name: locale.program }).first()).toBeVisible();
      await expectNoSeriousViolations(page);
      // The header's cart link, and the footer's.
      await expect(page.locator('footer a[href$="/cart"]')).toHaveCount(1);
      await page.getByRole('banner').getByRole('link', { name: locale.cartLink, exact: true }).click();
      // A visitor's cart asks to log in first and comes back to it (SPEC 2).
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/(cart|login\\?redirect=.*cart)$`));
    });

    test(`${locale.prefix || '/id'} at ${size.width} px: the program detail shows the syllabus, the price once and reviews`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(await webProgramPath(page, locale.prefix));
      await expect(page.getByRole('heading', { level: 1, name: locale.program })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: locale.learn })).toBeVisible();
      await expect(page.locator('.program-syllabus > li').first()).toBeVisible();
      const box = page.getByRole('complementary', { name: locale.price });
      await expect(box.getByRole('heading', { name: locale.price })).toHaveCount(1);
      // With a discount: the normal price struck through once, what is paid once (no second "Harga", no "-Rp 0").
      await expect(box.locator('.price-pay')).toHaveText(/Rp\s?[\d.]+$/);
      await expect(box.locator('s.price-was')).toHaveCount(1);
      await expect(box).not.toContainText('-Rp 0');
      await expect(page.getByRole('heading', { level: 2, name: locale.reviews })).toBeVisible();
      await expect(page.getByText('runtut')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: locale.related })).toBeVisible();
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]#page-structured-data').textContent()) ?? '{}') as {
        '@type'?: string;
      };
      expect(jsonLd['@type']).toBe('Course');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousViolations(page);
    });
  }

  test(`${locale.prefix || '/id'}: the logged-in header shows the member's name and the cart count`, async ({ page }) => {
    await logIn(page, DEMO_TRAINEE.email, { locale: locale.prefix ? 'en' : 'id' });
    const detail = await webProgramPath(page, locale.prefix);
    await page.goto(detail);
    await page.getByRole('button', { name: locale.add }).click();
    await expect(page.getByText(locale.added)).toBeVisible();
    await page.goto(`${locale.prefix}/`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: locale.greeting })).toHaveAttribute('href', `${locale.prefix}/member`);
    await expect(header.getByRole('link', { name: locale.cartCount })).toBeVisible();
    await expectNoSeriousViolations(page);
    // Leave the cart as it was for the other tests.
    await page.goto(`${locale.prefix}/cart`);
    await page.locator('input[type="checkbox"]').first().check();
    await page.getByRole('button', { name: /Hapus semua yang dicentang|Delete all checked/ }).click();
    await expect(header.getByRole('link', { name: locale.cartLink, exact: true })).toBeVisible();
  });
}
