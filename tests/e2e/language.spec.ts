import { expect, test } from '@playwright/test';
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
