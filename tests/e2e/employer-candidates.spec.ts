import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { expectNoSeriousViolations } from './support/accessibility';

/** The demo accounts (server/src/db/seed*.ts): the job seeker Rina Kusuma and the employer of PT Maju Bersama. */
const JOB_SEEKER = 'job-seeker@demo.local';
const EMPLOYER = 'employer@demo.local';
const CANDIDATE = 'Rina Kusuma';
/** A seeded vacancy of the demo employer the job seeker has not applied to (their seeded application is Staf Gudang's). */
const VACANCY = 'Admin Media Sosial (Magang) / Social Media Intern';

/** A save's notice (react-admin's snackbar) fades in: axe reads a half-faded text as low contrast, so wait for it. */
async function noticeSettled(page: Page) {
  await expect(page.locator('.MuiSnackbarContent-root')).toHaveCSS('opacity', '1');
}

/** The page is no wider than the screen once its layout has settled (a page just narrowed reflows first). */
async function expectNoWiderThanScreen(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('a job seeker applies; the employer finds them, moves them through the board to Hired; the job seeker sees Diterima', async ({ browser }) => {
  test.setTimeout(180_000);
  const seekerContext = await browser.newContext();
  const seeker = await seekerContext.newPage();
  await logIn(seeker, JOB_SEEKER);
  await seeker.goto('/job-seeker/job-vacancy');
  const search = seeker.getByRole('search', { name: 'Filter lowongan', exact: true });
  await search.getByLabel('Kata kunci').fill('media sosial');
  await search.getByRole('button', { name: 'Cari', exact: true }).click();
  await seeker.getByRole('region', { name: 'Lowongan kerja yang ditemukan' }).getByRole('link', { name: VACANCY }).click();
  await expect(seeker.getByRole('heading', { level: 1, name: VACANCY })).toBeVisible();
  await seeker.getByLabel('Surat pengantar (opsional)').fill('Saya aktif membuat konten media sosial.');
  await seeker.getByRole('button', { name: 'Lamar', exact: true }).click();
  await seeker.getByRole('dialog', { name: 'Kirim lamaran Anda?' }).getByRole('button', { name: 'Kirim lamaran' }).click();
  await expect(seeker.getByRole('status').filter({ hasText: 'Lamaran Anda sudah dikirim.' })).toBeVisible();

  const employerContext = await browser.newContext();
  const page = await employerContext.newPage();
  await logIn(page, EMPLOYER);
  await page.goto('/employer/candidate');
  await expect(page.getByRole('heading', { level: 1, name: 'Kandidat' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ringkasan kandidat' })).toContainText('Semua kandidat');
  const table = page.getByRole('table', { name: 'Kandidat' });
  const row = table.getByRole('row').filter({ hasText: VACANCY });
  await expect(row).toContainText(CANDIDATE);
  await expect(row).toContainText('Menunggu Hasil');
  await expectNoSeriousViolations(page);

  // The search is kept in the address.
  const filters = page.getByRole('search', { name: 'Filter kandidat' });
  await filters.getByLabel('Cari nama atau e-mail').fill('Rina');
  await filters.getByRole('button', { name: 'Cari', exact: true }).click();
  await page.waitForURL(/searchValue=Rina/);
  await expect(row).toBeVisible();

  // The board: the card moves by drag and drop once (new -> on process), then by its keyboard-reachable Move menu.
  await page.getByRole('button', { name: 'Papan' }).click();
  await page.waitForURL(/view=kanban/);
  const board = page.getByRole('group', { name: 'Kandidat menurut status rekrutmen' });
  const column = (name: string) => board.getByRole('region', { name: new RegExp(`^${name} \\(`) });
  const card = (name: string) => column(name).getByRole('listitem').filter({ hasText: VACANCY });
  await expect(card('Menunggu Hasil')).toBeVisible();
  await expectNoSeriousViolations(page);

  await card('Menunggu Hasil').dragTo(column('Masih Proses'));
  const dialog = page.getByRole('dialog', { name: `Pindahkan ${CANDIDATE} ke Masih Proses?` });
  await dialog.getByLabel('Catatan (opsional)').fill('Lolos seleksi berkas.');
  await dialog.getByRole('button', { name: 'Pindahkan', exact: true }).click();
  await expect(card('Masih Proses')).toBeVisible();

  for (const [from, to] of [
    ['Masih Proses', 'Lulus'],
    ['Lulus', 'Diterima'],
  ] as const) {
    const move = card(from).getByRole('button', { name: `Pindahkan ${CANDIDATE}` });
    await move.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    // Only the allowed moves are offered.
    await expect(menu.getByRole('menuitem', { name: 'Pindahkan ke Menunggu Hasil' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: `Pindahkan ke ${to}` }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog', { name: `Pindahkan ${CANDIDATE} ke ${to}?` })
      .getByRole('button', { name: 'Pindahkan', exact: true })
      .click();
    await expect(card(to)).toBeVisible();
  }
  await expect(card('Diterima')).toContainText('Tidak ada langkah berikutnya');

  // The application's page: its history, a note and an interview.
  await card('Diterima').getByRole('link', { name: CANDIDATE }).click();
  await expect(page.getByRole('heading', { level: 1, name: CANDIDATE })).toBeVisible();
  const history = page.getByRole('region', { name: 'Riwayat' });
  await expect(history).toContainText('Lulus → Diterima');
  await expect(history).toContainText('Lolos seleksi berkas.');
  await page.getByRole('region', { name: 'Catatan perekrut' }).getByRole('textbox', { name: 'Catatan' }).fill('Mulai bulan depan.');
  await page.getByRole('button', { name: 'Tambah catatan' }).click();
  await expect(page.getByRole('region', { name: 'Catatan perekrut' }).getByRole('listitem')).toContainText('Mulai bulan depan.');
  await noticeSettled(page);
  await expectNoSeriousViolations(page);

  // Loaded at that width: a desktop page narrowed opens the menu drawer over it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(history).toContainText('Lulus → Diterima');
  await expectNoWiderThanScreen(page);
  await page.goto('/employer/candidate?view=kanban');
  await expect(column('Diterima')).toBeVisible();
  await expectNoWiderThanScreen(page);

  await seeker.goto('/job-seeker/job-applied');
  await expect(seeker.getByRole('table', { name: 'Lamaran kerja saya' }).getByRole('row').filter({ hasText: VACANCY })).toContainText('Diterima');
  await seekerContext.close();
  await employerContext.close();
});

test('in English, an illegal drop is refused with the gateway message and the card stays; an interview is scheduled and confirmed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const seeded = 'Staf Gudang / Warehouse Staff';
  await logIn(page, EMPLOYER, { locale: 'en' });

  await page.goto('/en/employer/candidate?view=kanban');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  const board = page.getByRole('group', { name: 'Candidates by hiring status' });
  const column = (name: string) => board.getByRole('region', { name: new RegExp(`^${name} \\(`) });
  const card = column('Waiting result').getByRole('listitem').filter({ hasText: seeded });
  await expect(card).toBeVisible();

  // Waiting result -> Passed skips a step: the gateway refuses it and the card stays where it was.
  await card.dragTo(column('Passed'));
  await page
    .getByRole('dialog', { name: `Move ${CANDIDATE} to Passed?` })
    .getByRole('button', { name: 'Move', exact: true })
    .click();
  await expect(page.getByRole('alert')).toContainText('This application cannot be moved to that status now');
  await expect(card).toBeVisible();
  await expect(column('Passed').getByRole('listitem').filter({ hasText: seeded })).toHaveCount(0);

  await card.getByRole('link', { name: CANDIDATE }).click();
  await expect(page.getByRole('heading', { level: 1, name: CANDIDATE })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cover note' })).toContainText('SIO forklift');
  await expect(page.getByRole('group', { name: 'Allowed moves' }).getByRole('button')).toHaveText(['Move to On Process', 'Move to Rejected']);

  const interviews = page.getByRole('region', { name: 'Interviews' });
  const when = new Date(Date.now() + 3 * 86_400_000);
  const local = `${when.getFullYear()}-${String(when.getMonth() + 1).padStart(2, '0')}-${String(when.getDate()).padStart(2, '0')}T10:30`;
  await interviews.getByLabel('Date and time').fill(local);
  await interviews.getByLabel('Place').fill('PT Maju Bersama, Surabaya');
  await interviews.getByRole('button', { name: 'Schedule', exact: true }).click();
  const item = interviews.getByRole('listitem').filter({ hasText: 'PT Maju Bersama, Surabaya' });
  await expect(item).toContainText('Scheduled');
  await item.getByRole('button', { name: 'Update interview' }).click();
  await item.getByLabel('Interview status').selectOption({ label: 'Confirmed' });
  await item.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(item).toContainText('Confirmed');
  await noticeSettled(page);
  await expectNoSeriousViolations(page);
});
