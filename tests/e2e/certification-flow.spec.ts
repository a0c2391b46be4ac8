import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerThroughApi, uniqueEmail, logIn } from './support/accounts';
import { localDateTime } from './support/inputs';

/**
 * FORMS.md's certification flow, steps 1-8, by the people who do it: the LSP (in English), a new asesi and the demo
 * assessor (in Indonesian), and an anonymous visitor (in English). Every text is written out so a wrong translation fails.
 */
const LSP = 'lsp@demo.local';
const ASSESSOR = 'assessor@demo.local';

/** Sends a part of a form and signs it in the signature dialog, in Indonesian. */
async function submitAndSign(page: Page, part: Locator) {
  await part.getByRole('button', { name: 'Kirim', exact: true }).click();
  await expect(page.getByText('Bagian dikirim').first()).toBeVisible();
  await part.getByRole('button', { name: 'Tanda tangan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Tanda tangan' }).click();
  await expect(part.getByText(/Ditandatangani oleh/)).toBeVisible();
}

/** Opens a form of the registration from its page's forms table (the asesi's and the assessor's pages share it). */
async function openForm(page: Page, registrationPath: string, code: string) {
  await page.goto(registrationPath);
  await page
    .getByRole('table', { name: 'Formulir' })
    .getByRole('link', { name: new RegExp(`^${code.replace(/\./g, '\\.')}`) })
    .click();
  await page.waitForURL(/\/form\/[a-z0-9-]+\/[0-9a-f-]{36}$/);
}

test('a schedule becomes a certificate: the LSP, a new asesi and the assessor go through every step, and anyone verifies it', async ({
  page,
  request,
}) => {
  // Four people, eight forms' parts and a PDF: the longest path through the product.
  test.setTimeout(360_000);
  const site = `TUK Alur ${Date.now()}`;
  const asesi = { email: uniqueEmail('asesi'), password: 'Asesi@12345', fullname: 'Rina Kartika' };
  await registerThroughApi(request, asesi);

  // 1. The LSP opens a TUK and a schedule on it, with the demo assessor.
  await logIn(page, LSP, { locale: 'en' });
  await page.goto('/en/member/jadwal-lsp?tab=tuk');
  await page.getByRole('button', { name: 'New TUK' }).click();
  const siteDialog = page.getByRole('dialog', { name: 'New TUK' });
  await siteDialog.getByLabel('Name').fill(site);
  await siteDialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'TUK Sewaktu' }).click();
  await siteDialog.getByLabel('Address').fill('Jl. Alur No. 2, Depok');
  await siteDialog.getByRole('button', { name: 'Save' }).click();
  await expect(siteDialog).toBeHidden();
  await page.getByRole('tab', { name: 'Schedules' }).click();
  await page.getByRole('button', { name: 'New schedule' }).click();
  const scheduleDialog = page.getByRole('dialog', { name: 'New schedule' });
  await scheduleDialog.getByRole('combobox', { name: 'Scheme' }).click();
  await page.getByRole('option', { name: /Junior Web Developer/ }).click();
  await scheduleDialog.getByRole('combobox', { name: 'TUK' }).click();
  await page.getByRole('option', { name: site }).click();
  await scheduleDialog.getByLabel('Registration opens').fill(localDateTime(-1, 8));
  await scheduleDialog.getByLabel('Registration closes').fill(localDateTime(10, 17));
  await scheduleDialog.getByLabel('Assessment starts').fill(localDateTime(11, 8));
  await scheduleDialog.getByLabel('Assessment ends').fill(localDateTime(11, 16));
  await scheduleDialog.getByLabel('Quota').fill('5');
  await scheduleDialog.getByRole('combobox', { name: 'Assessors' }).click();
  await page.getByRole('option', { name: /Hendra Gunawan/ }).click();
  await scheduleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(scheduleDialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Schedules' }).getByRole('row', { name: new RegExp(site) })).toContainText('0 / 5');

  // 2. The asesi registers and fills APL.01 and APL.02 bound to the registration.
  await logIn(page, asesi.email, { password: asesi.password });
  await page.goto('/member/sertifikasi');
  await page
    .getByRole('article')
    .filter({ hasText: site })
    .getByRole('link', { name: /^Detail dan pendaftaran/ })
    .click();
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await page.waitForURL(/\/member\/sertifikasi\/registrasi\/[0-9a-f-]{36}$/);
  const asesiPath = new URL(page.url()).pathname;
  const registrationId = asesiPath.split('/').pop()!;
  // SPEC's list of the asesi's registrations is the registrations tab of sertifikasi.
  await page.goto('/member/list-certification-asesi');
  await expect(page).toHaveURL(/\/member\/sertifikasi\?tab=pendaftaran$/);
  const mine = page.getByRole('table', { name: 'Pendaftaran' }).getByRole('row', { name: /Junior Web Developer/ });
  await expect(mine).toContainText('Diajukan');
  await expect(mine.getByRole('link')).toHaveAttribute('href', asesiPath);

  await openForm(page, asesiPath, 'FR.APL.01');
  const applicant = page.getByRole('region', { name: 'Bagian Pemohon' });
  await applicant.getByLabel('No. KTP/NIK/Paspor').fill('3174012304980002');
  await applicant.getByLabel('Tempat lahir').fill('Depok');
  await applicant.getByLabel('Tanggal lahir').fill('1999-02-11');
  await applicant.getByRole('radio', { name: 'Perempuan' }).check();
  await applicant.getByLabel('Kebangsaan').fill('Indonesia');
  await applicant.getByLabel('Alamat rumah').fill('Jl. Margonda Raya No. 5, Depok');
  await applicant.getByLabel('HP', { exact: false }).first().fill('+62 813-1111-2222');
  await applicant.getByRole('combobox', { name: /Kualifikasi pendidikan/ }).click();
  await page.getByRole('option', { name: 'D4/S1' }).click();
  await applicant.getByRole('radio', { name: 'Sertifikasi', exact: true }).check();
  for (const radio of await applicant.getByRole('radio', { name: 'Ada Memenuhi Syarat' }).all()) await radio.check();
  await submitAndSign(page, applicant);

  await openForm(page, asesiPath, 'FR.APL.02');
  const selfAssessment = page.getByRole('region', { name: 'Bagian Asesi' });
  await expect(selfAssessment.getByRole('radio', { name: 'K', exact: true }).first()).toBeVisible();
  for (const radio of await selfAssessment.getByRole('radio', { name: 'K', exact: true }).all()) await radio.check();
  await submitAndSign(page, selfAssessment);

  // 3. The LSP recommends on APL.01, verifies the application and assigns the assessor.
  await logIn(page, LSP, { locale: 'en' });
  await page.goto('/en/member/jadwal-lsp');
  await page
    .getByRole('table', { name: 'Schedules' })
    .getByRole('row', { name: new RegExp(site) })
    .getByRole('link', { name: 'Junior Web Developer' })
    .click();
  await page.getByRole('link', { name: 'Participants (1)' }).click();
  await page.getByRole('table').getByRole('link', { name: asesi.fullname }).click();
  await expect(page).toHaveURL(new RegExp(`/en/member/jadwal-lsp/detail/[0-9a-f-]{36}/peserta/[0-9a-f-]{36}/${registrationId}$`));
  const lspPath = new URL(page.url()).pathname;
  await page
    .getByRole('table', { name: 'Forms' })
    .getByRole('link', { name: /^FR\.APL\.01/ })
    .click();
  await page.waitForURL(/\/form\/[a-z0-9-]+\/[0-9a-f-]{36}$/);
  const lspPart = page.getByRole('region', { name: "LSP admin's part" });
  await lspPart.getByRole('radio', { name: 'Accepted', exact: true }).check();
  await lspPart.getByRole('button', { name: 'Submit', exact: true }).click();
  await lspPart.getByRole('button', { name: 'Sign' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign' }).click();
  await expect(lspPart.getByText(/Signed by/)).toBeVisible();

  await page.goto(lspPath);
  await page.getByRole('button', { name: 'Verify the application' }).click();
  const verification = page.getByRole('dialog', { name: `Verify the application of ${asesi.fullname}` });
  await verification.getByRole('radio', { name: 'Accepted', exact: true }).check();
  await verification.getByRole('button', { name: 'Save the verification' }).click();
  await expect(verification).toBeHidden();
  await page.getByRole('button', { name: 'Assign an assessor' }).click();
  const assignment = page.getByRole('dialog', { name: `Assign an assessor to ${asesi.fullname}` });
  await assignment.getByRole('combobox', { name: 'Assessor' }).click();
  await page.getByRole('option', { name: /Hendra Gunawan/ }).click();
  await assignment.getByRole('button', { name: 'Assign' }).click();
  await expect(assignment).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download the assignment letter (PDF)' })).toBeVisible();

  // 4. The assessor starts the pre-assessment, confirms APL.02 and opens AK.01; the asesi signs it.
  await logIn(page, ASSESSOR);
  await page.goto('/member/list-sertifikasi');
  // An earlier run's asesi of the same name may be listed too: this registration's link.
  const assessorPath = `/member/list-sertifikasi/${registrationId}`;
  const assigned = page
    .getByRole('table', { name: 'Pendaftaran' })
    .getByRole('row')
    .filter({ has: page.locator(`a[href="${assessorPath}"]`) });
  await expect(assigned).toContainText('Asesor ditugaskan');
  await assigned.getByRole('link', { name: asesi.fullname }).click();
  await expect(page).toHaveURL(new RegExp(`${assessorPath}$`));
  await page.getByRole('button', { name: 'Mulai pra-asesmen' }).click();
  await expect(page.getByRole('button', { name: 'Mulai FR.AK.01' })).toBeVisible();

  await openForm(page, assessorPath, 'FR.APL.02');
  const review = page.getByRole('region', { name: 'Bagian Asesor' });
  await review.getByRole('radio', { name: 'Asesmen dapat dilanjutkan' }).check();
  await submitAndSign(page, review);

  await page.goto(assessorPath);
  await page.getByRole('button', { name: 'Mulai FR.AK.01' }).click();
  await page.waitForURL(/\/form\/[a-z0-9-]+\/[0-9a-f-]{36}$/);
  const agreement = page.getByRole('region', { name: 'Bagian Asesor' });
  await agreement.getByRole('checkbox', { name: 'Hasil Observasi Langsung' }).check();
  await agreement.getByRole('combobox', { name: /Hari/ }).click();
  await page.getByRole('option', { name: 'Senin' }).click();
  await agreement.getByLabel('Tanggal', { exact: false }).first().fill('2026-12-07');
  await agreement.getByLabel('Waktu', { exact: false }).fill('09:00');
  await agreement.getByLabel('TUK', { exact: false }).fill(site);
  await agreement.getByRole('checkbox', { name: /Saya menyatakan/ }).check();
  await submitAndSign(page, agreement);

  await logIn(page, asesi.email, { password: asesi.password });
  await page.goto(asesiPath);
  await expect(page.getByRole('status').filter({ hasText: 'Tanda tangani FR.AK.01' })).toBeVisible();
  await openForm(page, asesiPath, 'FR.AK.01');
  const consent = page.getByRole('region', { name: 'Bagian Asesi' });
  for (const box of await consent.getByRole('checkbox').all()) await box.check();
  await submitAndSign(page, consent);

  // 5. The assessor starts the assessment and records AK.02; the asesi signs it; the assessor recommends K.
  await logIn(page, ASSESSOR);
  await page.goto(assessorPath);
  await page.getByRole('button', { name: 'Mulai asesmen' }).click();
  await page.getByRole('button', { name: 'Mulai FR.AK.02' }).click();
  await page.waitForURL(/\/form\/[a-z0-9-]+\/[0-9a-f-]{36}$/);
  const record = page.getByRole('region', { name: 'Bagian Asesor' });
  await record.getByLabel('Tanggal mulai asesmen', { exact: false }).fill('2026-12-07');
  await record.getByLabel('Tanggal selesai asesmen', { exact: false }).fill('2026-12-07');
  await record.getByRole('radio', { name: 'K', exact: true }).check();
  await submitAndSign(page, record);

  await logIn(page, asesi.email, { password: asesi.password });
  await openForm(page, asesiPath, 'FR.AK.02');
  await submitAndSign(page, page.getByRole('region', { name: 'Bagian Asesi' }));

  await logIn(page, ASSESSOR);
  await page.goto(assessorPath);
  await page.getByRole('button', { name: 'Rekomendasikan K (kompeten)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rekomendasikan' }).click();
  await expect(page.getByText('Rekomendasi K').first()).toBeVisible();

  // 6. The LSP's plenary, without the assessor, decides competent: the certificate is issued.
  await logIn(page, LSP, { locale: 'en' });
  await page.goto(lspPath);
  await page.getByRole('button', { name: 'Record the plenary decision' }).click();
  const decision = page.getByRole('dialog', { name: `Plenary decision on ${asesi.fullname}` });
  await decision.getByRole('radio', { name: /^Competent/ }).check();
  await decision.getByRole('textbox', { name: 'Member 1' }).fill('Dr. Ir. Bambang Prasetyo');
  await decision.getByRole('button', { name: 'Record the decision' }).click();
  await expect(decision).toBeHidden();
  await expect(page.getByText('Competent').first()).toBeVisible();

  // 7. The asesi downloads the certificate's PDF.
  await logIn(page, asesi.email, { password: asesi.password });
  await page.goto('/member/sertifikat');
  const certificates = page.getByRole('table', { name: 'Sertifikat' });
  const row = certificates.getByRole('row', { name: /JWD-LSPTD-\d{4}-\d{6}/ });
  await expect(row).toContainText('Berlaku');
  const number = (await row.getByRole('link').textContent())!.trim();
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Unduh/ }).click();
  const pdf = readFileSync((await (await download).path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const qrHref = await page.getByRole('link', { name: /Halaman verifikasi publik/ }).getAttribute('href');
  expect(qrHref).toMatch(/^\/qr-access\/[0-9a-f-]{36}$/);

  // 8. Anyone opens the QR code's page and sees it valid.
  await page.context().clearCookies();
  await page.goto(`/en${qrHref}`);
  await expect(page.getByRole('heading', { level: 1, name: `Certificate ${number}` })).toBeVisible();
  await expect(page.locator('.certificate-status')).toContainText('Valid');
  await expect(page.getByRole('main')).toContainText(asesi.fullname);
});
