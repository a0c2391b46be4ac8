import { expect, test } from '@playwright/test';
import { logInThroughForm, uniqueEmail } from './support/accounts';
import { linkFromMail } from './support/mailbox';
import { texts, type TestLocale } from './support/texts';

const PASSWORD = 'Rahasia#2024';

for (const locale of ['id', 'en'] as const satisfies readonly TestLocale[]) {
  const t = texts[locale];
  const fullname = locale === 'id' ? 'Putri Ayu Lestari' : 'Jane Walker';

  test(`${locale}: register, confirm the e-mail, log in, stay logged in, log out`, async ({ page, request }) => {
    const email = uniqueEmail(`register-${locale}`);

    await page.goto(`${t.prefix}/register`);
    await expect(page.getByRole('heading', { level: 1, name: t.registerHeading })).toBeVisible();
    await page.getByLabel(t.fullname).fill(fullname);
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await expect(page.getByLabel(t.accountType)).toHaveValue('trainee');
    await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(t.confirmPassword).fill(PASSWORD);
    await page.getByRole('button', { name: t.registerButton }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.registeredHeading })).toBeVisible();

    // The mail is in the language of the registration, and so is the page its link opens.
    const confirmLink = await linkFromMail(request, email, `${t.prefix}/email-confirm`);
    await page.goto(confirmLink);
    await expect(page.getByText(t.confirmedText)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: t.loginLink }).click();
    await expect(page).toHaveURL(`${t.prefix}/login`);

    await logInThroughForm(page, locale, email, PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/member`));
    const welcome = page.getByRole('heading', { name: t.welcome(fullname) });
    await expect(welcome).toBeVisible();

    await page.reload();
    await expect(welcome).toBeVisible();

    await page.getByRole('button', { name: t.logout }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(texts[locale].logoutConfirmation);
    await dialog.getByRole('button', { name: t.confirmYes }).click();
    await expect(page).toHaveURL(`${t.prefix}/login`);
    await expect(page.getByRole('heading', { level: 1, name: t.loginHeading })).toBeVisible();
  });
}
