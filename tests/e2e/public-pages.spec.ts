import { expect, test } from '@playwright/test';
import { DEMO_TRAINEE } from './support/accounts';
import { texts } from './support/texts';

test('/registrasi/{account} preselects the account type; an unknown one falls back to trainee', async ({ page }) => {
  await page.goto('/registrasi/employer');
  await expect(page.getByLabel(texts.id.accountType)).toHaveValue('employer');
  await page.goto('/registrasi/astronaut');
  await expect(page.getByLabel(texts.id.accountType)).toHaveValue('trainee');
});

test('the register form names the password rules that are still missing', async ({ page }) => {
  await page.goto('/en/register');
  const password = page.getByLabel(texts.en.password, { exact: true });
  await password.fill('lowercase1');
  await page.getByRole('button', { name: texts.en.registerButton }).click();
  // Focus lands on the first field to fix; the password's error names exactly what it lacks.
  await expect(page.getByLabel(texts.en.fullname)).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/The password still needs: an uppercase letter, a special character/);
});

test('an unknown page says so and links back home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText(texts.id.notFoundText)).toBeVisible();
  await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
  await expect(page).toHaveURL('/');
  // The home page's heading is the seeded banner's (the demo content).
  await expect(page.getByRole('heading', { level: 1, name: 'Tingkatkan Keterampilan, Raih Karier Impian' })).toBeVisible();
});

test('the e-mail confirmation page without a token says the link is incomplete', async ({ page }) => {
  await page.goto('/email-confirm');
  await expect(page.getByRole('alert')).toHaveText('Tautan tidak lengkap. Buka kembali tautan dari e-mail Anda.');
});

test.describe('the marketing pages of SPEC 1-2 without a content call of their own', () => {
  test.use({ javaScriptEnabled: false });
  const pages = [
    { path: '/ecosystem', id: 'Ekosistem BISA', en: 'The BISA Ecosystem' },
    { path: '/what-we-do', id: 'Apa yang Kami Lakukan', en: 'What We Do' },
    { path: '/scholarship', id: 'Beasiswa BISA', en: 'BISA Scholarship' },
    { path: '/investor', id: 'Hubungan Investor', en: 'Investor Relations' },
    { path: '/affiliate', id: 'Program Afiliasi', en: 'Affiliate Program' },
    { path: '/get-app', id: 'Unduh Aplikasi BISA', en: 'Get the BISA App' },
    { path: '/requirements', id: 'Persyaratan mitra', en: 'Partner requirements' },
  ];

  test('each is rendered on the server in both languages, with title, canonical and hreflang, and is in the sitemap', async ({
    page,
    request,
    baseURL,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const { path, id, en } of pages) {
      for (const [url, heading] of [
        [path, id],
        [`/en${path}`, en],
      ] as const) {
        expect((await page.goto(url))?.status(), url).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(`${heading} | BISA`);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${url}`);
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/en${path}`);
        expect(sitemap, url).toContain(`<loc>${baseURL}${url}</loc>`);
      }
    }
    await page.goto('/sitemap');
    await expect(page.getByRole('link', { name: '/en/get-app' })).toBeVisible();
  });
});

test('the home banner video is muted, looped and inline, plays once the page has loaded, and can be paused', async ({ page }) => {
  await page.goto('/');
  const video = page.locator('video.home-video');
  await expect(video).toHaveAttribute('src', '/home-banner.webm');
  await expect(video).toHaveAttribute('poster', /home-banner\.svg$/);
  expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop, element.playsInline, element.preload])).toEqual([
    true,
    true,
    true,
    'none',
  ]);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);
  await page.getByRole('button', { name: 'Jeda video banner' }).click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await expect(page.getByRole('button', { name: 'Putar video banner' })).toHaveAttribute('aria-pressed', 'true');
});

test('what a visitor types into the login form before its script has run is kept, and logs in', async ({ page }) => {
  const t = texts.en;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The whole app's script is held back until the fields are filled, as on a slow phone.
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not 'domcontentloaded': it waits for the held module script.
  await page.goto('/en/login', { waitUntil: 'commit' });
  await page.getByLabel(t.email, { exact: true }).fill(DEMO_TRAINEE.email);
  await page.getByLabel(t.password, { exact: true }).fill(DEMO_TRAINEE.password);
  release();
  // Hydrated: React has attached its props to the field.
  await page.waitForFunction(() => Object.keys(document.getElementById('login-email') ?? {}).some((key) => key.startsWith('__reactProps')));
  await page.getByRole('button', { name: t.loginButton, exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/en/member') || url.pathname.startsWith('/member'));
  expect(new URL(page.url()).pathname).not.toContain('/login');
});
