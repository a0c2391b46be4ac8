import { expect, test } from '@playwright/test';
import { logIn } from './support/accounts';
import { expectNoSeriousViolations } from './support/accessibility';

/** The demo trainee's certificates (server/src/db/seedCertification.ts, README). */
const VALID = 'JWD-LSPTD-2025-000001';
const REVOKED = 'OKM-LSPTD-2025-000001';

test('the demo trainee registers for an open schedule, sees its two forms, and finds their valid and revoked certificates', async ({ page }) => {
  // Three pages with an accessibility scan each: longer than the suite's default minute on a busy machine.
  test.setTimeout(120_000);
  await logIn(page, 'trainee@demo.local');

  await page.goto('/member/sertifikasi');
  await expect(page.getByRole('heading', { level: 1, name: 'Sertifikasi' })).toBeVisible();
  const freeSchedule = page.getByRole('article').filter({ hasText: 'TUK Sewaktu Lab Komputer Jakarta' });
  await expect(freeSchedule).toContainText('Gratis');
  await expectNoSeriousViolations(page);

  await freeSchedule.getByRole('link', { name: /^Detail dan pendaftaran/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Junior Web Developer' })).toBeVisible();
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await page.waitForURL(/\/member\/sertifikasi\/registrasi\/[0-9a-f-]{36}$/);

  const forms = page.getByRole('table', { name: 'Formulir' });
  await expect(forms.getByRole('link', { name: /^FR\.APL\.01/ })).toBeVisible();
  await expect(forms.getByRole('link', { name: /^FR\.APL\.02/ })).toBeVisible();
  await expect(forms.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: 'Isi dan tanda tangani FR.APL.01, FR.APL.02' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Batalkan pendaftaran' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/member/sertifikat');
  const certificates = page.getByRole('table', { name: 'Sertifikat' });
  await expect(certificates.getByRole('row', { name: new RegExp(VALID) })).toContainText('Berlaku');
  await expect(certificates.getByRole('row', { name: new RegExp(REVOKED) })).toContainText('Dicabut');
  await expectNoSeriousViolations(page);
  // On a phone the table scrolls inside its card; the page itself never gets wider than the screen.
  // (Loaded at that width: a desktop page narrowed opens the menu drawer over it.)
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(certificates.getByRole('row', { name: new RegExp(VALID) })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.reload();

  await certificates.getByRole('link', { name: VALID }).click();
  await expect(page.getByRole('heading', { level: 1, name: VALID })).toBeVisible();
  await expect(page.getByRole('link', { name: /Halaman verifikasi publik/ })).toHaveAttribute('href', /^\/qr-access\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: /Open Badges/ })).toHaveAttribute('href', /^\/qr-access\/[0-9a-f-]{36}\/credential\.json$/);
});

test('the demo assessor opens their schedule calendar and the asesi assigned to them', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'assessor@demo.local');

  await page.goto('/member/jadwal-assessor');
  await expect(page.getByRole('heading', { level: 1, name: 'Jadwal asesmen' })).toBeVisible();
  // FullCalendar in Indonesian: its month view's "today" button and the list of the schedules below it.
  await expect(page.getByRole('button', { name: 'hari ini' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Daftar jadwal' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Operator Komputer Muda' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/member/list-sertifikasi');
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar sertifikasi' })).toBeVisible();
  // The demo trainee's two past assessments, both decided competent.
  const assigned = page.getByRole('table', { name: 'Pendaftaran' });
  await expect(assigned.getByRole('row', { name: /Budi Santoso/ }).first()).toContainText('Kompeten');
  await expectNoSeriousViolations(page);
});
