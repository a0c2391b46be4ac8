import { expect, test, type Locator, type Page } from '@playwright/test';
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

/** The board's live region (dnd-kit's, role="status"): what a screen reader hears while a card is carried. */
const liveRegion = (page: Page) => page.locator('[role="status"][id^="DndLiveRegion-"]');

/** The page is no wider than the screen once its layout has settled (a page just narrowed reflows first). */
async function expectNoWiderThanScreen(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Where an element is on screen (it must be rendered). */
async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`Not on screen: ${locator.toString()}`);
  return box;
}

const centre = (box: { x: number; y: number; width: number; height: number }) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

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

  const employerContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
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

  // The board: the card moves by dragging its handle with the mouse (new -> on process), by the keyboard alone (on
  // process -> passed), then by its keyboard-reachable Move menu.
  await page.getByRole('button', { name: 'Papan' }).click();
  await page.waitForURL(/view=kanban/);
  const board = page.getByRole('group', { name: 'Kandidat menurut status rekrutmen' });
  const column = (name: string) => board.getByRole('region', { name: new RegExp(`^${name} \\(`) });
  const card = (name: string) => column(name).getByRole('listitem').filter({ hasText: VACANCY });
  const handle = (name: string) => card(name).getByRole('button', { name: `Seret ${CANDIDATE}`, exact: true });
  await expect(card('Menunggu Hasil')).toBeVisible();
  await expectNoSeriousViolations(page);

  await handle('Menunggu Hasil').dragTo(column('Masih Proses'), { steps: 10 });
  const dialog = page.getByRole('dialog', { name: `Pindahkan ${CANDIDATE} ke Masih Proses?` });
  await dialog.getByLabel('Catatan (opsional)').fill('Lolos seleksi berkas.');
  await dialog.getByRole('button', { name: 'Pindahkan', exact: true }).click();
  await expect(card('Masih Proses')).toBeVisible();

  // The Move menu offers only the allowed moves; Escape closes it.
  await card('Masih Proses')
    .getByRole('button', { name: `Pindahkan ${CANDIDATE}` })
    .focus();
  await page.keyboard.press('Enter');
  const moveMenu = page.getByRole('menu', { name: `Pindahkan ${CANDIDATE}` });
  await expect(moveMenu.getByRole('menuitem', { name: 'Pindahkan ke Lulus' })).toBeVisible();
  await expect(moveMenu.getByRole('menuitem', { name: 'Pindahkan ke Menunggu Hasil' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(moveMenu).toHaveCount(0);

  // By keyboard alone: Space on the handle picks the card up, an arrow carries it to the next column, Escape puts it
  // back, Space drops it; the live region says each step in Indonesian.
  const live = liveRegion(page);
  await handle('Masih Proses').focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: `Kartu ${CANDIDATE} diambil` })).toHaveText(
    `Kartu ${CANDIDATE} diambil dari kolom Masih Proses. Bisa dipindahkan ke: Lulus, Kandidat Gagal, Ditolak.`,
  );
  await page.keyboard.press('ArrowRight');
  await expect(live).toHaveText(`Di atas kolom Lulus: lepaskan untuk memindahkan ${CANDIDATE} ke sini.`);
  await expect(column('Lulus')).toHaveAttribute('data-over', 'allowed');
  await page.keyboard.press('Escape');
  await expect(live).toHaveText(`Pemindahan dibatalkan. ${CANDIDATE} tetap di kolom Masih Proses.`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(handle('Masih Proses')).toBeFocused();

  await page.keyboard.press('Space');
  await expect(live).toContainText(`Kartu ${CANDIDATE} diambil`);
  await page.keyboard.press('ArrowRight');
  await expect(live).toHaveText(`Di atas kolom Lulus: lepaskan untuk memindahkan ${CANDIDATE} ke sini.`);
  await page.keyboard.press('Space');
  const keyboardMove = page.getByRole('dialog', { name: `Pindahkan ${CANDIDATE} ke Lulus?` });
  await expect(keyboardMove).toBeVisible();
  await expect(live).toHaveText(`${CANDIDATE} dilepas di kolom Lulus. Konfirmasikan pemindahan di dialog.`);
  await keyboardMove.getByRole('button', { name: 'Pindahkan', exact: true }).click();
  await expect(card('Lulus')).toBeVisible();

  await card('Lulus')
    .getByRole('button', { name: `Pindahkan ${CANDIDATE}` })
    .focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  // Only the allowed moves are offered.
  await expect(menu.getByRole('menuitem', { name: 'Pindahkan ke Menunggu Hasil' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Pindahkan ke Diterima' }).focus();
  await page.keyboard.press('Enter');
  await page
    .getByRole('dialog', { name: `Pindahkan ${CANDIDATE} ke Diterima?` })
    .getByRole('button', { name: 'Pindahkan', exact: true })
    .click();
  await expect(card('Diterima')).toBeVisible();
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

test('in English, a drop the hiring rules refuse is announced and sends nothing, the card stays; an interview is scheduled and confirmed', async ({
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

  // Waiting result -> Passed skips a step: the board says so while the card is over that column, and the drop opens
  // no confirmation and sends nothing (the gateway's own refusal is tests/integration/jobs.test.ts's).
  const live = liveRegion(page);
  const handle = card.getByRole('button', { name: `Drag ${CANDIDATE}`, exact: true });
  const from = centre(await boxOf(handle));
  const to = centre(await boxOf(column('Passed')));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await expect(live).toHaveText(`Over Passed: ${CANDIDATE} cannot move there from Waiting result.`);
  await expect(column('Passed')).toHaveAttribute('data-over', 'refused');
  await page.mouse.up();
  await expect(live).toHaveText(`${CANDIDATE} was not moved: Passed is not allowed from Waiting result.`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
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

test('on a phone (390 px, touch), pressing and holding the handle picks a card up; dragged to the next column, it opens the confirmation', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const seeded = 'Staf Gudang / Warehouse Staff';
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  await logIn(page, EMPLOYER);
  await page.goto('/employer/candidate?view=kanban');
  const board = page.getByRole('group', { name: 'Kandidat menurut status rekrutmen' });
  const column = (name: string) => board.getByRole('region', { name: new RegExp(`^${name} \\(`) });
  const card = column('Menunggu Hasil').getByRole('listitem').filter({ hasText: seeded });
  const handle = card.getByRole('button', { name: `Seret ${CANDIDATE}`, exact: true });
  await expect(handle).toBeVisible();
  await expectNoWiderThanScreen(page);

  // The finger starts mid-screen and ends just inside the next column, away from the edges where dnd-kit scrolls the
  // board or the page under a finger (the outer fifth of each).
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
  const from = centre(await boxOf(handle));
  const next = await boxOf(column('Masih Proses'));
  const boardBox = await boxOf(board);
  const to = { x: next.x + 24, y: from.y };
  expect(to.x).toBeLessThan(boardBox.x + boardBox.width * 0.8);
  expect(to.y).toBeLessThan(next.y + next.height);

  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: Math.round(point.x), y: Math.round(point.y) }] : [] });
  const live = liveRegion(page);
  await touch('touchStart', from);
  // The press delay: once the finger has stayed put, dnd-kit marks the handle pressed and the card is picked up.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(live).toHaveText(`Kartu ${CANDIDATE} diambil dari kolom Menunggu Hasil. Bisa dipindahkan ke: Masih Proses, Ditolak.`);
  for (let step = 1; step <= 8; step += 1) await touch('touchMove', { x: from.x + ((to.x - from.x) * step) / 8, y: from.y });
  await expect(column('Masih Proses')).toHaveAttribute('data-over', 'allowed');
  await expect(live).toHaveText(`Di atas kolom Masih Proses: lepaskan untuk memindahkan ${CANDIDATE} ke sini.`);
  await touch('touchEnd');

  const dialog = page.getByRole('dialog', { name: `Pindahkan ${CANDIDATE} ke Masih Proses?` });
  await expect(dialog).toBeVisible();
  await expect(live).toHaveText(`${CANDIDATE} dilepas di kolom Masih Proses. Konfirmasikan pemindahan di dialog.`);
  // Cancelled here: the seeded application stays waiting, as the job seeker's specs expect it.
  await dialog.getByRole('button', { name: 'Batal', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toBeVisible();
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
  await expectNoWiderThanScreen(page);
  await context.close();
});
