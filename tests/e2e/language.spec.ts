import { expect, test } from '@playwright/test';
import { apiKeyOf, logInThroughForm, registerThroughApi, uniqueEmail } from './support/accounts';
import { texts } from './support/texts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

test('the language toggle opens the same page in English and remembers the choice', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');

  await page.getByRole('link', { name: 'ENG', exact: true }).click();
  await expect(page).toHaveURL('/en/login');
  await expect(page.getByRole('heading', { level: 1, name: texts.en.loginHeading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(`${texts.en.loginHeading} | BISA`);

  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'i18n_redirected');
  expect(cookie?.value).toBe('en');
  expect(cookie?.path).toBe('/');
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(YEAR_SECONDS - 60);
  expect(lifetime).toBeLessThanOrEqual(YEAR_SECONDS);

  await page.getByRole('link', { name: 'IND' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: texts.id.loginHeading })).toBeVisible();
  expect((await context.cookies()).find((candidate) => candidate.name === 'i18n_redirected')?.value).toBe('id');
});

test('the chosen language sticks: an unprefixed public page or member page opens in English', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'ENG', exact: true }).click();
  await expect(page).toHaveURL('/en/login');

  // A new visit to the home page, or a bookmark of the member area, comes back in English.
  await page.goto('/?from=bookmark');
  await expect(page).toHaveURL('/en?from=bookmark');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/member');
  // Not logged in: the member area sends its English visitor to the English login.
  await expect(page).toHaveURL(/^[^?]*\/en\/login/);
  await expect(page.getByRole('heading', { level: 1, name: texts.en.loginHeading })).toBeVisible();

  // IND chooses Indonesian again: unprefixed pages stay so.
  await page.getByRole('link', { name: 'IND' }).click();
  await expect(page).toHaveURL(/^[^?]*\/login/);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page).toHaveURL('/');
});

test('logging in from /en/login chooses English; the member toggle saves the choice to the account', async ({ page, context, request }) => {
  const user = { email: uniqueEmail('english'), password: 'Rahasia#2026', fullname: 'Ani Wulandari' };
  await registerThroughApi(request, user);
  await page.goto('/en/login');
  await logInThroughForm(page, 'en', user.email, user.password);
  await expect(page.getByRole('heading', { level: 1, name: texts.en.welcome(user.fullname) })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('en');

  await page.goto('/member');
  await expect(page).toHaveURL('/en/member');
  await expect(page.getByRole('heading', { level: 1, name: texts.en.welcome(user.fullname) })).toBeVisible();

  // Choosing a language in the member area: the page, the cookie and the account (registered in Indonesian, whose
  // mails follow its language) all follow.
  await page.getByRole('link', { name: 'IND', exact: true }).click();
  await expect(page).toHaveURL('/member');
  await expect(page.getByRole('heading', { level: 1, name: texts.id.welcome(user.fullname) })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('id');
  await page.getByRole('link', { name: 'ENG', exact: true }).click();
  await expect(page).toHaveURL('/en/member');
  await expect(page.getByRole('heading', { level: 1, name: texts.en.welcome(user.fullname) })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('en');
  const token = cookies.find((cookie) => cookie.name === 'token')?.value ?? '';
  const profile = await request.get('/api/cm/account-user/profile', {
    headers: { 'x-api-key': await apiKeyOf(request), authorization: `Bearer ${token}` },
  });
  expect(((await profile.json()) as { data: { locale: string } }).data.locale).toBe('en');
});
