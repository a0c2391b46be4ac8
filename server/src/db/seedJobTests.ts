import type { ScreeningQuestion } from '@core/jobs/screening';
import type { Db } from './connect';
import { DEMO_EMPLOYER_CODE } from './seedJobs';

/** The demo test's vacancy: the one the demo job seeker applied to (seedJobs), so the test can be taken at once. */
export const DEMO_TEST_VACANCY = 'Staf Gudang / Warehouse Staff';

const QUESTIONS: ScreeningQuestion[] = [
  {
    id: 'fifo',
    text: 'Apa arti FIFO dalam pengelolaan gudang? / What does FIFO mean in warehousing?',
    options: ['First In, First Out', 'Fast In, Fast Out', 'Final Inventory, Final Order', 'First Item, Free Order'],
    correct: [0],
  },
  {
    id: 'forklift',
    text: 'Dokumen apa yang wajib dimiliki operator forklift? / Which document must a forklift operator hold?',
    options: ['SIM A', 'SIO (Surat Izin Operator)', 'NPWP', 'Kartu Prakerja'],
    correct: [1],
  },
  {
    id: 'ppe',
    text: 'Pilih semua alat pelindung diri untuk gudang. / Choose all personal protective equipment for a warehouse.',
    options: ['Sepatu keselamatan / Safety shoes', 'Helm / Hard hat', 'Dasi / Necktie', 'Rompi reflektif / Hi-vis vest'],
    correct: [0, 1, 3],
  },
  {
    id: 'stack',
    text: 'Barang berat sebaiknya disimpan di rak bagian mana? / Where should heavy goods be stored on a rack?',
    options: ['Paling atas / Top', 'Tengah / Middle', 'Paling bawah / Bottom', 'Di lantai lorong / On the aisle floor'],
    correct: [2],
  },
  {
    id: 'count',
    text: 'Apa tujuan stock opname? / What is a stock take for?',
    options: [
      'Mencocokkan stok fisik dengan catatan / Match physical stock with records',
      'Menaikkan harga / Raise prices',
      'Mengganti pemasok / Change suppliers',
      'Menghapus catatan lama / Delete old records',
    ],
    correct: [0],
  },
];

/** The demo employer's screening test on its warehouse vacancy, once; nothing without seedJobs' data. */
export async function seedJobTests(db: Db): Promise<void> {
  const vacancy = await db
    .selectFrom('job_vacancies')
    .innerJoin('organisations', 'organisations.id', 'job_vacancies.organisation_id')
    .select(['job_vacancies.id', 'job_vacancies.organisation_id'])
    .where('organisations.code', '=', DEMO_EMPLOYER_CODE)
    .where('job_vacancies.title', '=', DEMO_TEST_VACANCY)
    .executeTakeFirst();
  if (!vacancy) return;
  await db
    .insertInto('job_tests')
    .values({
      vacancy_id: vacancy.id,
      organisation_id: vacancy.organisation_id,
      title: 'Dasar-dasar gudang / Warehouse basics',
      duration_minutes: 10,
      pass_mark: 60,
      questions: JSON.stringify(QUESTIONS),
    })
    .onConflict((c) => c.column('vacancy_id').doNothing())
    .execute();
}
