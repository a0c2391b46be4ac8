import { expect, test } from '@playwright/test';
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
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
  await expect(page).toHaveURL('/');
  // The home page's heading is the seeded banner's (issue 5's content).
  await expect(page.getByRole('heading', { level: 1, name: 'Tingkatkan Keterampilan, Raih Karier Impian' })).toBeVisible();
});

test('the e-mail confirmation page without a token says the link is incomplete', async ({ page }) => {
  await page.goto('/email-confirm');
  await expect(page.getByRole('alert')).toHaveText('Tautan tidak lengkap. Buka kembali tautan dari e-mail Anda.');
});
