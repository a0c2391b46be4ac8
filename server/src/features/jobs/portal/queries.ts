import { sql, type ExpressionBuilder } from 'kysely';
import { containsPattern } from '@core/catalogue/adminList';
import type { Locale } from '@core/i18n/locales';
import {
  applicationState,
  codeOfState,
  HIRING_STATUS_LABELS,
  hiringStatusColour,
  nextStates,
  RESCHEDULE_LABELS,
  rescheduleColour,
  stateOfCode,
  type HiringActor,
  type HiringState,
  type RescheduleCode,
} from '@core/jobs/hiring';
import { attemptState } from '@core/jobs/screening';
import {
  DEFAULT_PAGE_SIZE,
  effectiveSort,
  keywordToTsQuery,
  SEARCH_COUNT_CAP,
  vacancyOpen,
  type EmployerVacancySort,
  type JobField,
  type SortOrder,
  type VacancyFilters,
  type VacancyStatus,
} from '@core/jobs/search';
import type { ApplicationView, CandidateDashboard, EmployerVacancyView, HiringStatusView, VacancySearchPage, VacancyView } from '@core/jobs/contract';
import type { Db } from '../../../db/connect';
import type { Database } from '../../../db/schema';
import { tenantIds } from '../../../platform/tenancy';
import { uploadUrl } from '../../../platform/uploads';

/**
 * The job portal's reads. Employer reads are scoped by the organisation ids the caller acts for
 * (server/src/platform/tenancy.ts), applicant reads by their account: a row outside answers 404.
 */

/** A paged list's page from its query strings (SPEC 3's pageIndex from 1, pageSize). */
export const pagingOf = (query: { pageIndex?: string; pageSize?: string }) => ({
  pageIndex: Number(query.pageIndex ?? '1'),
  pageSize: Number(query.pageSize ?? String(DEFAULT_PAGE_SIZE)),
});

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const num = (value: string | number | null) => (value === null ? null : Number(value));

export function vacancyRows(db: Db) {
  return db
    .selectFrom('job_vacancies')
    .innerJoin('organisations', 'organisations.id', 'job_vacancies.organisation_id')
    .leftJoin('location_provinces', 'location_provinces.code', 'job_vacancies.province_code')
    .leftJoin('location_regencies', 'location_regencies.code', 'job_vacancies.regency_code')
    .select([
      'job_vacancies.id',
      'job_vacancies.organisation_id',
      'job_vacancies.title',
      'job_vacancies.description',
      'job_vacancies.requirements',
      'job_vacancies.province_code',
      'job_vacancies.regency_code',
      'job_vacancies.employment_type',
      'job_vacancies.work_mode',
      'job_vacancies.field',
      'job_vacancies.salary_min',
      'job_vacancies.salary_max',
      'job_vacancies.show_salary',
      'job_vacancies.quota',
      'job_vacancies.closes_at',
      'job_vacancies.status',
      'job_vacancies.published_at',
      'job_vacancies.created_at',
      'organisations.legal_name',
      'organisations.logo',
      'organisations.verification',
      'location_provinces.name as province_name',
      'location_regencies.name as regency_name',
    ]);
}
export type VacancyRow = Awaited<ReturnType<ReturnType<typeof vacancyRows>['executeTakeFirstOrThrow']>>;

export function vacancyView(row: VacancyRow, now = new Date()): VacancyView {
  const closesAt = iso(row.closes_at);
  const open = vacancyOpen({ status: row.status, closesAt }, now);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    company: { id: row.organisation_id, name: row.legal_name, logoUrl: row.logo ? uploadUrl(row.logo) : null },
    province: row.province_code && row.province_name ? { code: row.province_code, name: row.province_name } : null,
    regency: row.regency_code && row.regency_name ? { code: row.regency_code, name: row.regency_name } : null,
    employmentType: row.employment_type,
    workMode: row.work_mode,
    field: row.field as JobField,
    salary: row.show_salary ? { min: num(row.salary_min), max: num(row.salary_max) } : null,
    quota: row.quota,
    closesAt,
    status: row.status,
    publishedAt: iso(row.published_at),
    createdAt: iso(row.created_at)!,
    open,
    expired: row.status === 'published' && !open,
  };
}

/** The public condition: published by a verified employer (a closed or expired one is still readable by id). */
const publicVacancy = (eb: ExpressionBuilder<Database & { organisations: Database['organisations'] }, 'job_vacancies' | 'organisations'>) =>
  eb.and([eb('job_vacancies.status', 'in', ['published', 'closed']), eb('organisations.verification', '=', 'verified')]);

/** SPEC 7 GET /api/jp/job-vacancy: published, not past closes_at, filtered, sorted, paged, with the total. */
export async function searchVacancies(db: Db, filters: VacancyFilters, now = new Date()): Promise<VacancySearchPage> {
  const tsquery = keywordToTsQuery(filters.keyword);
  let query = vacancyRows(db)
    .where('job_vacancies.status', '=', 'published')
    .where('organisations.verification', '=', 'verified')
    .where((eb) => eb.or([eb('job_vacancies.closes_at', 'is', null), eb('job_vacancies.closes_at', '>', now)]));
  if (tsquery) query = query.where(sql<boolean>`job_vacancies.search @@ to_tsquery('simple', ${tsquery})`);
  if (filters.province) query = query.where('job_vacancies.province_code', '=', filters.province);
  if (filters.regency) query = query.where('job_vacancies.regency_code', '=', filters.regency);
  if (filters.employmentType) query = query.where('job_vacancies.employment_type', '=', filters.employmentType);
  if (filters.workMode) query = query.where('job_vacancies.work_mode', '=', filters.workMode);
  if (filters.field) query = query.where('job_vacancies.field', '=', filters.field);
  if (filters.salaryMin !== undefined || filters.salaryMax !== undefined) {
    // Only salaries the employer shows take part (a hidden one could otherwise be found out by searching).
    query = query.where('job_vacancies.show_salary', '=', true);
  }
  // The vacancy's range reaches into the asked range (a one-sided salary counts as both ends).
  if (filters.salaryMin !== undefined) {
    query = query.where(sql<boolean>`coalesce(job_vacancies.salary_max, job_vacancies.salary_min) >= ${filters.salaryMin}`);
  }
  if (filters.salaryMax !== undefined) {
    query = query.where(sql<boolean>`coalesce(job_vacancies.salary_min, job_vacancies.salary_max) <= ${filters.salaryMax}`);
  }
  if (filters.postedWithinDays !== undefined) {
    query = query.where('job_vacancies.published_at', '>=', new Date(now.getTime() - filters.postedWithinDays * 86_400_000));
  }
  const sort = effectiveSort(filters);
  let sorted = query;
  if (sort === 'salary') {
    sorted = sorted.orderBy(
      sql`case when job_vacancies.show_salary then coalesce(job_vacancies.salary_max, job_vacancies.salary_min) end desc nulls last`,
    );
  } else if (sort === 'relevance' && tsquery) {
    sorted = sorted.orderBy(sql`ts_rank(job_vacancies.search, to_tsquery('simple', ${tsquery})) desc`);
  }
  sorted = sorted.orderBy('job_vacancies.published_at', 'desc').orderBy('job_vacancies.id');
  const offset = (filters.pageIndex - 1) * filters.pageSize;
  // One pass over the matches, in order, reading the text index once: their ids up to SEARCH_COUNT_CAP + 1 give the
  // total and the page's ids, and the page's rows are then read by id. (A window count would join every match before
  // the page could be cut; a count beside the page would read the text index twice.) A page past the ids is read
  // directly.
  const ids = (
    await sorted
      .clearSelect()
      .select('job_vacancies.id')
      .limit(SEARCH_COUNT_CAP + 1)
      .execute()
  ).map((row) => row.id);
  const totalAtLeast = ids.length > SEARCH_COUNT_CAP;
  let rows: VacancyRow[];
  if (!totalAtLeast || offset + filters.pageSize <= ids.length) {
    const pageIds = ids.slice(offset, offset + filters.pageSize);
    const read = pageIds.length ? await vacancyRows(db).where('job_vacancies.id', 'in', pageIds).execute() : [];
    const byId = new Map(read.map((row) => [row.id, row]));
    rows = pageIds.flatMap((id) => byId.get(id) ?? []);
  } else {
    rows = await sorted.limit(filters.pageSize).offset(offset).execute();
  }
  const total = Math.max(totalAtLeast ? SEARCH_COUNT_CAP : ids.length, offset + rows.length);
  return { items: rows.map((row) => vacancyView(row, now)), total, totalAtLeast, pageIndex: filters.pageIndex, pageSize: filters.pageSize };
}

export async function publicVacancyById(db: Db, id: string, now = new Date()): Promise<VacancyView | undefined> {
  const row = await vacancyRows(db)
    .where('job_vacancies.id', '=', id)
    .where((eb) => publicVacancy(eb))
    .executeTakeFirst();
  return row && vacancyView(row, now);
}

const EMPTY_COUNTERS = { total: 0, new: 0, onProcess: 0, passed: 0, failed: 0, hired: 0, rejected: 0, withdrawn: 0 };
const COUNTER_OF: Record<HiringState, keyof typeof EMPTY_COUNTERS> = {
  new: 'new',
  'on-process': 'onProcess',
  passed: 'passed',
  failed: 'failed',
  hired: 'hired',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
};

/** The employer's vacancies with their applications by state (one grouped query for the page). */
export async function employerVacancyViews(db: Db, rows: VacancyRow[], now = new Date()): Promise<EmployerVacancyView[]> {
  const ids = rows.map((row) => row.id);
  const counts = ids.length
    ? await db
        .selectFrom('job_applications')
        .select(['vacancy_id', 'status', sql<boolean>`withdrawn_at is not null`.as('withdrawn'), sql<string>`count(*)`.as('n')])
        .where('vacancy_id', 'in', ids)
        .groupBy(['vacancy_id', 'status', sql`withdrawn_at is not null`])
        .execute()
    : [];
  return rows.map((row) => {
    const counters = { ...EMPTY_COUNTERS };
    for (const count of counts.filter((c) => c.vacancy_id === row.id)) {
      const n = Number(count.n);
      counters.total += n;
      counters[COUNTER_OF[applicationState(count.status, Boolean(count.withdrawn))]] += n;
    }
    return {
      ...vacancyView(row, now),
      salaryMin: num(row.salary_min),
      salaryMax: num(row.salary_max),
      showSalary: row.show_salary,
      counters,
    };
  });
}

export function ownVacancies(db: Db, organisationIds: readonly string[]) {
  return vacancyRows(db).where('job_vacancies.organisation_id', 'in', tenantIds(organisationIds));
}

/** The employer grid's sort columns (EMPLOYER_VACANCY_SORTS), each a column of job_vacancies. */
const EMPLOYER_VACANCY_COLUMNS = {
  title: 'job_vacancies.title',
  status: 'job_vacancies.status',
  publishedAt: 'job_vacancies.published_at',
  closesAt: 'job_vacancies.closes_at',
  createdAt: 'job_vacancies.created_at',
} as const satisfies Record<EmployerVacancySort, string>;

export async function employerVacancyList(
  db: Db,
  organisationIds: readonly string[],
  options: {
    pageIndex: number;
    pageSize: number;
    searchValue?: string;
    status?: VacancyStatus;
    sortBy?: EmployerVacancySort;
    sortOrder?: SortOrder;
  },
) {
  let query = ownVacancies(db, organisationIds);
  if (options.searchValue?.trim()) query = query.where('job_vacancies.title', 'ilike', containsPattern(options.searchValue.trim()));
  if (options.status) query = query.where('job_vacancies.status', '=', options.status);
  const column = EMPLOYER_VACANCY_COLUMNS[options.sortBy ?? 'createdAt'];
  const direction = options.sortOrder ?? (options.sortBy ? 'asc' : 'desc');
  const rows = await query
    .select(sql<string>`count(*) over ()`.as('total'))
    // Rows without the date (a draft's publication) come last either way; the id keeps equal values in one order.
    .orderBy(sql.ref(column), (order) => (direction === 'asc' ? order.asc() : order.desc()).nullsLast())
    .orderBy('job_vacancies.id')
    .limit(options.pageSize)
    .offset((options.pageIndex - 1) * options.pageSize)
    .execute();
  return {
    items: await employerVacancyViews(db, rows),
    total: Number(rows[0]?.total ?? 0),
    pageIndex: options.pageIndex,
    pageSize: options.pageSize,
  };
}

// Applications.

export function statusView(code: number, withdrawn: boolean, locale: Locale): HiringStatusView {
  const state = applicationState(code, withdrawn);
  return { code: codeOfState(stateOfCode(code)), state, colour: hiringStatusColour(state), label: HIRING_STATUS_LABELS[state][locale] };
}

export function applicationRows(db: Db) {
  return db
    .selectFrom('job_applications')
    .innerJoin('job_vacancies', 'job_vacancies.id', 'job_applications.vacancy_id')
    .innerJoin('organisations', 'organisations.id', 'job_applications.organisation_id')
    .innerJoin('accounts', 'accounts.id', 'job_applications.applicant_account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select([
      'job_applications.id',
      'job_applications.vacancy_id',
      'job_applications.organisation_id',
      'job_applications.applicant_account_id',
      'job_applications.status',
      'job_applications.withdrawn_at',
      'job_applications.cover_note',
      'job_applications.created_at',
      'job_vacancies.title',
      'job_vacancies.status as vacancy_status',
      'job_vacancies.closes_at',
      'organisations.legal_name',
      'users.fullname',
      'users.email',
      'users.locale',
    ]);
}
export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationRows>['executeTakeFirstOrThrow']>>;

/** Who reaches an application: the employer's organisations, or the applicant. */
export type ApplicationScope = { relation: 'employer'; organisationIds: readonly string[] } | { relation: 'applicant'; accountId: string };

export function reachableApplications(db: Db, scope: ApplicationScope) {
  const rows = applicationRows(db);
  return scope.relation === 'employer'
    ? rows.where('job_applications.organisation_id', 'in', tenantIds(scope.organisationIds))
    : rows.where('job_applications.applicant_account_id', '=', scope.accountId);
}

const actorName = (eb: ExpressionBuilder<Database, 'application_events' | 'application_notes'>, column: 'actor' | 'author') =>
  eb
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select('users.fullname')
    .whereRef('accounts.id', '=', column === 'actor' ? 'application_events.actor_account_id' : 'application_notes.author_account_id')
    .as('name');

export async function applicationViews(
  db: Db,
  rows: ApplicationRow[],
  actor: HiringActor,
  locale: Locale,
  now = new Date(),
): Promise<ApplicationView[]> {
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const [events, interviews, notes, tests] = await Promise.all([
    db
      .selectFrom('application_events')
      .select((eb) => ['application_id', 'from_state', 'to_state', 'note', 'created_at', actorName(eb, 'actor')])
      .where('application_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db.selectFrom('job_interviews').selectAll().where('application_id', 'in', ids).orderBy('scheduled_at').execute(),
    actor === 'employer'
      ? db
          .selectFrom('application_notes')
          .select((eb) => ['application_id', 'note', 'created_at', actorName(eb, 'author')])
          .where('application_id', 'in', ids)
          .orderBy('id')
          .execute()
      : Promise.resolve([]),
    // The screening test's state per application (null: the vacancy has none).
    db
      .selectFrom('job_applications')
      .innerJoin('job_tests', 'job_tests.vacancy_id', 'job_applications.vacancy_id')
      .leftJoin('job_test_attempts', 'job_test_attempts.application_id', 'job_applications.id')
      .select(['job_applications.id', 'job_test_attempts.deadline_at', 'job_test_attempts.submitted_at'])
      .where('job_applications.id', 'in', ids)
      .execute(),
  ]);
  return rows.map((row) => {
    const test = tests.find((item) => item.id === row.id);
    const withdrawn = row.withdrawn_at !== null;
    const state = applicationState(row.status, withdrawn);
    return {
      id: row.id,
      vacancy: {
        id: row.vacancy_id,
        title: row.title,
        company: row.legal_name,
        open: vacancyOpen({ status: row.vacancy_status, closesAt: iso(row.closes_at) }, now),
      },
      applicant: { accountId: row.applicant_account_id, name: row.fullname, email: actor === 'employer' ? row.email : null },
      status: statusView(row.status, withdrawn, locale),
      withdrawn,
      coverNote: row.cover_note,
      createdAt: iso(row.created_at)!,
      nextStates: nextStates(state, actor),
      history: events
        .filter((event) => event.application_id === row.id)
        .map((event) => ({
          from: event.from_state as HiringState | null,
          to: event.to_state as HiringState,
          actor: event.name ?? null,
          note: event.note,
          at: iso(event.created_at)!,
        })),
      interviews: interviews
        .filter((interview) => interview.application_id === row.id)
        .map((interview) => ({
          id: interview.id,
          scheduledAt: iso(interview.scheduled_at)!,
          location: interview.location,
          link: interview.link,
          rescheduleCode: interview.reschedule_code as RescheduleCode,
          rescheduleColour: rescheduleColour(interview.reschedule_code),
          rescheduleLabel: RESCHEDULE_LABELS[interview.reschedule_code as RescheduleCode][locale],
          note: interview.note,
        })),
      notes: notes
        .filter((note) => note.application_id === row.id)
        .map((note) => ({ author: note.name ?? null, note: note.note, at: iso(note.created_at)! })),
      testState: test ? attemptState(test.deadline_at === null ? null : { deadlineAt: test.deadline_at, submittedAt: test.submitted_at }, now) : null,
    };
  });
}

/**
 * SPEC 3's candidate dashboard over the employer's applications (of one vacancy when named): applier = new,
 * candidateOnProcess = on process or passed, failedCandidate = failed or rejected, hiredCandidate = hired,
 * invitation = invited to an interview not cancelled, totalCandidate = every application not withdrawn. The
 * candidates list pages through them (searchValue: the applicant's name or e-mail, or the vacancy's title).
 */
/**
 * Applications by status and withdrawal: of one vacancy counted from its rows (a vacancy has few), of whole
 * organisations read from the counters the trigger of 0019_application_counts.sql keeps.
 */
async function applicationCounts(db: Db, tenants: string[], vacancyId: string | undefined) {
  const rows = vacancyId
    ? await db
        .selectFrom('job_applications')
        .select(['status', sql<boolean>`withdrawn_at is not null`.as('withdrawn'), sql<string>`count(*)`.as('n')])
        .where('organisation_id', 'in', tenants)
        .where('vacancy_id', '=', vacancyId)
        .groupBy(['status', sql`withdrawn_at is not null`])
        .execute()
    : await db.selectFrom('job_application_counts').select(['status', 'withdrawn', 'n']).where('organisation_id', 'in', tenants).execute();
  return rows.map((row) => ({ status: Number(row.status), withdrawn: row.withdrawn, n: Number(row.n) }));
}

export async function candidateDashboard(
  db: Db,
  organisationIds: readonly string[],
  options: { pageIndex: number; pageSize: number; searchValue?: string; vacancyId?: string; status?: number },
  locale: Locale,
): Promise<CandidateDashboard> {
  const tenants = tenantIds(organisationIds);
  const [counts, invitations] = await Promise.all([
    applicationCounts(db, tenants, options.vacancyId),
    // Interviews are few beside applications: counted from their side.
    db
      .selectFrom('job_interviews')
      .innerJoin('job_applications', 'job_applications.id', 'job_interviews.application_id')
      .select(sql<string>`count(distinct job_interviews.application_id)`.as('n'))
      .where('job_applications.organisation_id', 'in', tenants)
      .$if(options.vacancyId !== undefined, (query) => query.where('job_applications.vacancy_id', '=', options.vacancyId!))
      .where('job_applications.withdrawn_at', 'is', null)
      .where('job_interviews.reschedule_code', '<>', 4)
      .executeTakeFirstOrThrow(),
  ]);
  const open = (codes: readonly number[]) =>
    counts.filter((row) => !row.withdrawn && codes.includes(row.status)).reduce((sum, row) => sum + row.n, 0);

  let list = applicationRows(db).where('job_applications.organisation_id', 'in', tenants);
  if (options.vacancyId) list = list.where('job_applications.vacancy_id', '=', options.vacancyId);
  if (options.status !== undefined)
    list = list.where('job_applications.status', '=', options.status).where('job_applications.withdrawn_at', 'is', null);
  const searching = Boolean(options.searchValue?.trim());
  if (searching) {
    const pattern = containsPattern(options.searchValue!.trim());
    list = list.where((eb) =>
      eb.or([eb('users.fullname', 'ilike', pattern), eb('users.email', 'ilike', pattern), eb('job_vacancies.title', 'ilike', pattern)]),
    );
  }
  // Without a search the page's total is known from the counters, so the page reads only its own rows (the index on
  // organisation and time gives them in order); a search counts its matches.
  const total = searching
    ? list
        .clearSelect()
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n))
    : Promise.resolve(options.status === undefined ? counts.reduce((sum, row) => sum + row.n, 0) : open([options.status]));
  const rows = await list
    .select(
      sql<Date | null>`(select min(scheduled_at) from job_interviews where job_interviews.application_id = job_applications.id and job_interviews.reschedule_code <> 4 and job_interviews.scheduled_at >= now())`.as(
        'next_interview',
      ),
    )
    .orderBy('job_applications.created_at', 'desc')
    .orderBy('job_applications.id')
    .limit(options.pageSize)
    .offset((options.pageIndex - 1) * options.pageSize)
    .execute();
  return {
    candidates: {
      items: rows.map((row) => ({
        id: row.id,
        vacancy: { id: row.vacancy_id, title: row.title },
        applicant: { accountId: row.applicant_account_id, name: row.fullname, email: row.email },
        status: statusView(row.status, row.withdrawn_at !== null, locale),
        withdrawn: row.withdrawn_at !== null,
        appliedAt: iso(row.created_at)!,
        nextInterviewAt: iso(row.next_interview),
      })),
      total: await total,
      pageIndex: options.pageIndex,
      pageSize: options.pageSize,
    },
    applier: open([0]),
    candidateOnProcess: open([1, 2]),
    failedCandidate: open([3, 5]),
    hiredCandidate: open([4]),
    invitation: Number(invitations.n),
    totalCandidate: counts.filter((row) => !row.withdrawn).reduce((sum, row) => sum + row.n, 0),
  };
}
