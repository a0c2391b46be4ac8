import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { logIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousViolations } from './support/accessibility';
import { linkFromMail } from './support/mailbox';

/** The operator and the demo job seeker (server/src/db/seed*.ts). */
const OPERATOR = 'admin@demo.local';
const JOB_SEEKER = 'job-seeker@demo.local';
const CANDIDATE = 'Rina Kusuma';
const PASSWORD = 'Rahasia#2026';

/** A new employer company through the partner registration API (its form is partner-registration.spec.ts's subject). */
async function registerEmployer(request: APIRequestContext, company: string, email: string) {
  const response = await request.post('/api/cm/partner-registration', {
    headers: { 'x-api-key': 'bisa-dev-api-key' },
    data: {
      kind: 'employer',
      legalName: company,
      npwp: '01.234.567.8-901.000',
      industry: 'Logistik',
      size: '51-200',
      address: 'Jl. Medan Merdeka Barat No. 9',
      provinceCode: '31',
      regencyCode: '31.71',
      districtCode: '31.71.01',
      villageCode: '31.71.01.1001',
      fullname: 'Dewi Lestari',
      position: 'HR Manager',
      email,
      phone: '0812 3456 7890',
      password: PASSWORD,
      acceptTerms: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/**
 * Brings a page to the front. Each context's page is its own window, and in a window behind, MUI's select left its
 * closing list half-faded (hiding the form from the accessibility tree) until the window came forward.
 */
async function front(page: Page): Promise<Page> {
  await page.bringToFront();
  return page;
}

/**
 * The job portal's whole journey: a company registers and is verified by the operator, posts a vacancy with a screening
 * test; a visitor finds it with filters; the demo job seeker updates the CV, applies and takes the test; the employer
 * moves them to Hired on the board, and the job seeker's open applications page shows it without a reload.
 */
test('job portal journey: register, verify, post with a test, search, apply, test, hire, seen live', async ({ browser, request }) => {
  test.setTimeout(180_000);
  // One word no other vacancy has, so each search finds this run's vacancy only.
  const word = `zj${Date.now().toString(36)}`;
  const company = `PT Uji Perjalanan ${word}`;
  const title = `Operator Gudang ${word}`;
  const email = uniqueEmail('journey-employer');

  // 1. The company registers; its contact person confirms the e-mail through the mailed link.
  await registerEmployer(request, company, email);
  const employer = await newPage(browser);
  await employer.goto(await linkFromMail(request, email, '/email-confirm'));
  await expect(employer.getByText('Alamat e-mail Anda sudah dikonfirmasi. Sekarang Anda dapat masuk.')).toBeVisible();

  // 2. Logged in, the employer's vacancies wait for the company to be verified (SPEC 5: not usable yet).
  await logIn(employer, email, { password: PASSWORD });
  await employer.goto('/employer/job-vacancy');
  const pending = employer.getByRole('status').filter({ hasText: 'Perusahaan Anda menunggu verifikasi' });
  await expect(pending).toContainText(company);
  await expect(employer.getByRole('link', { name: 'Lowongan baru' })).toHaveCount(0);
  await employer.getByRole('menuitem', { name: 'Kandidat' }).click();
  await expect(
    employer.getByText('Akun Anda belum aktif. Lowongan kerja, sumber talenta dan kandidat terbuka setelah BISA mengaktifkannya.'),
  ).toBeVisible();
  await expect(employer).toHaveURL(/\/employer\/job-vacancy$/);

  // 3. The operator verifies the organisation in the console.
  const operator = await newPage(browser);
  await logIn(operator, OPERATOR, { locale: 'en' });
  await operator.getByRole('menuitem', { name: 'Organisations', exact: true }).click();
  await operator.getByRole('textbox', { name: 'Search', exact: true }).fill(company);
  // The search applies after react-admin's debounce and redraws the rows: a click on a row being replaced is lost
  // (failed once in a fresh-clone run), so the click waits for the filtered list.
  await expect(operator.getByText('1-1 of 1')).toBeVisible();
  await operator.locator('tbody tr').getByText(company).click();
  await expect(operator).toHaveURL(/\/admin-organisations\/[^/?]+$/);
  await front(operator);
  // The edit form is complete (its toolbar is there) before a choice: it renders once more when it settles.
  await expect(operator.getByRole('button', { name: 'Save' })).toBeVisible();
  await operator.getByRole('combobox', { name: 'Verification' }).click();
  await operator.getByRole('option', { name: 'Verified' }).click();
  await operator.getByRole('button', { name: 'Save' }).click();
  await expect(operator).toHaveURL(/\/member\/admin-organisations(\?|$)/);
  await operator.context().close();
  await front(employer);

  // 4. Reloaded, the page is open: a vacancy with field, place and salary, published, then its screening test.
  await employer.reload();
  await employer.getByRole('link', { name: 'Lowongan baru' }).click();
  await expect(employer.getByRole('heading', { level: 1, name: 'Lowongan kerja baru' })).toBeVisible();
  await employer.getByLabel('Judul pekerjaan').fill(title);
  await employer.getByLabel('Deskripsi').fill('Menerima, menyimpan dan mengirim barang di gudang Jakarta Pusat.');
  await employer.getByLabel('Provinsi').selectOption('31');
  await employer.getByLabel('Kabupaten atau kota').selectOption('31.71');
  await employer.getByLabel('Bidang').selectOption('logistics');
  await employer.getByLabel('Gaji bulanan terendah (Rp)').fill('5500000');
  await employer.getByLabel('Gaji bulanan tertinggi (Rp)').fill('7000000');
  await employer.getByRole('button', { name: 'Simpan', exact: true }).click();
  await employer.waitForURL(/\/employer\/job-vacancy$/);

  const row = employer.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Draf');
  await row.getByRole('button', { name: 'Terbitkan' }).click();
  await employer.getByRole('dialog', { name: 'Terbitkan lowongan ini?' }).getByRole('button', { name: 'Terbitkan' }).click();
  await expect(row).toContainText('Terbit');
  await row.getByRole('link', { name: title }).click();
  await expect(employer.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const editor = employer.getByRole('region', { name: 'Tes seleksi' });
  await editor.getByRole('button', { name: 'Tambah tes seleksi' }).click();
  await editor.getByLabel('Judul tes').fill('Dasar gudang');
  const question = (number: number) => editor.getByRole('group', { name: `Soal ${number}`, exact: true });
  const fillQuestion = async (number: number, text: string, options: string[], right: string[]) => {
    await question(number).getByLabel('Teks soal').fill(text);
    for (const [index, option] of options.entries()) {
      const letter = 'ABCD'[index]!;
      await question(number)
        .getByRole('textbox', { name: `Pilihan ${letter}`, exact: true })
        .fill(option);
    }
    for (const letter of right) await question(number).getByLabel(`Pilihan ${letter}: Jawaban benar`).check();
  };
  await fillQuestion(1, 'Apa arti FIFO?', ['First In, First Out', 'Fast In, Fast Out', 'File In, File Out', 'Free In, Free Out'], ['A']);
  await editor.getByRole('button', { name: 'Tambah soal' }).click();
  await fillQuestion(2, 'Mana yang alat pelindung diri?', ['Sepatu keselamatan', 'Dasi', 'Helm', 'Jam tangan'], ['A', 'C']);
  await editor.getByRole('button', { name: 'Simpan tes' }).click();
  await expect(editor).toContainText('Dasar gudang — 2 soal · 15 menit · nilai lulus 60%');

  // 5. A visitor searches the public site with the keyword and two filters and finds it, with its JobPosting.
  const visitor = await newPage(browser);
  await visitor.goto('/program/bisa-talent/job-vacancy');
  await visitor.waitForLoadState('load');
  const filters = visitor.getByRole('search', { name: 'Cari lowongan kerja' });
  await filters.getByLabel('Kata kunci').fill(word);
  await filters.getByLabel('Provinsi').selectOption('31');
  await filters.getByLabel('Bidang').selectOption('logistics');
  await filters.getByRole('button', { name: 'Cari', exact: true }).click();
  await visitor.waitForURL(/keyword=/);
  expect(new URL(visitor.url()).searchParams.get('province')).toBe('31');
  expect(new URL(visitor.url()).searchParams.get('field')).toBe('logistics');
  await expect(visitor.getByRole('status').filter({ hasText: 'lowongan ditemukan' })).toHaveText('1 lowongan ditemukan');
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // A script's text is not rendered (toContainText reads what is): its content is read as it is.
  await expect.poll(() => visitor.locator('script[type="application/ld+json"]').textContent()).toContain('"JobPosting"');
  await visitor.context().close();

  // 6. The demo job seeker updates the CV's headline, applies with a cover note, and takes the test.
  const seeker = await newPage(browser);
  await logIn(seeker, JOB_SEEKER);
  await seeker.goto('/job-seeker/job-profile');
  await expect(seeker.getByRole('heading', { level: 1, name: 'CV Saya' })).toBeVisible();
  // Kept starting with the seeded words: job-profile.spec.ts reads them on the same server.
  await seeker.getByLabel('Judul profil').fill(`Staf gudang dan operator forklift ${word}`);
  await seeker.getByRole('button', { name: 'Simpan CV' }).click();
  await expect(seeker.getByText('CV Anda disimpan')).toBeVisible();

  await seeker.goto('/job-seeker/job-vacancy');
  const search = seeker.getByRole('search', { name: 'Filter lowongan', exact: true });
  await search.getByLabel('Kata kunci').fill(word);
  await search.getByRole('button', { name: 'Cari', exact: true }).click();
  await seeker.getByRole('region', { name: 'Lowongan kerja yang ditemukan' }).getByRole('link', { name: title }).click();
  await expect(seeker.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await seeker.getByLabel('Surat pengantar (opsional)').fill('Saya berpengalaman dua tahun di gudang dan memegang SIO forklift.');
  await seeker.getByRole('button', { name: 'Lamar', exact: true }).click();
  await seeker.getByRole('dialog', { name: 'Kirim lamaran Anda?' }).getByRole('button', { name: 'Kirim lamaran' }).click();
  await expect(seeker.getByRole('status').filter({ hasText: 'Lamaran Anda sudah dikirim.' })).toBeVisible();

  await seeker.goto('/job-seeker/job-applied');
  const applications = seeker.getByRole('table', { name: 'Lamaran kerja saya' });
  const application = applications.getByRole('row').filter({ hasText: title });
  await expect(application).toContainText('Menunggu Hasil');
  await application.getByRole('link', { name: 'Kerjakan tes' }).click();
  await expect(seeker.getByRole('heading', { level: 1, name: 'Dasar gudang' })).toBeVisible();
  await expect(seeker.getByText('2 soal · 15 menit · nilai lulus 60%')).toBeVisible();
  await seeker.getByRole('button', { name: 'Mulai tes' }).click();
  const answer = (number: number) => seeker.getByRole('group', { name: `Soal ${number} dari 2` });
  await answer(1).getByLabel('A. First In, First Out').check();
  await expect(answer(2)).toContainText('Pilih 2 jawaban');
  await answer(2).getByLabel('A. Sepatu keselamatan').check();
  await answer(2).getByLabel('C. Helm').check();
  await expect(seeker.getByRole('status').filter({ hasText: 'Tersimpan' })).toBeVisible();
  await seeker.getByRole('button', { name: 'Kirim jawaban' }).click();
  const result = seeker.getByRole('region', { name: 'Hasil Anda' });
  await expect(result).toContainText('Nilai: 100% (2 dari 2 benar)');
  await expect(result).toContainText('Lulus');
  await expectNoSeriousViolations(seeker);
  // Left open on the applications page: step 8 watches it change without a reload.
  await seeker.goto('/job-seeker/job-applied');
  await expect(application).toContainText('Menunggu Hasil');
  await expect(application).toContainText('Hasil tes');

  // 7. The employer finds the candidate in the grid, then moves the card to Hired on the board by keyboard.
  await employer.goto('/employer/candidate');
  await expect(employer.getByRole('heading', { level: 1, name: 'Kandidat' })).toBeVisible();
  const candidate = employer.getByRole('table', { name: 'Kandidat' }).getByRole('row').filter({ hasText: title });
  await expect(candidate).toContainText(CANDIDATE);
  await expect(candidate).toContainText('Menunggu Hasil');

  await employer.getByRole('button', { name: 'Papan' }).click();
  await employer.waitForURL(/view=kanban/);
  const board = employer.getByRole('group', { name: 'Kandidat menurut status rekrutmen' });
  const column = (name: string) => board.getByRole('region', { name: new RegExp(`^${name} \\(`) });
  const card = (name: string) => column(name).getByRole('listitem').filter({ hasText: title });
  await expect(card('Menunggu Hasil')).toContainText(CANDIDATE);
  await expectNoSeriousViolations(employer);

  for (const [from, to] of [
    ['Menunggu Hasil', 'Masih Proses'],
    ['Masih Proses', 'Lulus'],
    ['Lulus', 'Diterima'],
  ] as const) {
    await card(from)
      .getByRole('button', { name: `Pindahkan ${CANDIDATE}` })
      .focus();
    await employer.keyboard.press('Enter');
    await employer
      .getByRole('menu')
      .getByRole('menuitem', { name: `Pindahkan ke ${to}` })
      .focus();
    await employer.keyboard.press('Enter');
    await employer
      .getByRole('dialog', { name: `Pindahkan ${CANDIDATE} ke ${to}?` })
      .getByRole('button', { name: 'Pindahkan', exact: true })
      .click();
    await expect(card(to)).toBeVisible();
  }

  await card('Diterima').getByRole('link', { name: CANDIDATE }).click();
  await expect(employer.getByRole('heading', { level: 1, name: CANDIDATE })).toBeVisible();
  const testResult = employer.getByRole('region', { name: 'Hasil tes seleksi' });
  await expect(testResult).toContainText('100% (2 dari 2 benar, nilai lulus 60%)');
  await expect(testResult).toContainText('Lulus');

  // 8. The job seeker's page, never reloaded, follows the move (the notification hub makes it read again).
  await expect(application).toContainText('Diterima', { timeout: 15_000 });
  await employer.context().close();
  await seeker.context().close();
});
