import { expect, test } from '@playwright/test';
import { logIn } from './support/accounts';
import { expectNoSeriousViolations } from './support/accessibility';
import { localDateTime } from './support/inputs';

/** The demo LSP (server/src/db/seedCertification.ts): two schemes, two TUKs, the demo assessor, open schedules. */
const LSP_EMAIL = 'lsp@demo.local';

test('the demo LSP creates a TUK and a schedule on it, then opens its participants', async ({ page }) => {
  // Two accessibility scans and two saves: longer than the suite's default minute on a busy machine.
  test.setTimeout(120_000);
  const site = `TUK E2E ${Date.now()}`;
  await logIn(page, LSP_EMAIL);

  await page.goto('/member/jadwal-lsp');
  await expect(page.getByRole('heading', { level: 1, name: 'Jadwal sertifikasi' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Jadwal' })
      .getByRole('row', { name: /TUK Sewaktu Lab Komputer Jakarta/ })
      .first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  // The tab is in the URL: a reload keeps it.
  await page.getByRole('tab', { name: 'TUK' }).click();
  await expect(page).toHaveURL(/\?tab=tuk$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'TUK' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'TUK baru' }).click();
  const siteDialog = page.getByRole('dialog', { name: 'TUK baru' });
  await siteDialog.getByLabel('Nama').fill(site);
  await siteDialog.getByRole('combobox', { name: 'Jenis' }).click();
  await page.getByRole('option', { name: 'TUK Tempat Kerja' }).click();
  await siteDialog.getByLabel('Alamat').fill('Jl. Uji Coba No. 1, Bandung');
  await siteDialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(siteDialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'TUK' }).getByRole('row', { name: new RegExp(site) })).toContainText('TUK Tempat Kerja');
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Jadwal' }).click();
  await page.getByRole('button', { name: 'Jadwal baru' }).click();
  const scheduleDialog = page.getByRole('dialog', { name: 'Jadwal baru' });
  await scheduleDialog.getByRole('combobox', { name: 'Skema' }).click();
  await page.getByRole('option', { name: /Junior Web Developer/ }).click();
  await scheduleDialog.getByRole('combobox', { name: 'TUK' }).click();
  await page.getByRole('option', { name: site }).click();
  await scheduleDialog.getByLabel('Pendaftaran dibuka').fill(localDateTime(1, 8));
  await scheduleDialog.getByLabel('Pendaftaran ditutup').fill(localDateTime(20, 17));
  await scheduleDialog.getByLabel('Asesmen dimulai').fill(localDateTime(21, 8));
  await scheduleDialog.getByLabel('Asesmen berakhir').fill(localDateTime(21, 16));
  await scheduleDialog.getByLabel('Kuota').fill('12');
  // The demo assessor is qualified for the scheme: offered, and chosen.
  await scheduleDialog.getByRole('combobox', { name: 'Asesor' }).click();
  await page.getByRole('option', { name: /Hendra Gunawan/ }).click();
  await scheduleDialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(scheduleDialog).toBeHidden();

  const row = page.getByRole('table', { name: 'Jadwal' }).getByRole('row', { name: new RegExp(site) });
  await expect(row).toContainText('0 / 12');
  await expect(row).toContainText('Gratis');
  await row.getByRole('link', { name: 'Junior Web Developer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Junior Web Developer' })).toBeVisible();
  await expect(page.getByText(site)).toBeVisible();

  await page.getByRole('link', { name: 'Peserta (0)' }).click();
  await expect(page).toHaveURL(/\/member\/jadwal-lsp\/detail\/[0-9a-f-]{36}\/peserta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Peserta' })).toBeVisible();
  await expect(page.getByText('Tidak ada peserta dengan status ini.')).toBeVisible();
});

test('the demo LSP prepares a past schedule’s certificates as one zip, at 390 px in Indonesian and 1280 px in English', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, LSP_EMAIL);
  await page.goto('/member/jadwal-lsp');
  // The demo trainee's valid certificate is from the JWD assessment of 4 August 2025 (seedCertification.ts).
  await page
    .getByRole('table', { name: 'Jadwal' })
    .getByRole('row', { name: /4 Agu 2025/ })
    .getByRole('link', { name: 'Junior Web Developer' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sertifikat jadwal ini' })).toBeVisible();
  await page.getByRole('button', { name: 'Siapkan sertifikat (zip)' }).click();
  const batch = page.getByTestId('certificate-batch');
  await expect(batch.getByRole('status')).toHaveText('1 dari 1 siap', { timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const [zip] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Unduh zip' }).click()]);
  expect(zip.suggestedFilename()).toMatch(/^sertifikat-[0-9a-f]{8}\.zip$/);
  await expectNoSeriousViolations(page);

  // The same batch in English, on a wide screen: the latest batch is what the page shows after a reload.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(page.url().replace('/member/', '/en/member/'));
  await expect(page.getByRole('heading', { level: 2, name: 'Certificates of this schedule' })).toBeVisible();
  await expect(page.getByTestId('certificate-batch').getByRole('status')).toHaveText('1 of 1 ready');
  await expect(page.getByRole('button', { name: 'Download the zip' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prepare them again' })).toBeEnabled();
});
