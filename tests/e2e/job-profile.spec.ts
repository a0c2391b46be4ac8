import { expect, test } from '@playwright/test';
import { logIn } from './support/accounts';
import { expectNoSeriousViolations } from './support/accessibility';

/** A tiny but whole PDF: the gateway checks the header and the %%EOF marker, not the name. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

test('the demo job seeker edits the CV, is told about an end before its start, saves, uploads a PDF and prints the CV', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'job-seeker@demo.local');

  await page.goto('/job-seeker/job-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'CV Saya' })).toBeVisible();
  // The seeded CV (server/src/db/seedJobProfile.ts), open to offers.
  await expect(page.getByLabel('Judul profil')).toHaveValue(/Staf gudang/);
  await expect(page.getByRole('switch', { name: /Terbuka untuk tawaran kerja/ })).toBeChecked();
  await expectNoSeriousViolations(page);

  await page.getByLabel('Judul profil').fill('Staf gudang, operator forklift dan pengelasan dasar');
  await page.getByLabel('Tambah keahlian').fill('Pengelasan SMAW');
  await page.getByLabel('Tambah keahlian').press('Enter');
  await expect(page.getByRole('list', { name: 'Keahlian Anda' })).toContainText('Pengelasan SMAW');

  const education = page.getByRole('region', { name: 'Pendidikan' });
  await education.getByRole('button', { name: 'Tambah pendidikan' }).click();
  const added = education.getByRole('group', { name: 'Pendidikan 2' });
  await added.getByLabel('Sekolah atau perguruan tinggi').fill('Balai Latihan Kerja Bandung');
  await added.getByLabel('Jenjang atau gelar').fill('Pelatihan');
  await added.getByLabel('Tahun mulai').fill('2024');
  await added.getByLabel('Tahun selesai').fill('2023');
  await page.getByRole('button', { name: 'Simpan CV' }).click();
  await expect(added.getByText('Akhir lebih awal dari mulai')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Beberapa isian perlu diperbaiki' })).toBeVisible();
  await added.getByLabel('Tahun selesai').fill('2024');
  await page.getByRole('button', { name: 'Simpan CV' }).click();
  await expect(page.getByText('CV Anda disimpan')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Keahlian Anda' })).toContainText('Pengelasan SMAW');

  const file = page.getByRole('region', { name: 'Berkas CV' });
  await file.locator('input[type=file]').setInputFiles({ name: 'cv-e2e.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Berkas CV Anda diunggah')).toBeVisible();
  await expect(file.getByRole('button', { name: 'Unduh cv-e2e.pdf' })).toBeVisible();
  await expectNoSeriousViolations(page);

  const printed = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Cetak CV (PDF)' }).click();
  expect((await printed).suggestedFilename()).toMatch(/^CV .+\.pdf$/);

  // On a phone the form is one column: the page never gets wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/job-seeker/job-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'CV Saya' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await expectNoSeriousViolations(page);
});
