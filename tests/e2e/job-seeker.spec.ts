import { expect, test } from '@playwright/test';
import { logIn } from './support/accounts';
import { expectNoSeriousViolations } from './support/accessibility';

/** A seeded vacancy (server/src/db/seedJobs.ts) the demo job seeker has not applied to (their seeded application is Staf Gudang's). */
const VACANCY = 'Junior Web Developer';
const ALREADY_APPLIED = 'Staf Gudang / Warehouse Staff';

test('the demo job seeker finds a vacancy, applies, sees the application waiting for a result, and withdraws it', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'job-seeker@demo.local');

  await page.goto('/job-seeker/job-vacancy');
  await expect(page.getByRole('heading', { level: 1, name: 'Cari lowongan kerja' })).toBeVisible();
  const results = page.getByRole('region', { name: 'Lowongan kerja yang ditemukan' });
  // The seeded application marks its vacancy.
  await expect(results.getByRole('article').filter({ hasText: ALREADY_APPLIED })).toContainText('Sudah dilamar');
  await expectNoSeriousViolations(page);

  const search = page.getByRole('search', { name: 'Filter lowongan', exact: true });
  await search.getByLabel('Kata kunci').fill('web developer');
  await search.getByRole('button', { name: 'Cari', exact: true }).click();
  await page.waitForURL(/keyword=web\+developer/);
  await expect(results.getByRole('article')).toHaveCount(1);
  await results.getByRole('link', { name: VACANCY }).click();

  await expect(page.getByRole('heading', { level: 1, name: VACANCY })).toBeVisible();
  await expect(page.getByText(/Rp\s?7\.000\.000/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Surat pengantar (opsional)').fill('Saya memiliki sertifikat Junior Web Developer.');
  await page.getByRole('button', { name: 'Lamar', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Kirim lamaran Anda?' });
  await confirm.getByRole('button', { name: 'Kirim lamaran' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lamaran Anda sudah dikirim.' })).toBeVisible();
  await page.getByRole('link', { name: 'Lihat lamaran Anda' }).click();
  await page.waitForURL(/\/job-seeker\/job-applied\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: VACANCY })).toBeVisible();

  await page.goto('/job-seeker/job-applied');
  await expect(page.getByRole('heading', { level: 1, name: 'Lamaran saya' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Lamaran kerja saya' });
  const row = table.getByRole('row').filter({ hasText: VACANCY });
  await expect(row).toContainText('Menunggu Hasil');
  await expect(table.getByRole('row').filter({ hasText: ALREADY_APPLIED })).toContainText('Menunggu Hasil');
  await expectNoSeriousViolations(page);

  await row.getByRole('link', { name: VACANCY }).click();
  await expect(page.getByRole('list', { name: 'Perubahan lamaran ini' })).toContainText('Menunggu Hasil');
  await page.getByRole('button', { name: 'Batalkan lamaran' }).click();
  await page.getByRole('dialog', { name: 'Batalkan lamaran ini?' }).getByRole('button', { name: 'Batalkan', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lamaran Anda sudah dibatalkan.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Batalkan lamaran' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Perubahan lamaran ini' })).toContainText('Dibatalkan');

  // On a phone the table scrolls inside its card; the page itself never gets wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/job-seeker/job-applied');
  await expect(table.getByRole('row').filter({ hasText: VACANCY })).toContainText('Dibatalkan');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await page.goto('/job-seeker/job-vacancy');
  await expect(page.getByRole('heading', { level: 1, name: 'Cari lowongan kerja' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});

test("a Trainee may apply too (SPEC 5): the public Apply button opens the job seeker's page in the Trainee's own area", async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, 'trainee@demo.local');
  await page.goto('/program/bisa-talent/job-vacancy?keyword=web%20developer');
  await page.getByRole('link', { name: VACANCY }).first().click();
  await page.getByRole('link', { name: 'Lamar sekarang' }).click();
  // /job-seeker/job-vacancy?vacancy=... is the Job Seeker's area; the Trainee's same page is /member/job-vacancy.
  await page.waitForURL(/\/member\/job-vacancy\?vacancy=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: VACANCY })).toBeVisible();
  await page.getByRole('button', { name: 'Lamar', exact: true }).click();
  await page.getByRole('dialog', { name: 'Kirim lamaran Anda?' }).getByRole('button', { name: 'Kirim lamaran' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lamaran Anda sudah dikirim.' })).toBeVisible();
  await page.getByRole('link', { name: 'Lihat lamaran Anda' }).click();
  await page.waitForURL(/\/member\/job-applied\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('list', { name: 'Perubahan lamaran ini' })).toContainText('Menunggu Hasil');
  await expectNoSeriousViolations(page);
});
