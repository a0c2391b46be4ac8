import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { accessibilityProblems } from './support/accessibility';

/** The form pages' texts, written out (not read from the catalog) so a wrong translation fails the test. */
const t = {
  startForm: 'Buka formulir',
  submit: 'Kirim',
  sign: 'Tanda tangan',
  submitted: 'Bagian dikirim',
  signed: 'Ditandatangani',
  locked: 'Status: terkunci, versi 1',
  menuForms: 'Formulir asesmen',
  downloadPdf: 'Unduh PDF',
} as const;

/** Starts a form; the asesi names the assessor who is to reach it (an assessor starting one is its own). */
async function startForm(page: Page, formLabel: RegExp, assessorEmail?: string) {
  await page.goto('/form');
  await page.getByRole('combobox', { name: 'Formulir saya' }).click();
  await page.getByRole('option', { name: formLabel }).click();
  if (assessorEmail) await page.getByLabel('E-mail asesor').fill(assessorEmail);
  await page.getByRole('button', { name: t.startForm }).click();
  await page.waitForURL(/\/form\/[a-z-]+\/[0-9a-f-]{36}$/);
}

async function submitAndSign(page: Page, section: ReturnType<Page['locator']>) {
  await section.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page.getByText(t.submitted).first()).toBeVisible();
  await section.getByRole('button', { name: t.sign }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.sign }).click();
  await expect(section.getByText(/Ditandatangani oleh/)).toBeVisible();
}

test('the asesi fills APL.01 and APL.02, the assessor reviews APL.02 and signs', async ({ page }) => {
  // Two people, three forms and two accessibility scans: longer than the suite's default minute.
  test.setTimeout(150_000);
  await logIn(page, 'trainee@demo.local');

  await startForm(page, /FR\.APL\.01/);
  // The precompiled validators judge in the page: a wrong NIK is shown at the field before anything is sent.
  let submits = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/submit')) submits += 1;
  });
  const applicant = page.getByRole('region', { name: 'Bagian Pemohon' });
  await applicant.getByLabel('No. KTP/NIK/Paspor').fill('12345');
  await applicant.getByRole('button', { name: t.submit, exact: true }).click();
  // The field's own hint from the form file, as the gateway words it, never the regular expression.
  await expect(applicant.getByText('No. KTP/NIK/Paspor: isi dengan 16 digit NIK atau nomor paspor (huruf diikuti 6-8 huruf/angka)')).toBeVisible();
  expect(submits).toBe(0);
  await applicant.getByLabel('No. KTP/NIK/Paspor').fill('3174012304980001');
  await applicant.getByLabel('Tempat lahir').fill('Jakarta');
  await applicant.getByLabel('Tanggal lahir').fill('1998-04-23');
  await applicant.getByRole('radio', { name: 'Laki-laki' }).check();
  await applicant.getByLabel('Kebangsaan').fill('Indonesia');
  // The home address from the region list (the address picker in a dialog), kept as the form's one line of text.
  await applicant.getByRole('button', { name: 'Isi dari daftar wilayah' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Alamat dari daftar wilayah' });
  for (const [level, typed, name] of [
    ['Provinsi', 'Ibukota', 'Daerah Khusus Ibukota Jakarta'],
    ['Kabupaten / kota', 'Selatan', 'Kota Administrasi Jakarta Selatan'],
    ['Kecamatan', 'Mampang', 'Mampang Prapatan'],
    ['Kelurahan / desa', 'Bangka', 'Bangka'],
  ] as const) {
    await picker.getByRole('combobox', { name: level }).fill(typed);
    await page.getByRole('option', { name, exact: true }).click();
  }
  await picker.getByLabel('Alamat jalan').fill('Jl. Kemang Raya No. 12');
  await picker.getByRole('button', { name: 'Pakai alamat ini' }).click();
  await expect(picker).toBeHidden();
  await expect(applicant.getByLabel('Alamat rumah')).toHaveValue(
    'Jl. Kemang Raya No. 12, Bangka, Mampang Prapatan, Kota Administrasi Jakarta Selatan, Daerah Khusus Ibukota Jakarta',
  );
  await applicant.getByLabel('HP', { exact: false }).first().fill('+62 812-3456-7890');
  await applicant.getByRole('combobox', { name: /Kualifikasi pendidikan/ }).click();
  await page.getByRole('option', { name: 'D4/S1' }).click();
  await applicant.getByRole('radio', { name: 'Sertifikasi', exact: true }).check();
  for (const radio of await applicant.getByRole('radio', { name: 'Ada Memenuhi Syarat' }).all()) await radio.check();
  await submitAndSign(page, applicant);

  await startForm(page, /FR\.APL\.02/, 'assessor@demo.local');
  const selfAssessment = page.getByRole('region', { name: 'Bagian Asesi' });
  await expect(selfAssessment.getByRole('radio', { name: 'K', exact: true }).first()).toBeVisible();
  const competent = await selfAssessment.getByRole('radio', { name: 'K', exact: true }).all();
  expect(competent.length).toBeGreaterThan(10);
  for (const radio of competent) await radio.check();
  await submitAndSign(page, selfAssessment);
  const apl02 = page.url().replace(/^https?:\/\/[^/]+/, '');

  await logIn(page, 'assessor@demo.local');
  await page.goto(apl02);
  const review = page.getByRole('region', { name: 'Bagian Asesor' });
  await review.getByRole('radio', { name: 'Asesmen dapat dilanjutkan' }).check();
  await submitAndSign(page, review);
  await expect(page.getByText(t.locked)).toBeVisible();

  expect(await accessibilityProblems(page, { include: 'article' })).toEqual([]);
  await page.goto('/form');
  await expect(page.getByRole('heading', { name: 'Formulir saya', level: 1 })).toBeVisible();
  // A line names whose form it is and for which scheme, not only the form's code.
  await page.getByRole('tab', { name: /Selesai/ }).click();
  const line = page.getByRole('listitem').filter({ hasText: 'FR.APL.02' }).first();
  await expect(line).toContainText('Budi Santoso');
  await expect(line).toContainText('Skema sertifikasi');
  await expect(line).not.toContainText('Tanpa skema');
  expect(await accessibilityProblems(page, { include: 'main' })).toEqual([]);
});

test('both sign AK.01; the assessor fills IA.01 and AK.02 and downloads the PDF', async ({ page }) => {
  test.setTimeout(150_000);
  await logIn(page, 'trainee@demo.local');
  // The forms are in the member menu of the roles that fill them.
  await page.goto('/member');
  await page.getByRole('menuitem', { name: t.menuForms }).click();
  await page.waitForURL(/\/form$/);

  await startForm(page, /FR\.AK\.01/, 'assessor@demo.local');
  const ak01 = page.url().replace(/^https?:\/\/[^/]+/, '');
  const consent = page.getByRole('region', { name: 'Bagian Asesi' });
  for (const box of await consent.getByRole('checkbox').all()) await box.check();
  await submitAndSign(page, consent);

  await logIn(page, 'assessor@demo.local');
  await page.goto(ak01);
  const agreement = page.getByRole('region', { name: 'Bagian Asesor' });
  await agreement.getByRole('checkbox', { name: 'Hasil Observasi Langsung' }).check();
  await agreement.getByRole('combobox', { name: /Hari/ }).click();
  await page.getByRole('option', { name: 'Senin' }).click();
  await agreement.getByLabel('Tanggal', { exact: false }).first().fill('2026-11-24');
  await agreement.getByLabel('Waktu', { exact: false }).fill('09:00');
  await agreement.getByLabel('TUK', { exact: false }).fill('TUK Sewaktu BISA Jakarta');
  await agreement.getByRole('checkbox', { name: /Saya menyatakan/ }).check();
  await submitAndSign(page, agreement);
  await expect(page.getByText(t.locked)).toBeVisible();

  await startForm(page, /FR\.IA\.01/);
  const observation = page.getByRole('region', { name: 'Bagian Asesor' });
  await expect(observation.getByRole('radio', { name: 'Ya', exact: true }).first()).toBeVisible();
  const achieved = await observation.getByRole('radio', { name: 'Ya', exact: true }).all();
  expect(achieved.length).toBeGreaterThan(5);
  for (const radio of achieved) await radio.check();
  await observation.getByRole('radio', { name: 'K', exact: true }).check();
  await submitAndSign(page, observation);

  await startForm(page, /FR\.AK\.02/);
  const record = page.getByRole('region', { name: 'Bagian Asesor' });
  await expect(record.getByLabel('Tanggal mulai asesmen', { exact: false })).toBeVisible();
  await record.getByLabel('Tanggal mulai asesmen', { exact: false }).fill('2026-11-24');
  await record.getByLabel('Tanggal selesai asesmen', { exact: false }).fill('2026-11-25');
  await record.getByRole('radio', { name: 'K', exact: true }).check();
  await submitAndSign(page, record);

  const pdf = page.waitForResponse((response) => response.url().endsWith('/pdf'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t.downloadPdf }).click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^FR\.AK\.02-[0-9a-f]{8}\.pdf$/);
  const body = readFileSync((await file.path())!);
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(2000);
});
