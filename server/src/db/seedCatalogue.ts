import { DEMO_ACTIVITY_TIME } from '@core/catalogue/model';
import { groupOf, subProgramOf, type ProgramKind } from '@core/rules/programLinks';
import type { Db } from './connect';
import { coverArt } from './seedArtwork';

/** SPEC 9's demo prices in whole rupiah; certifications are offered from 20 August 2022. */
const DEMO_PRICE: Record<ProgramKind, number> = {
  course: 5_000_000,
  'link-and-match': 400_000_000,
  'learning-industrial': 450_000_000,
  profession: 20_000_000,
  package: 10_000_000,
  certification: 10_000_000,
};
const CERTIFICATION_FROM = '2022-08-20';

type Pair = [id: string, en: string];

const CATEGORIES: { group: 1 | 2; name: Pair }[] = [
  { group: 2, name: ['Teknologi Informasi', 'Information Technology'] },
  { group: 2, name: ['Perhotelan dan Pariwisata', 'Hospitality and Tourism'] },
  { group: 2, name: ['Keuangan dan Akuntansi', 'Finance and Accounting'] },
  { group: 2, name: ['Kesehatan dan Keselamatan Kerja', 'Occupational Health and Safety'] },
  { group: 1, name: ['Manufaktur', 'Manufacturing'] },
  { group: 1, name: ['Logistik dan Rantai Pasok', 'Logistics and Supply Chain'] },
  { group: 1, name: ['Otomotif', 'Automotive'] },
];

/** [kind, category index, title, competency, discount] — descriptions are built from title and competency. */
const PROGRAMS: [ProgramKind, number, Pair, Pair, number][] = [
  [
    'course',
    0,
    ['Dasar Pemrograman Web', 'Web Programming Basics'],
    ['Membangun halaman web dengan HTML, CSS dan JavaScript', 'Building web pages with HTML, CSS and JavaScript'],
    500_000,
  ],
  [
    'course',
    0,
    ['Analisis Data dengan Python', 'Data Analysis with Python'],
    ['Mengolah dan memvisualisasikan data', 'Processing and visualising data'],
    0,
  ],
  [
    'course',
    2,
    ['Akuntansi Dasar untuk UMKM', 'Basic Accounting for Small Businesses'],
    ['Menyusun laporan keuangan sederhana', 'Preparing simple financial statements'],
    1_000_000,
  ],
  [
    'course',
    1,
    ['Pelayanan Prima di Hotel', 'Excellent Hotel Service'],
    ['Melayani tamu dengan standar internasional', 'Serving guests to international standards'],
    0,
  ],
  [
    'course',
    3,
    ['Pengenalan K3 di Tempat Kerja', 'Introduction to Workplace Safety'],
    ['Mengenali bahaya dan mengendalikan risiko', 'Recognising hazards and controlling risks'],
    0,
  ],
  [
    'package',
    0,
    ['Paket Mandiri Belajar Pengembang Web', 'Web Developer Self-Study Package'],
    ['Pemrograman web dari dasar hingga mahir', 'Web programming from basics to advanced'],
    2_000_000,
  ],
  [
    'package',
    2,
    ['Paket Mandiri Belajar Perpajakan', 'Taxation Self-Study Package'],
    ['Menghitung dan melaporkan pajak', 'Calculating and reporting taxes'],
    0,
  ],
  [
    'package',
    1,
    ['Paket Mandiri Belajar Kuliner', 'Culinary Self-Study Package'],
    ['Mengolah makanan sesuai standar dapur profesional', 'Cooking to professional kitchen standards'],
    0,
  ],
  [
    'profession',
    0,
    ['Profesi Analis Data', 'Data Analyst Profession'],
    ['Analisis data untuk pengambilan keputusan bisnis', 'Data analysis for business decisions'],
    2_500_000,
  ],
  [
    'profession',
    1,
    ['Profesi Barista', 'Barista Profession'],
    ['Menyajikan kopi espresso dan manual brew', 'Serving espresso and manual-brew coffee'],
    0,
  ],
  [
    'profession',
    2,
    ['Profesi Staf Akuntansi', 'Accounting Staff Profession'],
    ['Pencatatan transaksi dan rekonsiliasi bank', 'Bookkeeping and bank reconciliation'],
    0,
  ],
  [
    'certification',
    0,
    ['Sertifikasi Junior Web Developer', 'Junior Web Developer Certification'],
    ['Skema sertifikasi BNSP pengembang web junior', 'BNSP junior web developer certification scheme'],
    1_500_000,
  ],
  [
    'certification',
    3,
    ['Sertifikasi Ahli K3 Umum', 'General OHS Expert Certification'],
    ['Skema sertifikasi keselamatan dan kesehatan kerja', 'Occupational health and safety certification scheme'],
    0,
  ],
  [
    'certification',
    1,
    ['Sertifikasi Pemandu Wisata', 'Tour Guide Certification'],
    ['Skema sertifikasi pemandu wisata', 'Tour guide certification scheme'],
    0,
  ],
  [
    'link-and-match',
    4,
    ['Link and Match Operator Produksi', 'Production Operator Link and Match'],
    ['Kurikulum operator mesin produksi bersama industri', 'Production machine operator curriculum with industry'],
    25_000_000,
  ],
  [
    'link-and-match',
    5,
    ['Link and Match Staf Gudang', 'Warehouse Staff Link and Match'],
    ['Kurikulum pergudangan dan inventori', 'Warehousing and inventory curriculum'],
    0,
  ],
  [
    'link-and-match',
    6,
    ['Link and Match Teknisi Otomotif', 'Automotive Technician Link and Match'],
    ['Kurikulum perawatan kendaraan ringan', 'Light vehicle maintenance curriculum'],
    0,
  ],
  [
    'learning-industrial',
    4,
    ['Pelatihan Industri Lean Manufacturing', 'Lean Manufacturing Industrial Training'],
    ['Mengurangi pemborosan di lini produksi', 'Reducing waste on the production line'],
    50_000_000,
  ],
  [
    'learning-industrial',
    5,
    ['Pelatihan Industri Manajemen Armada', 'Fleet Management Industrial Training'],
    ['Mengelola armada dan rute pengiriman', 'Managing fleets and delivery routes'],
    0,
  ],
  [
    'learning-industrial',
    6,
    ['Pelatihan Industri Kendaraan Listrik', 'Electric Vehicle Industrial Training'],
    ['Perawatan sistem baterai kendaraan listrik', 'Maintaining electric vehicle battery systems'],
    0,
  ],
];

const ACTIVITIES: Pair[] = [
  ['Video pembelajaran', 'Learning video'],
  ['Materi bacaan (PDF)', 'Reading material (PDF)'],
  ['Kuis', 'Quiz'],
];

const programCoverName = (index: number) => `program-${index + 1}.svg`;

/** The demo programs' covers, written with the content's pictures at every start (platform/media.ts). */
export function catalogueMedia(): Record<string, string> {
  return Object.fromEntries(PROGRAMS.map(([kind, , title], index) => [programCoverName(index), coverArt(`${title[0]} ${title[1]}`, kind)]));
}

/** The demo catalogue (SPEC 9), on the first start only: every kind, several programs, some discounted. */
export async function seedCatalogue(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('program_categories').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    const categories = await trx
      .insertInto('program_categories')
      .values(CATEGORIES.map(({ group, name }) => ({ group_program: group, name_id: name[0], name_en: name[1] })))
      .returning('id')
      .execute();
    await trx
      .insertInto('programs')
      .values(
        PROGRAMS.map(([kind, category, title, competency, discount], index) => ({
          kind,
          cover: `/media/${programCoverName(index)}`,
          sub_program_id: subProgramOf(kind),
          group_program: groupOf(kind),
          category_id: categories[category]!.id,
          title_id: title[0],
          title_en: title[1],
          description_id: `${title[0]}: program BISA untuk kompetensi ${competency[0].toLowerCase()}, dengan materi, latihan dan pendampingan mentor.`,
          description_en: `${title[1]}: a BISA program for the competency of ${competency[1].toLowerCase()}, with materials, practice and mentoring.`,
          competency_id: competency[0],
          competency_en: competency[1],
          activities: JSON.stringify(
            ACTIVITIES.map(([id, en]) => ({ id: `${id} · ${DEMO_ACTIVITY_TIME.id}`, en: `${en} · ${DEMO_ACTIVITY_TIME.en}` })),
          ),
          price: DEMO_PRICE[kind],
          discount,
          available_from: kind === 'certification' ? CERTIFICATION_FROM : null,
        })),
      )
      .execute();
  });
  return true;
}
