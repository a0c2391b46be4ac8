import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { logIn, registerThroughApi, uniqueEmail } from './support/accounts';
import { expectNoSeriousViolations } from './support/accessibility';
import { localDateTime } from './support/inputs';
import { SCORM_ANSWERS, writeReadingPdf, writeScormPackage } from './support/learningFiles';

/** The demo accounts of the learning seed (server/src/features/learning/demoSeed.ts, server/src/db/seed.ts). */
const CREATOR = 'content-creator@demo.local';
const OPERATOR = 'admin@demo.local';
const TRAINER = 'trainer@demo.local';
const PASSWORD = 'Rahasia#2026';

/** The demo trainer (server/src/db/seed.ts), a trainer of the demo training provider. */
const TRAINER_NAME = 'Rudi Hartono';

/** A catalogue course program no seeded course is linked to (server/src/db/seedCatalogue.ts). */
const PROGRAM = 'Pelayanan Prima di Hotel';

/** A date input's value `days` from today, in the browser's (and this process's) local time. */
const localDate = (days: number) => localDateTime(days, 0).slice(0, 10);

/** Brings a page's window to the front (MUI's popups in a window behind half-fade, see job-portal-journey.spec.ts). */
async function front(page: Page): Promise<Page> {
  await page.bringToFront();
  return page;
}

async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/** Chooses `option` in the MUI select named `name` inside `scope`. */
async function choose(page: Page, scope: Locator, name: string, option: string) {
  await scope.getByRole('combobox', { name }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Uploads `file` through the button named `button` (the studio's file inputs are hidden behind their buttons). */
async function upload(page: Page, button: Locator, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/**
 * The learning journey: the content creator builds a course (PDF, quiz, SCORM 1.2 lesson, OJT task) and sends it for
 * review; the operator publishes it and links it to a catalogue program; a new learner buys the program, reads the
 * PDF to its last page, passes the quiz, completes the SCORM lesson (its score stored), posts in the course's forum
 * and hands in an OJT task; the trainer sees the learner in the class and grades the task.
 */
test('learning journey: build, review, publish, buy, learn, discuss, grade', async ({ browser, request }, testInfo) => {
  test.setTimeout(300_000);
  const word = `lj${Date.now().toString(36)}`;
  const title = `Keselamatan Tamu Hotel ${word}`;
  const pdfFile = testInfo.outputPath('panduan-evakuasi.pdf');
  const scormFile = testInfo.outputPath('apar.zip');
  await writeReadingPdf(pdfFile, 'Panduan evakuasi tamu', [
    'Halaman 1: kenali jalur evakuasi di setiap lantai.',
    'Halaman 2: titik kumpul ada di halaman parkir depan.',
  ]);
  await writeScormPackage(scormFile);

  // 1. The content creator starts a course, uploads its files and builds one module of four activities.
  const creator = await newPage(browser);
  await logIn(creator, CREATOR);
  await creator.goto('/member/content');
  await expect(creator.getByRole('heading', { level: 1, name: 'Kursus saya' })).toBeVisible();
  await creator.getByRole('button', { name: 'Kursus baru' }).click();
  const create = creator.getByRole('dialog', { name: 'Kursus baru' });
  await create.getByLabel('Judul').fill(title);
  await create.getByLabel('Kompetensi').fill('Menjaga keselamatan tamu saat keadaan darurat');
  await create.getByLabel('Ringkasan').fill('Evakuasi tamu, APAR dan laporan kejadian di hotel.');
  await create.getByRole('button', { name: 'Kursus baru' }).click();
  await expect(creator.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(creator).toHaveURL(/\/member\/content\/[^/]+$/);

  const files = creator.getByRole('region', { name: 'Berkas' });
  await upload(creator, files.getByRole('button', { name: 'Unggah PDF' }), pdfFile);
  await expect(files.getByRole('listitem').filter({ hasText: 'panduan-evakuasi.pdf' })).toBeVisible();
  await upload(creator, files.getByRole('button', { name: 'Unggah Paket SCORM' }), scormFile);
  await expect(files.getByRole('listitem').filter({ hasText: 'apar.zip' })).toContainText('SCORM 1.2');

  const structure = creator.getByRole('region', { name: 'Modul dan aktivitas' });
  await structure.getByRole('button', { name: 'Tambah modul' }).click();
  const module = structure.getByRole('region', { name: 'Modul 1' });
  await module.getByLabel('Judul modul').fill('Keadaan darurat di hotel');
  const activity = (number: number) => module.getByRole('group', { name: new RegExp(`^${number}\\. `) });

  await module.getByRole('button', { name: 'Tambah aktivitas' }).click();
  await activity(1).getByLabel('Judul aktivitas').fill('Bacaan: panduan evakuasi');
  await choose(creator, activity(1), 'Berkas', 'panduan-evakuasi.pdf');

  await module.getByRole('button', { name: 'Tambah aktivitas' }).click();
  await choose(creator, activity(2), 'Jenis', 'Kuis');
  await activity(2).getByLabel('Judul aktivitas').fill('Kuis evakuasi');
  const question = (number: number) => activity(2).getByRole('group', { name: `Soal ${number}`, exact: true });
  const fillQuestion = async (number: number, text: string, options: string[], right: string[]) => {
    await question(number).getByLabel('Teks soal').fill(text);
    for (const [index, option] of options.entries())
      await question(number)
        .getByRole('textbox', { name: `Pilihan ${'ABCD'[index]!}`, exact: true })
        .fill(option);
    for (const letter of right) await question(number).getByLabel(`Pilihan ${letter}: Jawaban benar`).check();
  };
  await fillQuestion(1, 'Di mana titik kumpul hotel?', ['Halaman parkir depan', 'Lobi', 'Atap', 'Kamar tamu'], ['A']);
  await activity(2).getByRole('button', { name: 'Tambah soal' }).click();
  await fillQuestion(
    2,
    'Apa yang dilakukan saat alarm kebakaran berbunyi?',
    ['Memakai lift', 'Menuntun tamu ke tangga darurat', 'Menunggu di kamar', 'Menelepon petugas pemadam'],
    ['B', 'D'],
  );

  await module.getByRole('button', { name: 'Tambah aktivitas' }).click();
  await choose(creator, activity(3), 'Jenis', 'Paket SCORM');
  await activity(3).getByLabel('Judul aktivitas').fill('Pelajaran interaktif: APAR');
  await choose(creator, activity(3), 'Berkas', 'apar.zip');

  await module.getByRole('button', { name: 'Tambah aktivitas' }).click();
  await choose(creator, activity(4), 'Jenis', 'Tugas praktik kerja (OJT)');
  await activity(4).getByLabel('Judul aktivitas').fill('Praktik: periksa APAR di lantai Anda');
  await activity(4).getByLabel('Petunjuk untuk peserta').fill('Periksa tekanan APAR di lantai Anda dan catat hasilnya.');

  await creator.getByRole('button', { name: 'Simpan draf' }).click();
  await expect(creator.getByText('Draf disimpan')).toBeVisible();
  await expectNoSeriousViolations(creator);
  await creator.getByRole('button', { name: 'Kirim untuk ditinjau' }).click();
  await expect(creator.getByText('Dikirim untuk ditinjau')).toBeVisible();
  await expect(creator.getByText('Kursus sedang ditinjau: tarik kembali untuk mengubahnya.')).toBeVisible();

  // 2. The operator (in English) publishes it and links it to a catalogue course program.
  const operator = await newPage(browser);
  await logIn(operator, OPERATOR, { locale: 'en' });
  await operator.getByRole('menuitem', { name: 'Course review' }).click();
  await operator.locator('tbody tr').getByText(title).click();
  await expect(operator.getByText('Draft summary (1 module, 4 activities)')).toBeVisible();
  await operator.getByRole('button', { name: 'Publish' }).click();
  await expect(operator.getByText('Course published as version 1')).toBeVisible();
  const programs = operator.getByRole('combobox', { name: 'Programs that open this course' });
  await programs.fill(PROGRAM);
  await operator.getByRole('option', { name: PROGRAM }).click();
  await operator.getByRole('button', { name: 'Save programs' }).click();
  // Saved, the operator stays on the course and reads the gateway's words; a reload shows the link kept.
  await expect(operator.getByText('Programs linked')).toBeVisible();
  await operator.reload();
  await expect(operator.getByRole('button', { name: PROGRAM })).toBeVisible();
  await operator.context().close();

  // 3. Published, the course takes classes: the creator opens one taught by the demo trainer (learners who start the
  // course join it while it runs and has room).
  const className = `Kelas Pagi ${word}`;
  await front(creator);
  await creator.reload();
  await expect(creator.getByText('Terbit', { exact: true })).toBeVisible();
  const classes = creator.getByRole('region', { name: 'Kelas' });
  await classes.getByRole('button', { name: 'Tambah kelas' }).click();
  const classDialog = creator.getByRole('dialog', { name: 'Kelas baru' });
  await classDialog.getByLabel('Nama kelas').fill(className);
  await classDialog.getByRole('combobox', { name: 'Pelatih' }).selectOption({ label: TRAINER_NAME });
  await classDialog.getByLabel(/^Mulai/).fill(localDate(-1));
  await classDialog.getByLabel(/^Selesai/).fill(localDate(30));
  await classDialog.getByRole('spinbutton', { name: 'Kapasitas' }).fill('20');
  await classDialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(creator.getByText('Kelas dibuat')).toBeVisible();
  const classRow = classes.getByRole('row').filter({ hasText: className });
  await expect(classRow).toContainText(TRAINER_NAME);
  await expect(classRow).toContainText('0 dari 20');
  await creator.context().close();

  // 4. A new learner, on a phone, buys the program with the sandbox provider.
  const learnerName = `Sari Wulandari ${word}`;
  const learnerEmail = uniqueEmail('learning-journey');
  await registerThroughApi(request, { email: learnerEmail, password: PASSWORD, fullname: learnerName });
  const learner = await newPage(browser, { width: 390, height: 844 });
  await logIn(learner, learnerEmail, { password: PASSWORD });
  await learner.goto('/program/bisa-academy/course');
  await learner.getByRole('link', { name: PROGRAM }).click();
  await expect(learner.getByRole('heading', { level: 1, name: PROGRAM })).toBeVisible();
  await learner.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(learner.getByText('Ditambahkan ke keranjang')).toBeVisible();
  await learner.getByRole('link', { name: 'Buka keranjang' }).click();
  await learner.getByRole('checkbox', { name: 'Pilih semua Kursus' }).check();
  await learner.getByRole('link', { name: 'Bayar yang dipilih' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
  await learner.getByRole('radio', { name: 'Sandbox (pembayaran uji)' }).check();
  await learner.getByRole('button', { name: 'Bayar sekarang' }).click();
  await learner.getByRole('button', { name: 'Bayar (berhasil)' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Pembayaran berhasil' })).toBeVisible();

  // The program is among the learner's programs; its course opens with its outline.
  await learner.goto('/member/kompetensi');
  await expect(learner.getByRole('heading', { level: 1, name: 'Program saya' })).toBeVisible();
  await expect(learner.getByRole('heading', { level: 2, name: PROGRAM })).toBeVisible();
  await expectNoSeriousViolations(learner);
  await learner.getByRole('link', { name: `Buka: ${title}` }).click();
  await expect(learner.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(learner.getByText(`Kelas: ${className}`)).toBeVisible();
  const outline = learner.getByRole('list', { name: 'Keadaan darurat di hotel' });
  const row = (name: string) => outline.getByRole('link', { name: new RegExp(name) });

  // The PDF, read to its last page.
  await row('Bacaan: panduan evakuasi').click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Bacaan: panduan evakuasi' })).toBeVisible();
  await expect(learner.getByText('Halaman 1 dari 2')).toBeVisible();
  await learner.getByRole('button', { name: 'Halaman berikutnya' }).click();
  await expect(learner.getByText('Halaman 2 dari 2')).toBeVisible();
  await expect(learner.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();

  // The quiz, all questions on one page (their order is shuffled), passed.
  await learner.getByRole('link', { name: 'Aktivitas berikutnya' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Kuis evakuasi' })).toBeVisible();
  await learner.getByRole('button', { name: 'Mulai kuis' }).click();
  await learner.getByRole('switch', { name: 'Tampilkan semua soal' }).check();
  // A question's fieldset is named by its number, text and hint ("Soal 2 dari 2 Apa ... Pilih 2 jawaban").
  const quizQuestion = (text: string) => learner.getByRole('group', { name: new RegExp(`^Soal \\d dari 2 ${text}`) });
  await quizQuestion('Di mana titik kumpul hotel').getByLabel('Halaman parkir depan').check();
  await quizQuestion('Apa yang dilakukan saat alarm').getByLabel('Menuntun tamu ke tangga darurat').check();
  await quizQuestion('Apa yang dilakukan saat alarm').getByLabel('Menelepon petugas pemadam').check();
  await learner.getByRole('button', { name: 'Kumpulkan jawaban' }).click();
  await expect(learner.getByText('Percobaan 1: 100% · Lulus')).toBeVisible();
  await expect(learner.getByText('2 dari 2 soal benar')).toBeVisible();

  // The SCORM lesson: read, answer its check, passed with its score stored by the gateway.
  await learner.getByRole('link', { name: 'Aktivitas berikutnya' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Pelajaran interaktif: APAR' })).toBeVisible();
  const lesson = learner.frameLocator('iframe[title="Pelajaran SCORM: Pelajaran interaktif: APAR"]');
  await lesson.getByRole('button', { name: 'Lanjut ke soal' }).click();
  for (const answer of SCORM_ANSWERS) await lesson.getByLabel(answer).check();
  await lesson.getByRole('button', { name: 'Kirim jawaban' }).click();
  await expect(lesson.getByRole('status')).toHaveText('Lulus: nilai 100. Jawaban benar 3 dari 3.');
  await expect(learner.getByText('Nilai: 100')).toBeVisible();

  // The OJT task, handed in with a note.
  await learner.getByRole('link', { name: 'Aktivitas berikutnya' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Praktik: periksa APAR di lantai Anda' })).toBeVisible();
  await expect(learner.getByText('Periksa tekanan APAR di lantai Anda dan catat hasilnya.')).toHaveCount(1);
  await learner.getByLabel('Yang Anda kerjakan').fill('Tekanan APAR lantai 3 normal, jarum di area hijau.');
  await learner.getByRole('button', { name: 'Kumpulkan', exact: true }).click();
  await expect(learner.getByText('Menunggu nilai')).toBeVisible();

  // The course page shows the quiz and the lesson done, each with its score.
  await learner.getByRole('link', { name: 'Kembali ke kursus' }).first().click();
  await expect(row('Kuis evakuasi')).toContainText('Nilai 100');
  await expect(row('Pelajaran interaktif: APAR')).toContainText('Nilai 100');
  await expect(row('Bacaan: panduan evakuasi').getByRole('img', { name: 'Selesai' })).toBeVisible();
  await expect(row('Pelajaran interaktif: APAR').getByRole('img', { name: 'Selesai' })).toBeVisible();
  await expectNoSeriousViolations(learner);

  // A thread in the course's forum.
  await learner.goto('/member/forum');
  await expect(learner.getByRole('heading', { level: 1, name: 'Papan diskusi' })).toBeVisible();
  await learner.getByRole('link', { name: new RegExp(title) }).click();
  await learner.getByRole('button', { name: 'Topik baru' }).click();
  const compose = learner.getByRole('region', { name: 'Topik baru' });
  await compose.getByLabel('Judul').fill('Jalur evakuasi lantai 3');
  await compose.getByRole('textbox', { name: 'Pesan (Markdown)' }).fill('Apakah tangga darurat **timur** juga dipakai tamu?');
  await compose.getByRole('button', { name: 'Kirim topik' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Jalur evakuasi lantai 3' })).toBeVisible();
  await expect(learner.getByText('timur', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(learner);

  // 5. The trainer finds the learner in the class and grades the task.
  const trainer = await newPage(browser);
  await logIn(trainer, TRAINER);
  await trainer.getByRole('link', { name: `Buka ${title} (${className})` }).click();
  await expect(trainer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await trainer.getByRole('tab', { name: 'Peserta', exact: true }).click();
  await expect(trainer.getByRole('table', { name: 'Peserta kelas saya' }).getByRole('row').filter({ hasText: learnerEmail })).toContainText(
    learnerName,
  );
  await expectNoSeriousViolations(trainer);
  await trainer.getByRole('tab', { name: 'Hasil OJT' }).click();
  const submission = trainer.getByRole('table', { name: 'Hasil OJT' }).getByRole('row').filter({ hasText: learnerEmail });
  await expect(submission).toContainText('Perlu dinilai');
  await submission.getByRole('link', { name: 'Nilai' }).click();
  await expect(trainer.getByText('Tekanan APAR lantai 3 normal, jarum di area hijau.')).toBeVisible();
  await trainer.getByLabel('Nilai (0–100)').fill('85');
  await trainer.getByLabel('Masukan').fill('Bagus: catat juga tanggal pemeriksaan berikutnya.');
  await trainer.getByRole('button', { name: 'Simpan nilai' }).click();
  await expect(trainer.getByText('Nilai disimpan; peserta sudah diberi tahu')).toBeVisible();
  await trainer.context().close();

  // The learner reads the grade and the feedback on the task.
  await learner.goto('/member/kompetensi');
  await learner.getByRole('link', { name: `Buka: ${title}` }).click();
  await row('Praktik: periksa APAR di lantai Anda').click();
  await expect(learner.getByText('Lulus (85)')).toBeVisible();
  await expect(learner.getByText('Bagus: catat juga tanggal pemeriksaan berikutnya.')).toBeVisible();
  await learner.context().close();
});
