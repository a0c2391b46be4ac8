import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, logInThroughForm, registerThroughApi, uniqueEmail } from './support/accounts';
import { linkFromMail } from './support/mailbox';

/** The console's errors from now on (a page error included). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a logged-out person opening a member page logs in and comes back to it; another site is never the way back', async ({ page }) => {
  await page.goto('/member/sertifikat?tab=1');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fsertifikat%3Ftab%3D1$/);
  await logInThroughForm(page, 'id', 'trainee@demo.local', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/member\/sertifikat\?tab=1$/);

  await page.context().clearCookies();
  await page.goto('/en/login?redirect=%2F%2Fevil.example%2Fmember');
  await logInThroughForm(page, 'en', 'trainee@demo.local', DEMO_PASSWORD);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/en\/member\/?$/);
});

test('logging out ends the notification connection without an error in the console', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/login');
  await logInThroughForm(page, 'id', 'trainee@demo.local', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/member\/?$/);
  // The hub's connection is open once the unread count shows in the header.
  await expect(page.getByRole('link', { name: /Notifikasi/ })).toBeVisible();
  await page.getByRole('button', { name: 'Profil', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
  expect(errors.filter((text) => /session ended|signalr|websocket/i.test(text))).toEqual([]);
});

test('a trainee switches to the job-seeker account and back (SPEC 4: both ways)', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const email = uniqueEmail('switch-both-ways');
  const password = 'Rahasia#2024';
  await registerThroughApi(request, { email, password, fullname: 'Rina Wulandari' });
  await page.goto(await linkFromMail(request, email, '/email-confirm'));
  await page.goto('/login');
  await logInThroughForm(page, 'id', email, password);
  await expect(page).toHaveURL(/\/member\/?$/);

  // The trainee's dashboard offers the switch; the job seeker lands on the profile, which offers the way back.
  const switchOnPage = async () => {
    await page.getByRole('main').getByRole('button', { name: 'Ganti akun' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
  };
  await switchOnPage();
  await expect(page).toHaveURL(/\/job-seeker\/profile$/);
  await expect(page.getByRole('menu', { name: /menu/i }).getByRole('menuitem', { name: 'Lowongan kerja' })).toBeVisible();

  await switchOnPage();
  await expect(page).toHaveURL(/\/member\/?$/);
  await expect(page.getByRole('menu', { name: /menu/i }).getByRole('menuitem', { name: 'Program saya' })).toBeVisible();
  expect(errors.filter((text) => /session ended/i.test(text))).toEqual([]);
});
