import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInThroughForm, registerThroughApi, uniqueEmail } from './support/accounts';
import { linkFromMail } from './support/mailbox';
import { texts } from './support/texts';
import { accessibilityProblems } from './support/accessibility';

const PASSWORD = 'Rahasia#2024';
const NEW_PASSWORD = 'Sandi!Baru2025';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The profile page's texts, written out (not read from the catalog) so a wrong translation fails the test. */
const profileTexts = {
  id: {
    heading: 'Profil',
    fullname: 'Nama lengkap',
    phone: 'Nomor telepon',
    save: 'Simpan',
    saved: 'Profil Anda sudah disimpan',
    badPhone: 'Masukkan nomor telepon yang valid (8 sampai 15 angka)',
    choosePhoto: 'Pilih foto',
    uploadPhoto: 'Unggah foto',
    photoTitle: 'Foto profil',
    photoHelp: 'PNG, JPEG atau WebP, paling besar 5 MB',
    photoSaved: 'Foto profil Anda sudah diperbarui',
    photoTooLarge: 'Foto melebihi batas 5 MB',
    preview: 'Pratinjau foto profil baru Anda',
    photoOf: (name: string) => `Foto profil ${name}`,
    currentPassword: 'Kata sandi saat ini',
    newPassword: 'Kata sandi baru',
    confirmPassword: 'Ulangi kata sandi baru',
    changePassword: 'Ganti kata sandi',
    passwordChanged: 'Kata sandi Anda sudah diganti. Perangkat Anda yang lain telah dikeluarkan',
    wrongCurrent: 'Kata sandi saat ini salah',
  },
  en: { heading: 'Profile', detailsTitle: 'Personal details', passwordTitle: 'Change password' },
} as const;
const t = profileTexts.id;

/** A new confirmed trainee, logged in through the public login page; returns its e-mail. */
async function logInAsNewMember(page: Page, request: APIRequestContext, fullname: string): Promise<string> {
  const email = uniqueEmail('profile');
  await registerThroughApi(request, { email, password: PASSWORD, fullname });
  await page.goto(await linkFromMail(request, email, '/email-confirm'));
  await expect(page.getByText(texts.id.confirmedText)).toBeVisible();
  await page.goto('/login');
  await logInThroughForm(page, 'id', email, PASSWORD);
  await expect(page.getByRole('heading', { name: texts.id.welcome(fullname) })).toBeVisible();
  return email;
}

async function openProfile(page: Page) {
  await page.goto('/member/profile');
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
}

test('edits the name: the header shows it at once and the dashboard after a reload', async ({ page, request }) => {
  await logInAsNewMember(page, request, 'Rahmat Hidayat');
  await openProfile(page);
  const name = page.getByLabel(t.fullname);
  await expect(name).toHaveValue('Rahmat Hidayat');
  await name.fill('Rahmat Hidayat Siregar');
  await page.getByLabel(t.phone).fill('+62 812 3456 7890');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.getByRole('banner').getByText('Rahmat Hidayat Siregar')).toBeVisible();

  await page.goto('/member');
  await page.reload();
  await expect(page.getByRole('heading', { name: texts.id.welcome('Rahmat Hidayat Siregar') })).toBeVisible();
  await openProfile(page);
  await expect(page.getByLabel(t.phone)).toHaveValue('+62 812 3456 7890');
});

test('a bad phone number shows the rule and saves nothing', async ({ page, request }) => {
  await logInAsNewMember(page, request, 'Sri Wahyuni');
  await openProfile(page);
  await page.getByLabel(t.fullname).fill('Sri Wahyuni Lubis');
  await page.getByLabel(t.phone).fill('12ab');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.badPhone)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(t.fullname)).toHaveValue('Sri Wahyuni');
});

test('uploads a photo after a preview, and refuses one above the document limit', async ({ page, request }) => {
  await logInAsNewMember(page, request, 'Dedi Kurniawan');
  await openProfile(page);
  await expect(page.getByText(t.photoHelp)).toBeVisible();
  const fileInput = page.locator('input[type="file"]');

  // Refused in the browser: nothing is sent.
  await fileInput.setInputFiles({ name: 'besar.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(5_000_001)]) });
  await expect(page.getByRole('region', { name: t.photoTitle }).getByRole('alert')).toHaveText(t.photoTooLarge);
  await expect(page.getByRole('button', { name: t.uploadPhoto })).toHaveCount(0);

  await fileInput.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: t.preview })).toBeVisible();
  await page.getByRole('button', { name: t.uploadPhoto }).click();
  await expect(page.getByText(t.photoSaved)).toBeVisible();

  await page.reload();
  const photo = page.getByRole('main').getByRole('img', { name: t.photoOf('Dedi Kurniawan') });
  await expect(photo).toHaveAttribute('src', /^\/uploads\/[\w-]{32}\.png$/);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
});

test('changes the password, then logs in with the new one', async ({ page, request }) => {
  const email = await logInAsNewMember(page, request, 'Wulan Sari');
  await openProfile(page);
  await page.getByLabel(t.currentPassword).fill('Salah#Sandi1');
  await page.getByRole('textbox', { name: t.newPassword, exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(t.confirmPassword).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: t.changePassword }).click();
  await expect(page.getByText(t.wrongCurrent).first()).toBeVisible();

  await page.getByLabel(t.currentPassword).fill(PASSWORD);
  await page.getByRole('button', { name: t.changePassword }).click();
  await expect(page.getByText(t.passwordChanged)).toBeVisible();

  await page.goto('/member');
  await page.getByRole('button', { name: texts.id.logout }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(texts.id.logoutConfirmation);
  await dialog.getByRole('button', { name: texts.id.confirmYes }).click();
  await expect(page).toHaveURL('/login');

  await logInThroughForm(page, 'id', email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(texts.id.wrongCredentials);
  await logInThroughForm(page, 'id', email, NEW_PASSWORD);
  await expect(page.getByRole('heading', { name: texts.id.welcome('Wulan Sari') })).toBeVisible();
});

for (const path of ['/member/profile', '/en/member/profile']) {
  const expected = path.startsWith('/en') ? profileTexts.en : { heading: t.heading, detailsTitle: 'Data pribadi', passwordTitle: t.changePassword };

  test(`${path} has no serious or critical accessibility violations`, async ({ page, request }) => {
    await logInAsNewMember(page, request, 'Agung Prasetyo');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: expected.heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: expected.detailsTitle })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: expected.passwordTitle })).toBeVisible();
    expect(await accessibilityProblems(page)).toEqual([]);
  });
}
