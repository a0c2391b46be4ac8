import { expect, test } from '@playwright/test';
import { logIn } from './support/accounts';
import { expectNoSeriousViolations } from './support/accessibility';

/** The demo job seeker's seeded application (server/src/db/seedJobs.ts), whose vacancy has the demo test (seedJobTests.ts). */
const VACANCY = 'Staf Gudang / Warehouse Staff';
const TEST_TITLE = 'Dasar-dasar gudang / Warehouse basics';

test('the demo job seeker takes the screening test once and the employer sees the result', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'job-seeker@demo.local');

  await page.goto('/job-seeker/job-applied');
  const row = page.getByRole('table', { name: 'Lamaran kerja saya' }).getByRole('row').filter({ hasText: VACANCY });
  await row.getByRole('link', { name: 'Kerjakan tes' }).click();
  await page.waitForURL(/\/job-seeker\/job-applied\/test\/[0-9a-f-]{36}$/);
  const applicationId = page.url().split('/').at(-1)!;

  // The intro: what the test is, one attempt, then Start.
  await expect(page.getByRole('heading', { level: 1, name: TEST_TITLE })).toBeVisible();
  await expect(page.getByText('5 soal · 10 menit · nilai lulus 60%')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Mulai tes' }).click();

  await expect(page.getByRole('timer')).toContainText(/Sisa waktu: \d+:\d\d/);
  const question = (number: number) => page.getByRole('group', { name: `Soal ${number} dari 5` });
  await question(1).getByLabel('A. First In, First Out').check();
  await expect(page.getByRole('status').filter({ hasText: 'Tersimpan' })).toBeVisible();
  await question(2).getByLabel('B. SIO (Surat Izin Operator)').check();
  // Several right options: checkboxes, as many as the hint says.
  await expect(question(3)).toContainText('Pilih 3 jawaban');
  await question(3).getByLabel('A. Sepatu keselamatan / Safety shoes').check();
  await question(3).getByLabel('B. Helm / Hard hat').check();
  await question(3).getByLabel('D. Rompi reflektif / Hi-vis vest').check();
  await expect(question(3).getByLabel('C. Dasi / Necktie')).toBeDisabled();
  await question(4).getByLabel('C. Paling bawah / Bottom').check();
  // Keyboard: the last question's first option is chosen with Space.
  await question(5)
    .getByLabel(/^A\. Mencocokkan stok fisik/)
    .focus();
  await page.keyboard.press('Space');
  await expect(question(5).getByLabel(/^A\. Mencocokkan stok fisik/)).toBeChecked();
  await expectNoSeriousViolations(page);

  // A reload keeps the saved answers and the clock (no prompt on leaving, SPEC 5).
  await page.reload();
  await expect(question(2).getByLabel('B. SIO (Surat Izin Operator)')).toBeChecked();

  await page.getByRole('button', { name: 'Kirim jawaban' }).click();
  const result = page.getByRole('region', { name: 'Hasil Anda' });
  await expect(result).toContainText('Nilai: 100% (5 dari 5 benar)');
  await expect(result).toContainText('Lulus');
  await expect(page.getByRole('button', { name: 'Mulai tes' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // On a phone the page is no wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Hasil Anda' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await page.goto('/job-seeker/job-applied');
  await expect(page.getByRole('table', { name: 'Lamaran kerja saya' }).getByRole('row').filter({ hasText: VACANCY })).toContainText('Hasil tes');

  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, 'employer@demo.local');
  await page.goto(`/employer/candidate/${applicationId}`);
  const section = page.getByRole('region', { name: 'Hasil tes seleksi' });
  await expect(section).toContainText('100% (5 dari 5 benar, nilai lulus 60%)');
  await expect(section).toContainText('Lulus');
  await expect(section.getByRole('table', { name: 'Jawaban per soal' }).getByRole('row')).toHaveCount(6);
  await expectNoSeriousViolations(page);

  // The vacancy's test now has an attempt: its questions are locked, and the editor says so.
  await page.getByRole('link', { name: VACANCY }).click();
  await page.getByRole('region', { name: 'Tes seleksi' }).getByRole('button', { name: 'Ubah' }).click();
  await expect(page.getByText('Pelamar sudah mulai mengerjakan tes ini: hanya judul dan durasi yang bisa diubah.')).toBeVisible();
});
