import { expect, test } from '@playwright/test';
import { logInThroughForm, registerThroughApi, uniqueEmail } from './support/accounts';
import { linkFromMail } from './support/mailbox';
import { texts } from './support/texts';

test('forgot password, reset it through the e-mailed link, then log in with the new one', async ({ page, request }) => {
  const t = texts.id;
  const user = { email: uniqueEmail('reset'), password: 'Lama#12345', fullname: 'Andi Pratama' };
  const newPassword = 'Baru#67890';
  await registerThroughApi(request, user);

  await page.goto('/forgot-password');
  await page.getByLabel(t.email, { exact: true }).fill(user.email);
  await page.getByRole('button', { name: t.forgotButton }).click();
  await expect(page.getByRole('status')).toHaveText(t.resetSent);

  await page.goto(await linkFromMail(request, user.email, '/reset-password'));
  await page.getByLabel(t.newPassword, { exact: true }).fill(newPassword);
  await page.getByLabel(t.confirmPassword).fill(newPassword);
  await page.getByRole('button', { name: t.resetButton }).click();
  await expect(page.getByRole('status')).toHaveText(t.passwordChanged);

  await page.getByRole('main').getByRole('link', { name: t.loginLink }).click();
  await logInThroughForm(page, 'id', user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText(t.wrongCredentials);
  await logInThroughForm(page, 'id', user.email, newPassword);
  await expect(page).toHaveURL(/\/member/);
  await expect(page.getByRole('heading', { name: t.welcome(user.fullname) })).toBeVisible();
});
