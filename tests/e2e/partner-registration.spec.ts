import { expect, test } from '@playwright/test';
import { logIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousViolations } from './support/accessibility';

/** The operator (server/src/db/seed.ts). */
const OPERATOR = 'admin@demo.local';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

async function mailsTo(request: import('@playwright/test').APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const { messages } = (await (await request.get('/dev/mailbox.json')).json()) as { messages: OutboxMessage[] };
  return messages.filter((message) => message.to === to);
}

/**
 * SPEC 1's partner registration: a visitor registers an employer company on a phone, the operator is
 * mailed and verifies it in the console, and the registrant is mailed the verdict.
 */
test('a visitor registers an employer company at phone width and the operator verifies it', async ({ page, request }) => {
  const email = uniqueEmail('partner');
  const company = `PT Uji Mitra ${Date.now()}`;
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/registrasi-partner');
  await page.getByRole('link', { name: 'Daftar sebagai Perusahaan pemberi kerja' }).click();
  await expect(page).toHaveURL(/\/registrasi-partner\/employer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pendaftaran: Perusahaan pemberi kerja');
  // The page's script must have run: the form posts as JSON.
  await page.waitForLoadState('load');

  // Sent empty: the browser's checks name the fields and focus the first.
  await page.getByRole('button', { name: 'Daftarkan organisasi' }).click();
  await expect(page.getByLabel('Nama badan hukum')).toBeFocused();
  await expect(page.getByText('Setujui syarat dan ketentuan serta kebijakan privasi untuk mendaftar')).toBeVisible();

  await page.getByLabel('Nama badan hukum').fill(company);
  await page.getByLabel('NPWP').fill('12.345');
  await page.getByLabel('Bidang usaha').fill('Logistik');
  await page.getByLabel('Ukuran perusahaan').selectOption('51-200');
  await page.getByLabel('Situs web (opsional)').fill('ujimitra.co.id');
  await page.getByLabel('Alamat jalan').fill('Jl. Medan Merdeka Barat No. 9');
  // Each level lists the areas of the one above once it is chosen (selectOption waits for the option).
  await page.getByLabel('Provinsi').selectOption('31');
  await page.getByLabel('Kabupaten atau kota').selectOption('31.71');
  await page.getByLabel('Kecamatan').selectOption('31.71.01');
  await page.getByLabel('Kelurahan atau desa').selectOption('31.71.01.1001');
  await page.getByLabel('Nama lengkap').fill('Rina Hapsari');
  await page.getByLabel('Jabatan').fill('HR Manager');
  await page.getByLabel('E-mail kantor').fill(email);
  await page.getByLabel('Nomor telepon').fill('0812 3456 7890');
  await page.getByLabel('Kata sandi', { exact: true }).fill('Rahasia#2026');
  await page.getByLabel('Ulangi kata sandi').fill('Rahasia#2026');
  await page.getByRole('checkbox', { name: /menyetujui syarat dan ketentuan/ }).check();
  await expect(page.getByText('Masukkan NPWP: 15 atau 16 digit')).toBeVisible();
  await page.getByLabel('NPWP').fill('01.234.567.8-901.000');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Daftarkan organisasi' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pendaftaran diterima');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(`operator memverifikasi ${company}`)).toBeVisible();
  await expect.poll(async () => (await mailsTo(request, OPERATOR)).some((mail) => mail.subject.includes(company))).toBe(true);

  // The operator opens it in the console, sees what was registered and verifies it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, OPERATOR, { locale: 'en' });
  await page.getByRole('menuitem', { name: 'Organisations', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(company);
  await expect(page).toHaveURL(/Uji/);
  await page.locator('tbody tr').getByText(company).click();
  await expect(page.getByText('01.234.567.8-901.000')).toBeVisible();
  await expect(page.getByText('HR Manager')).toBeVisible();
  await page.getByRole('combobox', { name: 'Verification' }).click();
  await page.getByRole('option', { name: 'Verified' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/member\/admin-organisations(\?|$)/);

  // The registrant is told, in the language they registered in.
  await expect.poll(async () => (await mailsTo(request, email)).map((mail) => mail.subject)).toContain(`${company} sudah terverifikasi`);
});
