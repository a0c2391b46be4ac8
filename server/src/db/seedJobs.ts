import type { Db } from './connect';
import { demoAccountOf as accountOf } from './seed';
import { seedDemoJobProfile } from './seedJobProfile';

/** The demo employer's organisation code (its short code; unique among employers). */
export const DEMO_EMPLOYER_CODE = 'PTMAJU';

const DAY = 86_400_000;

/** The demo vacancies, in real regions (Kemendagri codes of the idn-area-data regions). */
const DEMO_VACANCIES = [
  {
    title: 'Staf Gudang / Warehouse Staff',
    description: 'Menerima, menyimpan dan mengirim barang di gudang distribusi. Receive, store and ship goods at our distribution warehouse.',
    requirements: 'Pendidikan minimal SMA/SMK, bisa mengoperasikan forklift (SIO), teliti. High school, forklift licence, careful.',
    province_code: '31',
    regency_code: '31.72',
    employment_type: 'full-time',
    work_mode: 'onsite',
    field: 'logistics',
    salary_min: 5_000_000,
    salary_max: 6_500_000,
    daysAgo: 2,
  },
  {
    title: 'Junior Web Developer',
    description: 'Membangun dan merawat aplikasi web perusahaan dengan TypeScript dan React. Build and maintain our web apps.',
    requirements: 'Memahami HTML, CSS, JavaScript/TypeScript; sertifikat Junior Web Developer (BNSP) menjadi nilai tambah.',
    province_code: '32',
    regency_code: '32.73',
    employment_type: 'full-time',
    work_mode: 'hybrid',
    field: 'information-technology',
    salary_min: 7_000_000,
    salary_max: 10_000_000,
    daysAgo: 5,
  },
  {
    title: 'Admin Media Sosial (Magang) / Social Media Intern',
    description: 'Membantu tim pemasaran membuat konten dan menjadwalkan unggahan. Help marketing create content.',
    requirements: 'Mahasiswa tingkat akhir atau lulusan baru, kreatif, menguasai Canva. Final-year students or fresh graduates.',
    province_code: '35',
    regency_code: '35.78',
    employment_type: 'internship',
    work_mode: 'remote',
    field: 'sales-marketing',
    salary_min: 2_000_000,
    salary_max: null,
    daysAgo: 12,
  },
] as const;

/**
 * The demo job portal, once: employer@demo.local's company as a verified employer organisation (its
 * admin), three published vacancies in Jakarta Utara, Bandung and Surabaya, and the demo job seeker's application
 * to the first. Regions not loaded (a test database without seedLocations) are left empty rather than failing.
 */
export async function seedJobs(db: Db, now = new Date()): Promise<void> {
  const [employer, jobSeeker] = await Promise.all([accountOf(db, 'Employer'), accountOf(db, 'Job Seeker')]);
  if (!employer || !jobSeeker) return;
  await seedDemoJobProfile(db, jobSeeker.id);
  const existing = await db
    .selectFrom('organisations')
    .select('id')
    .where('kind', '=', 'employer')
    .where('code', '=', DEMO_EMPLOYER_CODE)
    .executeTakeFirst();
  if (existing) return;
  const regencies = new Set(
    (
      await db
        .selectFrom('location_regencies')
        .select('code')
        .where(
          'code',
          'in',
          DEMO_VACANCIES.map((vacancy) => vacancy.regency_code),
        )
        .execute()
    ).map((row) => row.code),
  );
  await db.transaction().execute(async (trx) => {
    const organisation = await trx
      .insertInto('organisations')
      .values({ kind: 'employer', legal_name: employer.fullname, code: DEMO_EMPLOYER_CODE, verification: 'verified', owner_account_id: employer.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('memberships').values({ organisation_id: organisation.id, account_id: employer.id, role: 'admin' }).execute();
    const ids: string[] = [];
    for (const { daysAgo, province_code, regency_code, ...vacancy } of DEMO_VACANCIES) {
      const known = regencies.has(regency_code);
      const row = await trx
        .insertInto('job_vacancies')
        .values({
          ...vacancy,
          organisation_id: organisation.id,
          province_code: known ? province_code : null,
          regency_code: known ? regency_code : null,
          quota: 2,
          closes_at: new Date(now.getTime() + 60 * DAY),
          status: 'published',
          published_at: new Date(now.getTime() - daysAgo * DAY),
          created_by: employer.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const application = await trx
      .insertInto('job_applications')
      .values({
        vacancy_id: ids[0]!,
        organisation_id: organisation.id,
        applicant_account_id: jobSeeker.id,
        cover_note: 'Saya berpengalaman dua tahun sebagai staf gudang dan memiliki SIO forklift.',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('application_events')
      .values({ application_id: application.id, from_state: null, to_state: 'new', actor_account_id: jobSeeker.id })
      .execute();
  });
}
