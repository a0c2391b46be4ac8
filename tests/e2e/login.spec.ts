import { expect, test } from '@playwright/test';
import { DEMO_TRAINEE, logInThroughForm } from './support/accounts';
import { texts } from './support/texts';

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await logInThroughForm(page, 'id', DEMO_TRAINEE.email, 'Salah#12345');
  await expect(page.getByRole('alert')).toHaveText(texts.id.wrongCredentials);
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: texts.id.loginButton })).toBeEnabled();
});

test('a logged-in user opening the guest pages is sent to the member area', async ({ page }) => {
  await page.goto('/login');
  await logInThroughForm(page, 'id', DEMO_TRAINEE.email, DEMO_TRAINEE.password);
  await expect(page).toHaveURL(/\/member/);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/member/);
  await page.goto('/en/register');
  await expect(page).toHaveURL(/\/en\/member/);
});
