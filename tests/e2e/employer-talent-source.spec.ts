import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { expectNoSeriousViolations } from './support/accessibility';

/**
 * The talent source: the demo employer (PT Maju Bersama) finds the demo job seeker (Rina Kusuma, whose
 * seeded CV is open to offers) by initials only, asks for the data; the job seeker approves it on their CV page's
 * data requests; the employer then sees the name and contact.
 */
const JOB_SEEKER = 'job-seeker@demo.local';
const EMPLOYER = 'employer@demo.local';
const NAME = 'Rina Kusuma';
const INITIALS = 'R. K.';

/** The page is no wider than the screen once its layout has settled. */
async function expectNoWiderThanScreen(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('an employer finds a censored job seeker and asks for the data; the job seeker approves; the employer sees the contact', async ({ browser }) => {
  test.setTimeout(180_000);
  const employerContext = await browser.newContext();
  const page = await employerContext.newPage();
  await logIn(page, EMPLOYER);
  await page.goto('/employer/talent-source');
  await expect(page.getByRole('heading', { level: 1, name: 'Sumber talenta' })).toBeVisible();
  const search = page.getByRole('search', { name: 'Cari di sumber talenta' });
  await search.getByLabel('Judul profil, pekerjaan yang diinginkan, atau keahlian').fill('forklift');
  await search.getByRole('button', { name: 'Cari', exact: true }).click();
  await page.waitForURL(/searchValue=forklift/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: INITIALS }) });
  await expect(card).toContainText('Tersedia untuk Direkrut');
  await expect(card).toContainText('Forklift');
  await expect(page.getByText(NAME)).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // The status tabs filter by SPEC 3's statuses.
  await page.getByRole('tab', { name: /^Menunggu Persetujuan/ }).click();
  await page.waitForURL(/status=waiting-approval/);
  // The address changes before the tabs render it; a click on "Semua" while it still shows as selected changes nothing
  // (MUI's Tabs call onChange only for another tab), so the test waits for the tabs as a person would see them.
  await expect(page.getByRole('tab', { name: /^Menunggu Persetujuan/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: /^Semua/ }).click();
  await expect(page.getByRole('tab', { name: /^Semua/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(/status=waiting-approval/);

  await card.getByRole('link', { name: 'Lihat profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: INITIALS })).toBeVisible();
  await expect(page.getByText('Data pribadi tersembunyi sampai pencari kerja menyetujui permintaan Anda.')).toBeVisible();
  await expect(page.getByText(JOB_SEEKER)).toHaveCount(0);
  await page.getByRole('button', { name: 'Minta data' }).click();
  const dialog = page.getByRole('dialog', { name: `Minta data ${INITIALS}` });
  await dialog.getByLabel('Pesan').fill('Kami membuka lowongan staf gudang di Jakarta.');
  await dialog.getByRole('button', { name: 'Kirim permintaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Menunggu Persetujuan')).toBeVisible();
  await expectNoSeriousViolations(page);

  // The job seeker answers from the data requests on the CV page; seeing a request marks it opened.
  const seekerContext = await browser.newContext();
  const seeker = await seekerContext.newPage();
  await logIn(seeker, JOB_SEEKER);
  await seeker.goto('/job-seeker/job-profile');
  const panel = seeker.getByRole('region', { name: 'Permintaan data' });
  const request = panel.getByRole('listitem').filter({ hasText: 'PT Maju Bersama' });
  await expect(request).toContainText('Kami membuka lowongan staf gudang di Jakarta.');
  await expect(request).toContainText('Persetujuan Sedang Diproses');
  await request.getByRole('button', { name: 'Setujui' }).click();
  await seeker.getByRole('dialog', { name: 'Bagikan data Anda kepada PT Maju Bersama?' }).getByRole('button', { name: 'Konfirmasi' }).click();
  await expect(request).toContainText('Permintaan Data Disetujui');
  await expect(request.getByRole('button', { name: 'Tarik persetujuan' })).toBeVisible();
  await expectNoSeriousViolations(seeker);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kontak' })).toContainText(JOB_SEEKER);
  await page.goto('/employer/talent-source?status=approved');
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible();

  // Loaded at phone width: the search, the tabs and the cards fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
  await expectNoWiderThanScreen(page);
  await seekerContext.close();
  await employerContext.close();
});
