import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiKeyFrom } from '../../server/src/config';
import { DEMO_TRAINEE, logInThroughForm } from './support/accounts';
import type { TestLocale } from './support/texts';
import { accessibilityProblems } from './support/accessibility';

/**
 * The public site's shell (SPEC 2): header menus, mobile sidebar, language toggle, chat link, footers, error
 * page, online indicator. Texts are written out, not read from the catalog: a wrong translation must fail.
 */
const shell = {
  id: {
    prefix: '',
    program: 'Program',
    aboutUs: 'Tentang Kami',
    contactUs: /^Hubungi Kami/,
    forCorporate: 'BISA untuk Korporasi',
    forEducation: 'BISA untuk Pendidikan',
    karyaBisa: 'Karya BISA',
    ourStory: 'Kisah Kami',
    news: 'Berita',
    home: 'Beranda',
    login: 'Masuk',
    dashboard: 'Dasbor',
    openMenu: 'Buka menu',
    closeMenu: 'Tutup menu',
    otherLanguage: 'ENG',
    privacyPolicy: 'Kebijakan privasi',
    copyright: '© 2024 BISA. Hak cipta dilindungi.',
    offline: 'Anda sedang offline. Halaman mungkin tidak termuat sampai koneksi kembali.',
    restored: 'Anda kembali online.',
    progress: 'Memuat halaman',
    notFoundTitle: 'Halaman tidak ditemukan',
    notFoundText: 'Halaman ini tidak dapat ditemukan',
    notFoundImage: 'Peta dengan jalur titik-titik yang berakhir di tanda tanya',
    backHome: 'Kembali ke Beranda',
  },
  en: {
    prefix: '/en',
    program: 'Program',
    aboutUs: 'About us',
    contactUs: /^Contact us/,
    forCorporate: 'BISA for Corporate',
    forEducation: 'BISA for Education',
    karyaBisa: 'Karya BISA',
    ourStory: 'Our story',
    news: 'News',
    home: 'Home',
    login: 'Log in',
    dashboard: 'Dashboard',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    otherLanguage: 'IND',
    privacyPolicy: 'Privacy policy',
    copyright: '© 2024 BISA. All rights reserved.',
    offline: 'You are offline. Pages may not load until the connection is back.',
    restored: 'You are back online.',
    progress: 'Loading the page',
    notFoundTitle: 'Page not found',
    notFoundText: 'This page could not be found',
    notFoundImage: 'A map with a dotted path that ends at a question mark',
    backHome: 'Back to Home page',
  },
} as const;

const LOCALES: TestLocale[] = ['id', 'en'];
const MOBILE = { width: 375, height: 812 };

interface ContactInfo {
  company: { name: string; address: string };
  number: string;
  message: { en: string; id: string };
}

/**
 * The contact info the gateway renders into every page, read as the site reads it. The route must answer: a
 * regression of it fails these tests (it is never a reason to skip them). The key is the gateway's own
 * configuration (API_KEY, else the development key), read through the server's config module.
 */
async function fetchContactInfo(request: APIRequestContext): Promise<ContactInfo> {
  const response = await request.get('/api/main/contact/get-contact-info', { headers: { 'x-api-key': apiKeyFrom(process.env) } });
  expect(response.status(), 'GET /api/main/contact/get-contact-info').toBe(200);
  return ((await response.json()) as { data: ContactInfo }).data;
}

const header = (page: Page) => page.getByRole('banner');

/** Presses Tab until `target` has the focus: it must be reachable from the keyboard. */
async function tabTo(page: Page, target: Locator, maxPresses = 15): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function severeViolations(page: Page): Promise<string[]> {
  // A menu fading in is checked as it finally looks, not half transparent.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  return accessibilityProblems(page);
}

for (const locale of LOCALES) {
  const t = shell[locale];

  test(`[${locale}] the Program and About us menus open, close and return focus with the keyboard`, async ({ page }) => {
    await page.goto(`${t.prefix}/`);
    const program = header(page).getByRole('button', { name: t.program });
    await expect(program).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`#${await program.getAttribute('aria-controls')}`);
    await expect(panel).toBeHidden();

    await tabTo(page, program);
    await page.keyboard.press('Enter');
    await expect(program).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: t.forCorporate })).toHaveAttribute('href', `${t.prefix}/bisa/for-corporate`);
    await expect(panel.getByRole('link', { name: t.forEducation })).toHaveAttribute('href', `${t.prefix}/bisa/for-education`);
    await expect(panel.getByRole('link', { name: t.karyaBisa })).toHaveAttribute('href', `${t.prefix}/karya-bisa`);
    // The women-focused program is announced but disabled: not a link.
    await expect(panel.getByText('Perempuan BISA')).toHaveAttribute('aria-disabled', 'true');
    await expect(panel.getByRole('link', { name: /Perempuan BISA/ })).toHaveCount(0);

    // The panel's first link (the whole catalogue) takes the focus first.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await expect(panel.getByRole('link').first()).toHaveAttribute('href', `${t.prefix}/program`);
    await page.keyboard.press('Escape');
    await expect(program).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(program).toBeFocused();

    const about = header(page).getByRole('button', { name: t.aboutUs });
    await page.keyboard.press('Tab');
    await expect(about).toBeFocused();
    await page.keyboard.press('Enter');
    const aboutPanel = page.locator(`#${await about.getAttribute('aria-controls')}`);
    await expect(aboutPanel.getByRole('link', { name: t.ourStory })).toHaveAttribute('href', `${t.prefix}/about-us`);
    await expect(aboutPanel.getByRole('link', { name: t.news })).toHaveAttribute('href', `${t.prefix}/news`);
    // Tabbing past the last link leaves the menu, which closes behind the focus.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(header(page).getByRole('link', { name: t.contactUs })).toBeFocused();
    await expect(about).toHaveAttribute('aria-expanded', 'false');

    // A click elsewhere closes an open menu too.
    await program.click();
    await expect(panel).toBeVisible();
    // The page's footer: the panel (now with the catalogue's links) covers the heading below it.
    await page
      .getByRole('contentinfo')
      .first()
      .click({ position: { x: 10, y: 10 } });
    await expect(panel).toBeHidden();
  });

  test(`[${locale}] the mobile sidebar opens, lists the navigation with collapsible groups, and closes`, async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto(`${t.prefix}/`);
    await expect(header(page).getByRole('button', { name: t.program })).toBeHidden();

    const menuButton = header(page).getByRole('button', { name: t.openMenu });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    const sidebar = page.getByRole('dialog', { name: 'Menu' });
    await expect(sidebar).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('button', { name: t.closeMenu })).toBeFocused();

    await expect(sidebar.getByRole('link', { name: t.home })).toHaveAttribute('href', t.prefix || '/');
    await expect(sidebar.getByRole('link', { name: t.login, exact: true })).toHaveAttribute('href', `${t.prefix}/login`);
    await expect(sidebar.getByRole('link', { name: t.contactUs })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: t.otherLanguage })).toBeVisible();

    const programGroup = sidebar.getByRole('button', { name: t.program });
    const corporate = sidebar.getByRole('link', { name: t.forCorporate });
    await expect(programGroup).toHaveAttribute('aria-expanded', 'false');
    await expect(corporate).toBeHidden();
    await programGroup.click();
    await expect(programGroup).toHaveAttribute('aria-expanded', 'true');
    await expect(corporate).toHaveAttribute('href', `${t.prefix}/bisa/for-corporate`);
    await expect(sidebar.getByRole('link', { name: t.karyaBisa })).toBeVisible();
    await expect(sidebar.getByText('Perempuan BISA')).toHaveAttribute('aria-disabled', 'true');
    await programGroup.click();
    await expect(corporate).toBeHidden();

    const aboutGroup = sidebar.getByRole('button', { name: t.aboutUs });
    await aboutGroup.click();
    await expect(sidebar.getByRole('link', { name: t.ourStory })).toHaveAttribute('href', `${t.prefix}/about-us`);
    await expect(sidebar.getByRole('link', { name: t.news })).toHaveAttribute('href', `${t.prefix}/news`);
    await aboutGroup.click();
    await expect(sidebar.getByRole('link', { name: t.ourStory })).toBeHidden();

    // Tab stays inside the open dialog.
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await sidebar.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await sidebar.getByRole('button', { name: t.closeMenu }).click();
    await expect(sidebar).toBeHidden();

    // Following a link closes it.
    await menuButton.click();
    await sidebar.getByRole('link', { name: t.login, exact: true }).click();
    await expect(page).toHaveURL(`${t.prefix}/login`);
    await expect(sidebar).toBeHidden();

    // Growing past 1024 px (a tablet turned sideways) closes it, so the page scrolls again.
    await menuButton.click();
    await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe('hidden');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('#mobile-sidebar')).toHaveCount(0);
    await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe('');
  });

  test(`[${locale}] Contact us opens the chat with the number and the language's message`, async ({ page, request }) => {
    const info = await fetchContactInfo(request);
    await page.goto(`${t.prefix}/`);
    const contact = header(page).getByRole('link', { name: t.contactUs });
    const expected = `https://wa.me/${info.number}?text=${encodeURIComponent(info.message[locale])}`;
    await expect(contact).toHaveAttribute('href', expected);
    await expect(contact).toHaveAttribute('target', '_blank');
    await expect(contact).toHaveAttribute('rel', /noopener/);
  });

  test(`[${locale}] the footer shows the company from the contact API, its links and the 2024 copyright`, async ({ page, request }) => {
    const info = await fetchContactInfo(request);
    await page.goto(`${t.prefix}/`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(info.company.name)).toBeVisible();
    await expect(footer.getByText(info.company.address)).toBeVisible();
    await expect(footer.getByText(t.copyright)).toBeVisible();
    await expect(footer.getByRole('link', { name: t.privacyPolicy })).toHaveAttribute('href', `${t.prefix}/privacy-policy`);
    await expect(footer.getByRole('link', { name: t.aboutUs })).toHaveAttribute('href', `${t.prefix}/about-us`);
    await expect(footer.getByRole('link', { name: t.news })).toHaveAttribute('href', `${t.prefix}/news`);
  });

  test(`[${locale}] an unknown page shows the not-found screen with its image and the way home`, async ({ page }) => {
    await page.goto(`${t.prefix}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1, name: t.notFoundTitle })).toBeVisible();
    await expect(page.getByRole('img', { name: t.notFoundImage })).toBeVisible();
    await expect(page.getByText(t.notFoundText)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: t.backHome })).toHaveAttribute('href', t.prefix || '/');
  });

  // /login hydrates the whole app; /about-us is an island page, where plain DOM code draws the same indicator.
  for (const path of ['/login', '/about-us']) {
    test(`[${locale}] ${path}: the online indicator says when the connection drops and returns`, async ({ page, context }) => {
      await page.goto(`${t.prefix}${path}`);
      await page.waitForLoadState('load');
      const status = page.getByRole('status');
      await expect(status).toHaveCount(0);
      await context.setOffline(true);
      await expect(status).toHaveText(t.offline);
      await context.setOffline(false);
      await expect(status).toHaveText(t.restored);
    });
  }

  test(`[${locale}] on an island page the progress bar runs while a followed link's page loads`, async ({ page }) => {
    await page.goto(`${t.prefix}/about-us`);
    await page.waitForLoadState('load');
    // The next page answers slowly (a simulated slow network), so the bar has time to show past its 200 ms throttle.
    await page.route('**/news', async (route) => {
      // eslint-disable-next-line no-restricted-syntax -- the simulated slow server, not a wait of the test's
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    // Watched from inside the page: Playwright's locators wait for a navigation in flight to finish, when the bar is
    // gone. If the bar never shows, the next page replaces this one and the evaluation fails.
    const barLabel = await page
      .getByRole('contentinfo')
      .locator('a[href$="/news"]')
      .first()
      .evaluate(
        (link: HTMLElement) =>
          new Promise<string | null>((resolve) => {
            new MutationObserver((_, observer) => {
              const bar = document.querySelector('[role="progressbar"]');
              if (!bar) return;
              observer.disconnect();
              resolve(bar.getAttribute('aria-label'));
            }).observe(document.body, { childList: true, subtree: true });
            link.click();
          }),
      );
    expect(barLabel).toBe(t.progress);
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/news$`));
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  for (const path of ['/', '/login']) {
    test(`[${locale}] ${t.prefix}${path} has no serious or critical accessibility violations, menus open or not`, async ({ page }) => {
      await page.goto(`${t.prefix}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
      await header(page).getByRole('button', { name: t.program }).click();
      expect(await severeViolations(page)).toEqual([]);

      await page.setViewportSize(MOBILE);
      await header(page).getByRole('button', { name: t.openMenu }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.program }).click();
      expect(await severeViolations(page)).toEqual([]);
    });
  }
}

test('the language toggle keeps the page and its query, and the links follow the language', async ({ page }) => {
  await page.goto('/forgot-password?from=shell');
  await header(page).getByRole('link', { name: 'ENG' }).click();
  await expect(page).toHaveURL('/en/forgot-password?from=shell');
  await expect(header(page).getByRole('link', { name: shell.en.login })).toHaveAttribute('href', '/en/login');
  await header(page).getByRole('link', { name: 'IND' }).click();
  await expect(page).toHaveURL('/forgot-password?from=shell');
  await expect(header(page).getByRole('link', { name: shell.id.login })).toHaveAttribute('href', '/login');
});

test('the logo goes home, and the account pages show the outlined logo', async ({ page }) => {
  await page.goto('/en/register');
  const logo = header(page).getByRole('link', { name: 'BISA, home page' });
  await expect(logo.locator('svg')).toHaveClass(/brand-logo-outlined/);
  await logo.click();
  await expect(page).toHaveURL('/en');
  await expect(logo.locator('svg')).not.toHaveClass(/brand-logo-outlined/);
});

test('the footer keeps its top spacing everywhere except /ecosystem', async ({ page }) => {
  const marginTop = () => page.getByRole('contentinfo').evaluate((footer) => getComputedStyle(footer).marginTop);
  await page.goto('/news');
  expect(await marginTop()).toBe('48px');
  await page.goto('/en/ecosystem');
  expect(await marginTop()).toBe('0px');
});

test('after logging in the header link (Dashboard, then the first name) leads to /member; the sidebar offers no Login', async ({ page }) => {
  await page.goto('/login');
  await logInThroughForm(page, 'id', DEMO_TRAINEE.email, DEMO_TRAINEE.password);
  await expect(page).toHaveURL(/\/member/);

  for (const locale of LOCALES) {
    const t = shell[locale];
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${t.prefix}/`);
    // The server's page says Dashboard; the browser puts the member's first name there (siteFind's greeting).
    await expect(header(page).getByRole('link', { name: new RegExp(`${t.dashboard}|Budi`) })).toHaveAttribute('href', `${t.prefix}/member`);
    await expect(header(page).getByRole('link', { name: t.login, exact: true })).toHaveCount(0);

    await page.setViewportSize(MOBILE);
    await header(page).getByRole('button', { name: t.openMenu }).click();
    const sidebar = page.getByRole('dialog');
    await expect(sidebar.getByRole('link', { name: t.home })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: t.login, exact: true })).toHaveCount(0);
  }
});
