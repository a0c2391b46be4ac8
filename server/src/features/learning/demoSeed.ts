import type { CourseDocument } from '@core/learning/courseDocument';
import type { RoleName } from '@core/rules/roles';
import type { Db } from '../../db/connect';
import { demoAccountOf } from '../../db/seed';
import { a4Document } from '../../platform/pdfDocument';
import { ensureLearnerCourse } from './access';
import { storeDemoScorm } from './scorm/demoScormPackage';
import { newFileKey, type LearningStorage } from './storage';

/** The demo training provider's and client company's short codes (unique per kind). */
export const DEMO_PROVIDER_CODE = 'BISAACAD';
export const DEMO_CLIENT_CODE = 'SINARLOG';

/** The demo courses' catalogue programs (seedCatalogue's titles) and the package that opens both. */
const K3_PROGRAM = 'Pengenalan K3 di Tempat Kerja';
const WEB_PROGRAM = 'Dasar Pemrograman Web';
const WEB_PACKAGE = 'Paket Mandiri Belajar Pengembang Web';

const DAY = 86_400_000;

/** The workplace-safety course: reading, a quiz, a SCORM 1.2 lesson (demoScormPackage.ts) and an on-the-job task. */
function k3Document(pdfFileId: string, scormFileId: string): CourseDocument {
  return {
    modules: [
      {
        id: 'k3-m1',
        title: 'Pengantar K3 / Introduction to workplace safety',
        activities: [
          { id: 'k3-reading', kind: 'pdf', title: 'Materi bacaan: dasar-dasar K3', durationMinutes: 10, required: true, fileId: pdfFileId },
          {
            id: 'k3-quiz',
            kind: 'quiz',
            title: 'Kuis pengantar K3',
            durationMinutes: 10,
            required: true,
            quiz: {
              passMark: 60,
              attempts: 3,
              shuffle: true,
              durationMinutes: 0,
              questions: [
                {
                  id: 'q1',
                  text: 'Apa kepanjangan K3?',
                  options: ['Keselamatan dan Kesehatan Kerja', 'Keamanan Kerja Karyawan', 'Kesehatan Kantor dan Kebersihan', 'Kerja Keras Konsisten'],
                  correct: [0],
                },
                {
                  id: 'q2',
                  text: 'Manakah yang termasuk alat pelindung diri (APD)? Pilih semua yang benar.',
                  options: ['Helm keselamatan', 'Sarung tangan', 'Telepon genggam', 'Sepatu keselamatan'],
                  correct: [0, 1, 3],
                },
                {
                  id: 'q3',
                  text: 'Langkah pertama pengendalian risiko menurut hierarki pengendalian adalah...',
                  options: ['Memakai APD', 'Eliminasi bahaya', 'Rambu peringatan', 'Pelatihan ulang'],
                  correct: [1],
                },
                {
                  id: 'q4',
                  text: 'Siapa yang wajib melaporkan kondisi tidak aman di tempat kerja?',
                  options: ['Hanya petugas K3', 'Hanya manajer', 'Setiap pekerja', 'Tidak ada'],
                  correct: [2],
                },
                {
                  id: 'q5',
                  text: 'Warna rambu yang menandakan larangan adalah...',
                  options: ['Hijau', 'Biru', 'Kuning', 'Merah'],
                  correct: [3],
                },
              ],
            },
          },
        ],
      },
      {
        id: 'k3-m2',
        title: 'Praktik di tempat kerja / On-the-job practice',
        activities: [
          { id: 'k3-scorm', kind: 'scorm', title: 'Pelajaran interaktif: memakai APAR', durationMinutes: 15, required: true, fileId: scormFileId },
          {
            id: 'k3-ojt',
            kind: 'ojt',
            title: 'Inspeksi APD di area kerja',
            durationMinutes: 60,
            required: true,
            ojt: {
              instructions:
                'Periksa APD lima rekan kerja di area Anda (helm, sarung tangan, sepatu), catat temuan dan tindakan perbaikannya, lalu unggah catatan Anda.',
              passScore: 70,
            },
          },
        ],
      },
    ],
  };
}

function webDocument(pdfFileId: string): CourseDocument {
  return {
    modules: [
      {
        id: 'web-m1',
        title: 'HTML dan CSS',
        activities: [
          { id: 'web-reading', kind: 'pdf', title: 'Materi bacaan: struktur halaman HTML', durationMinutes: 10, required: true, fileId: pdfFileId },
          {
            id: 'web-quiz',
            kind: 'quiz',
            title: 'Kuis HTML',
            durationMinutes: 10,
            required: true,
            quiz: {
              passMark: 50,
              attempts: 0,
              shuffle: false,
              durationMinutes: 15,
              questions: [
                { id: 'q1', text: 'Tag untuk judul utama halaman adalah...', options: ['<p>', '<h1>', '<div>', '<span>'], correct: [1] },
                { id: 'q2', text: 'Properti CSS untuk warna teks adalah...', options: ['font', 'color', 'background', 'text'], correct: [1] },
              ],
            },
          },
        ],
      },
    ],
  };
}

/** A short reading as a real PDF (the demo's PDF activities open it in the viewer). */
async function readingPdf(title: string, paragraphs: readonly string[]): Promise<Buffer> {
  const { doc, done } = await a4Document(title, 56);
  doc.fontSize(20).text(title);
  doc.moveDown();
  for (const paragraph of paragraphs) doc.fontSize(12).text(paragraph).moveDown();
  doc.addPage().fontSize(14).text('Ringkasan / Summary').moveDown();
  doc.fontSize(12).text(paragraphs.join(' '));
  doc.end();
  return done;
}

async function storePdf(
  db: Db,
  storage: LearningStorage,
  file: { organisationId: string; courseId: string; uploadedBy: string; name: string; data: Buffer },
) {
  const key = newFileKey('pdf');
  await storage.store.put(key, file.data, 'application/pdf');
  const row = await db
    .insertInto('learning_files')
    .values({
      organisation_id: file.organisationId,
      course_id: file.courseId,
      kind: 'pdf',
      original_name: file.name,
      content_type: 'application/pdf',
      size_bytes: file.data.length,
      storage_key: key,
      uploaded_by: file.uploadedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function organisation(db: Db, kind: 'training-provider' | 'client-company', code: string, name: string, ownerId: string) {
  return db
    .insertInto('organisations')
    .values({ kind, legal_name: name, code, verification: 'verified', owner_account_id: ownerId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function publishedCourse(
  db: Db,
  course: { organisationId: string; authorId: string; title: string; summary: string; competency: string },
  documentOf: (pdfFileId: string, courseId: string) => CourseDocument | Promise<CourseDocument>,
  reading: { name: string; title: string; paragraphs: readonly string[]; storage: LearningStorage },
) {
  const row = await db
    .insertInto('courses')
    .values({
      organisation_id: course.organisationId,
      author_account_id: course.authorId,
      title: course.title,
      summary: course.summary,
      competency: course.competency,
      status: 'published',
      current_version: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pdfId = await storePdf(db, reading.storage, {
    organisationId: course.organisationId,
    courseId: row.id,
    uploadedBy: course.authorId,
    name: reading.name,
    data: await readingPdf(reading.title, reading.paragraphs),
  });
  const document = JSON.stringify(await documentOf(pdfId, row.id));
  await db.updateTable('courses').set({ draft: document }).where('id', '=', row.id).execute();
  await db.insertInto('course_versions').values({ course_id: row.id, version: 1, structure: document, published_by: course.authorId }).execute();
  return row.id;
}

async function programId(db: Db, title: string): Promise<number | undefined> {
  return (await db.selectFrom('programs').select('id').where('title_id', '=', title).executeTakeFirst())?.id;
}

/** A paid order of one program for the account, as a checkout and a confirmed payment leave it, with its enrolment. */
async function paidEnrolment(db: Db, accountId: string, program: number, now: Date): Promise<void> {
  const item = await db
    .selectFrom('programs')
    .select(['title_id', 'title_en', 'price', 'discount'])
    .where('id', '=', program)
    .executeTakeFirstOrThrow();
  const total = Number(item.price) - Number(item.discount);
  const order = await db
    .insertInto('orders')
    .values({
      account_id: accountId,
      idempotency_key: `demo-learning-${program}`,
      state: 'paid',
      payment_provider: 'sandbox',
      subtotal: Number(item.price),
      discount: Number(item.discount),
      ppn_rate: 0,
      pph_rate: 0,
      ppn: 0,
      pph: 0,
      total,
      expires_at: new Date(now.getTime() + DAY),
      created_at: new Date(now.getTime() - 10 * DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orderItem = await db
    .insertInto('order_items')
    .values({
      order_id: order.id,
      program_id: program,
      enrollment_type: 5,
      title_id: item.title_id,
      title_en: item.title_en,
      price: Number(item.price),
      discount: Number(item.discount),
      total,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_events')
    .values({ order_id: order.id, from_state: 'awaiting-payment', to_state: 'paid', actor_account_id: null })
    .execute();
  await db.insertInto('enrolments').values({ account_id: accountId, program_id: program, order_item_id: orderItem.id }).execute();
}

const SESSION_CODES = ['K3MULAI', 'K3APD', 'K3UJI'];

/**
 * The demo learning, once: a training provider (the demo content creator its admin, the demo trainer and
 * trainer staff its trainers) with two published courses sold by the catalogue's K3 and web programs (the web course
 * also in the web package); a class of the K3 course taught by the demo trainer with three sessions and one taught
 * by the trainer staff; a client company whose manager and supervisor watch the demo trainee staff (who reports to
 * the supervisor); the demo trainee and trainee staff enrolled in the K3 course (the trainee also in the package).
 */
export async function seedLearning(db: Db, storage: LearningStorage, now = new Date()): Promise<void> {
  const roles: RoleName[] = ['Content Creator', 'Trainer', 'Trainer Staff', 'Trainee', 'Trainee Staff', 'Trainee SPV', 'Trainee Manager'];
  const accounts = await Promise.all(roles.map((role) => demoAccountOf(db, role)));
  const [creator, trainer, trainerStaff, trainee, traineeStaff, spv, manager] = accounts;
  if (!creator || !trainer || !trainerStaff || !trainee || !traineeStaff || !spv || !manager) return;
  const existing = await db
    .selectFrom('organisations')
    .select('id')
    .where('kind', '=', 'training-provider')
    .where('code', '=', DEMO_PROVIDER_CODE)
    .executeTakeFirst();
  if (existing) return;
  const [k3Program, webProgram, webPackage] = await Promise.all([programId(db, K3_PROGRAM), programId(db, WEB_PROGRAM), programId(db, WEB_PACKAGE)]);
  if (!k3Program || !webProgram || !webPackage) return;

  const learners = await db.transaction().execute(async (trx) => {
    const provider = await organisation(trx, 'training-provider', DEMO_PROVIDER_CODE, 'BISA Academy Training Center', creator.id);
    await trx
      .insertInto('memberships')
      .values([
        { organisation_id: provider.id, account_id: creator.id, role: 'admin' },
        { organisation_id: provider.id, account_id: creator.id, role: 'content-creator' },
        { organisation_id: provider.id, account_id: trainer.id, role: 'trainer' },
        { organisation_id: provider.id, account_id: trainerStaff.id, role: 'trainer' },
      ])
      .execute();
    const client = await organisation(trx, 'client-company', DEMO_CLIENT_CODE, 'PT Sinar Logistik Nusantara', manager.id);
    await trx
      .insertInto('memberships')
      .values([
        { organisation_id: client.id, account_id: manager.id, role: 'admin' },
        { organisation_id: client.id, account_id: manager.id, role: 'manager' },
        { organisation_id: client.id, account_id: spv.id, role: 'supervisor' },
        { organisation_id: client.id, account_id: traineeStaff.id, role: 'staff', reports_to: spv.id },
      ])
      .execute();

    const k3 = await publishedCourse(
      trx,
      {
        organisationId: provider.id,
        authorId: creator.id,
        title: 'Pengenalan K3 di Tempat Kerja',
        summary: 'Mengenali bahaya, memakai APD dengan benar dan mengendalikan risiko di tempat kerja.',
        competency: 'Mengenali bahaya dan mengendalikan risiko',
      },
      async (pdfFileId, courseId) =>
        k3Document(pdfFileId, await storeDemoScorm(trx, storage, { organisationId: provider.id, courseId, uploadedBy: creator.id })),
      {
        storage,
        name: 'dasar-dasar-k3.pdf',
        title: 'Dasar-dasar K3',
        paragraphs: [
          'Keselamatan dan Kesehatan Kerja (K3) melindungi setiap orang di tempat kerja dari kecelakaan dan penyakit akibat kerja.',
          'Hierarki pengendalian risiko: eliminasi, substitusi, rekayasa teknik, pengendalian administratif, dan terakhir alat pelindung diri (APD).',
          'Setiap pekerja wajib melaporkan kondisi dan tindakan tidak aman kepada atasan atau petugas K3.',
        ],
      },
    );
    const web = await publishedCourse(
      trx,
      {
        organisationId: provider.id,
        authorId: creator.id,
        title: 'Dasar Pemrograman Web',
        summary: 'Menyusun halaman web pertama dengan HTML dan CSS.',
        competency: 'Membangun halaman web dengan HTML, CSS dan JavaScript',
      },
      webDocument,
      {
        storage,
        name: 'struktur-html.pdf',
        title: 'Struktur halaman HTML',
        paragraphs: ['Sebuah halaman HTML terdiri dari elemen head dan body.', 'Judul utama ditulis dengan tag h1, paragraf dengan tag p.'],
      },
    );
    await trx
      .insertInto('program_courses')
      .values([
        { program_id: k3Program, course_id: k3, position: 0 },
        { program_id: webProgram, course_id: web, position: 0 },
        { program_id: webPackage, course_id: web, position: 0 },
      ])
      .execute();

    const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
    const k3Class = await trx
      .insertInto('course_classes')
      .values({
        course_id: k3,
        organisation_id: provider.id,
        trainer_account_id: trainer.id,
        name: 'K3 Batch Desember',
        starts_on: day(-7),
        ends_on: day(30),
        capacity: 30,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('course_classes')
      .values({
        course_id: web,
        organisation_id: provider.id,
        trainer_account_id: trainerStaff.id,
        name: 'Web Dasar Batch 1',
        starts_on: day(-3),
        ends_on: day(45),
        capacity: 25,
      })
      .execute();
    // Sessions at 09:00-11:00 Jakarta time (UTC+7), relative to today.
    const at = (offset: number, hour: number) => {
      const date = new Date(now.getTime() + offset * DAY);
      date.setUTCHours(hour - 7, 0, 0, 0);
      return date;
    };
    await trx
      .insertInto('class_sessions')
      .values(
        [
          { title: 'Pembukaan dan pengantar K3', offset: -5, place: 'Ruang Pelatihan A, Jakarta', online_url: null },
          { title: 'Praktik pemakaian APD', offset: 2, place: 'Gudang Cakung, Jakarta Timur', online_url: null },
          { title: 'Diskusi hasil inspeksi', offset: 9, place: null, online_url: 'https://meet.example.org/k3-batch-desember' },
        ].map((session, index) => ({
          class_id: k3Class.id,
          title: session.title,
          starts_at: at(session.offset, 9),
          ends_at: at(session.offset, 11),
          place: session.place,
          online_url: session.online_url,
          capacity: 30,
          attendance_code: SESSION_CODES[index]!,
        })),
      )
      .execute();

    await paidEnrolment(trx, trainee.id, k3Program, now);
    await paidEnrolment(trx, trainee.id, webPackage, now);
    await paidEnrolment(trx, traineeStaff.id, k3Program, now);
    // A learner's word on the web course, so its program page shows a review; the K3 course stays unrated.
    await trx
      .insertInto('course_feedback')
      .values({ course_id: web, account_id: trainee.id, rating: 5, comment: 'Materinya runtut dan latihannya langsung bisa dipraktikkan.' })
      .execute();
    await trx.updateTable('courses').set({ rating_total: 5, rating_count: 1 }).where('id', '=', web).execute();
    return { k3, web };
  });

  await ensureLearnerCourse(db, trainee.id, learners.k3);
  await ensureLearnerCourse(db, trainee.id, learners.web);
  const staffCourse = await ensureLearnerCourse(db, traineeStaff.id, learners.k3);
  await db
    .insertInto('activity_progress')
    .values({
      learner_course_id: staffCourse.id,
      activity_id: 'k3-reading',
      is_done: true,
      seconds_spent: 540,
      done_at: new Date(now.getTime() - 2 * DAY),
    })
    .execute();
}
