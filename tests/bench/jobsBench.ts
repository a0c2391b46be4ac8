import { sql } from 'kysely';
import { openDatabase, type Db } from '../../server/src/db/connect';
import type { LoadResult, LoadTarget } from './loadGenerator';
import { measureFirstVisitJavaScript, type JavaScriptWeight } from './pageWeight';
import type { Goal, Row } from './report';

/** The job portal's seed for the benchmark (not the demo) and its goals. */
export const BENCH_VACANCIES = 100_000;
export const BENCH_APPLICATIONS = 50_000;
/** Applicants and vacancies of the demo employer the applications spread over: 5,000 people x 10 vacancies each. */
const APPLICANTS = 5_000;
const DEMO_EMPLOYER_VACANCIES = 1_000;
const BENCH_EMPLOYERS = 200;

const searchGoal = (limitMs: number): Goal => ({ text: `p99 <= ${limitMs} ms at 10 connections`, isMet: (r) => r.p99Ms <= limitMs });
const candidateGoal: Goal = { text: 'p99 <= 50 ms at 10 connections', isMet: (r) => r.p99Ms <= 50 };
const vacancyPageGoal: Goal = { text: '>= 1,000 pages/s (cached)', isMet: (r) => r.requestsPerSecond >= 1_000 };

type Measure = (target: Omit<LoadTarget, 'seconds'>) => Promise<LoadResult>;

const TITLES = [
  'Staf Gudang',
  'Kasir Toko',
  'Operator Produksi',
  'Teknisi Listrik',
  'Admin Keuangan',
  'Web Developer',
  'Sales Lapangan',
  'Barista',
  'Perawat',
  'Guru Bahasa Inggris',
  'Operator Las',
  'Desainer Grafis',
  'Customer Service',
  'Pengemudi Logistik',
  'Akuntan',
  'Staf HRD',
  'Cook Helper',
  'Mekanik Alat Berat',
  'Data Analyst',
  'Warehouse Supervisor',
];
const WORDS = ['pengalaman', 'shift', 'forklift', 'excel', 'komunikasi', 'teliti', 'sertifikat', 'bnsp', 'react', 'typescript', 'customer', 'safety'];
const textArray = (items: readonly string[]) => sql.raw(`array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/**
 * Writes the benchmark's job portal data straight into a database the demo seed has filled (the gateway stopped, on
 * PGlite; beside it, on PostgreSQL): 200 verified employers of its own with 99,000 vacancies, 1,000 more of the demo
 * employer, and 50,000 applications to the demo employer's vacancies from 5,000 job seekers. Set-based SQL, so
 * 150,000 rows take seconds; the regions are the real ones seedLocations loaded.
 */
export async function seedJobsBench(db: Db): Promise<void> {
  const demo = await db
    .selectFrom('organisations')
    .select(['id', 'owner_account_id'])
    .where('kind', '=', 'employer')
    .where('code', '=', 'PTMAJU')
    .executeTakeFirstOrThrow();
  await sql`insert into organisations (kind, legal_name, code, verification, owner_account_id)
    select 'employer', 'PT Bench Karya ' || n, 'BENCH' || n, 'verified', ${demo.owner_account_id}::uuid
    from generate_series(1, ${BENCH_EMPLOYERS}::int) n`.execute(db);
  await sql`with regions as (
      select code, province_code, (row_number() over (order by code) - 1)::int as i, (count(*) over ())::int as c from location_regencies
    ), employers as (
      select id, (row_number() over (order by code) - 1)::int as i, (count(*) over ())::int as c from organisations where code like 'BENCH%'
    )
    insert into job_vacancies (organisation_id, title, description, requirements, province_code, regency_code, employment_type,
      work_mode, field, salary_min, salary_max, show_salary, quota, status, published_at, closes_at)
    select case when n < ${DEMO_EMPLOYER_VACANCIES} then ${demo.id}::uuid else e.id end,
      (${textArray(TITLES)})[1 + n % ${TITLES.length}] || ' ' || (n % 97),
      'Kami mencari ' || (${textArray(WORDS)})[1 + n % ${WORDS.length}] || ' dan ' || (${textArray(WORDS)})[1 + (n / 7) % ${WORDS.length}] || ' untuk tim kami.',
      'Minimal SMA/SMK, ' || (${textArray(WORDS)})[1 + (n / 3) % ${WORDS.length}] || '.',
      r.province_code, r.code,
      (array['full-time','part-time','contract','internship','freelance'])[1 + n % 5],
      (array['onsite','hybrid','remote'])[1 + n % 3],
      (array['administration','sales-marketing','finance','information-technology','manufacturing','construction','logistics','hospitality','healthcare','education','agriculture','creative','other'])[1 + n % 13],
      3000000 + (n % 40) * 250000, 4000000 + (n % 40) * 300000, n % 9 <> 0, 1 + n % 5,
      case when n % 20 = 0 then 'closed' else 'published' end,
      now() - (n % 90) * interval '1 day' - (n % 1440) * interval '1 minute',
      case when n % 4 = 0 then null else now() + (10 + n % 50) * interval '1 day' end
    from generate_series(0, ${BENCH_VACANCIES - 1}::int) n
    join regions r on r.i = (n * 7) % r.c
    join employers e on e.i = n % e.c`.execute(db);
  await sql`with new_users as (
      insert into users (email, password_hash, fullname, phone, email_confirmed_at)
      select 'bench-seeker-' || n || '@bench.local', 'not-a-hash', 'Pencari Kerja ' || n, null, now() from generate_series(1, ${APPLICANTS}::int) n
      returning id
    )
    insert into accounts (user_id, role_name, account_type, photo) select id, 'Job Seeker', 1, null from new_users`.execute(db);
  await sql`with seekers as (
      select accounts.id, (row_number() over (order by accounts.id) - 1)::int as k from accounts
      join users on users.id = accounts.user_id where users.email like 'bench-seeker-%'
    ), vacancies as (
      select id, (row_number() over (order by published_at desc, id) - 1)::int as i from job_vacancies where organisation_id = ${demo.id}::uuid
    )
    insert into job_applications (vacancy_id, organisation_id, applicant_account_id, status, created_at)
    select v.id, ${demo.id}::uuid, s.id, ((s.k + j) % 6)::smallint, now() - ((s.k + j) % 60) * interval '1 day'
    from seekers s cross join generate_series(0, 9) j
    join vacancies v on v.i = (s.k * 10 + j) % ${DEMO_EMPLOYER_VACANCIES}`.execute(db);
  // What autovacuum does to a live database: merges the GIN index's pending entries of the bulk insert and refreshes
  // the planner's statistics (before it, a keyword search took 22 ms instead of 4 on PostgreSQL). PGlite has no
  // autovacuum, so the seed does it for both.
  await sql`vacuum analyze`.execute(db);
}

/** Seeds an embedded data folder the gateway has set up and stopped: the gateway is started on it again afterwards. */
export async function seedJobsBenchOnPglite(pgliteDir: string): Promise<void> {
  const handle = await openDatabase({ dataDir: pgliteDir });
  try {
    await seedJobsBench(handle.db);
  } finally {
    await handle.close();
  }
}

export async function seedJobsBenchOnPostgres(databaseUrl: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl });
  try {
    await seedJobsBench(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * The job portal's measurements on a gateway holding the seed above: the vacancy search with a keyword and two filters,
 * the employer's candidate list (PostgreSQL only: the goal is stated there), and the public vacancy page with its
 * first-visit JavaScript.
 */
export async function measureJobs(options: {
  baseUrl: string;
  apiKey: string;
  storage: 'PGlite' | 'PostgreSQL';
  connections: number;
  pageConnections: number;
  employerToken: string;
  measure: Measure;
}): Promise<{ rows: Row[]; vacancyPageWeight?: JavaScriptWeight }> {
  const headers = { 'x-api-key': options.apiKey };
  const rows: Row[] = [];
  const search = '/api/jp/job-vacancy?keyword=staf%20gud&province=31&employmentType=full-time';
  const probe = (await (await fetch(`${options.baseUrl}${search}`, { headers })).json()) as { data?: { total?: number } };
  rows.push({
    route: `GET ${search} (${BENCH_VACANCIES.toLocaleString('en')} vacancies, ${probe.data?.total ?? '?'} found, ${options.storage})`,
    result: await options.measure({ url: `${options.baseUrl}${search}`, headers, connections: options.connections }),
    goal: searchGoal(options.storage === 'PostgreSQL' ? 50 : 150),
  });
  if (options.storage === 'PostgreSQL') {
    rows.push({
      route: `GET /api/jp/job-vacancy/list-candidate page 3 of ${BENCH_APPLICATIONS.toLocaleString('en')} applications (PostgreSQL)`,
      result: await options.measure({
        url: `${options.baseUrl}/api/jp/job-vacancy/list-candidate?pageIndex=3&pageSize=10`,
        headers: { ...headers, authorization: `Bearer ${options.employerToken}` },
        connections: options.connections,
      }),
      goal: candidateGoal,
    });
    return { rows };
  }
  const latest = (await (await fetch(`${options.baseUrl}/api/jp/job-vacancy?pageSize=1`, { headers })).json()) as {
    data: { items: { id: string }[] };
  };
  const pagePath = `/program/bisa-talent/job-vacancy/${latest.data.items[0]!.id}`;
  rows.push({
    route: `GET ${pagePath.replace(/[0-9a-f-]{36}$/, '{id}')} (server-rendered, cached, ${options.pageConnections} connections)`,
    result: await options.measure({ url: `${options.baseUrl}${pagePath}`, connections: options.pageConnections }),
    goal: vacancyPageGoal,
  });
  return { rows, vacancyPageWeight: await measureFirstVisitJavaScript(`${options.baseUrl}${pagePath}`) };
}
