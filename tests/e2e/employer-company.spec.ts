import { expect, test } from '@playwright/test';
import { logIn } from './support/accounts';
import { expectNoSeriousViolations } from './support/accessibility';

/** A 1x1 PNG, made here: the logo upload only needs real image bytes. */
const LOGO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const WEBSITE = 'https://www.majubersama.co.id';
const STREET = 'Jl. Kapten Tendean No. 12';

test("the demo employer edits its verified company's profile: website, address from the region list and logo", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'employer@demo.local');

  await page.goto('/employer/profile');
  const company = page.getByRole('region', { name: 'Perusahaan' });
  await expect(company.getByRole('status').filter({ hasText: 'Terverifikasi' })).toBeVisible();
  // Verified: the legal name and NPWP are shown but locked, and the page says why.
  await expect(company.getByLabel('Nama resmi perusahaan')).toHaveValue('PT Maju Bersama');
  await expect(company.getByLabel('Nama resmi perusahaan')).toBeDisabled();
  await expect(company.getByLabel('NPWP')).toBeDisabled();
  await expect(company.getByText(/tidak dapat diubah di sini/)).toBeVisible();
  await expectNoSeriousViolations(page);

  await company.getByLabel('Situs web').fill(WEBSITE);
  const address = company.getByRole('group', { name: 'Alamat perusahaan' });
  for (const [level, typed, name] of [
    ['Provinsi', 'Ibukota', 'Daerah Khusus Ibukota Jakarta'],
    ['Kabupaten / kota', 'Selatan', 'Kota Administrasi Jakarta Selatan'],
    ['Kecamatan', 'Mampang', 'Mampang Prapatan'],
    ['Kelurahan / desa', 'Bangka', 'Bangka'],
  ] as const) {
    await address.getByRole('combobox', { name: level }).fill(typed);
    await page.getByRole('option', { name, exact: true }).click();
  }
  await address.getByLabel('Alamat jalan').fill(STREET);
  await address.getByLabel('Kode pos').fill('12730');

  // The logo goes at once; what is being typed above stays.
  await page.locator('#company-logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(page.getByText('Logo disimpan')).toBeVisible();
  const logo = company.getByRole('img', { name: 'Logo PT Maju Bersama' });
  await expect(logo).toHaveAttribute('src', /^\/uploads\/[A-Za-z0-9_-]{32}\.png$/);
  await expect(company.getByLabel('Situs web')).toHaveValue(WEBSITE);

  await company.getByRole('button', { name: 'Simpan profil perusahaan' }).click();
  await expect(page.getByText('Profil perusahaan disimpan')).toBeVisible();

  await page.reload();
  await expect(company.getByLabel('Situs web')).toHaveValue(WEBSITE);
  await expect(address.getByRole('combobox', { name: 'Provinsi' })).toHaveValue('Daerah Khusus Ibukota Jakarta');
  await expect(address.getByRole('combobox', { name: 'Kabupaten / kota' })).toHaveValue('Kota Administrasi Jakarta Selatan');
  await expect(address.getByRole('combobox', { name: 'Kecamatan' })).toHaveValue('Mampang Prapatan');
  await expect(address.getByRole('combobox', { name: 'Kelurahan / desa' })).toHaveValue('Bangka');
  await expect(address.getByLabel('Alamat jalan')).toHaveValue(STREET);
  await expect(company.getByRole('img', { name: 'Logo PT Maju Bersama' })).toHaveAttribute('src', /^\/uploads\//);
  await expectNoSeriousViolations(page);

  // On a phone, loaded fresh: the form fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(company.getByLabel('Situs web')).toHaveValue(WEBSITE);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
