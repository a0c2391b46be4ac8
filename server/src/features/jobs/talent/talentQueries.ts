import { sql, type Expression, type SqlBool } from 'kysely';
import { containsPattern } from '@core/catalogue/adminList';
import type { Locale } from '@core/i18n/locales';
import { canRequest, nextRequestStates, talentProfileFor, talentStatusOf, TALENT_STATUS_FILTERS, type TalentStatusFilter } from '@core/jobs/talent';
import type { DataRequestView, TalentCertificates, TalentCounts, TalentPage, TalentRequestRef, TalentView } from '@core/jobs/talent.contract';
import type { Db } from '../../../db/connect';

/**
 * The talent source's reads (docs/decisions/2026-11-26-job-portal.md "Talent source"). An employer reads for one
 * organisation (its first verified one, as a new vacancy is made for): the opted-in profiles, and those that approved
 * this organisation's request, each with this organisation's request only. A job seeker reads the requests made to
 * them.
 */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface TalentFilters {
  pageIndex: number;
  pageSize: number;
  searchValue?: string;
  provinceCode?: string;
  regencyCode?: string;
  skill?: string;
  certified?: boolean;
  status: TalentStatusFilter;
}

/** Profiles with their owner, regions, and this organisation's request (at most one: the table's unique key). */
function talentRows(db: Db, organisationId: string) {
  return db
    .selectFrom('job_profiles')
    .innerJoin('accounts', 'accounts.id', 'job_profiles.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .leftJoin('location_provinces', 'location_provinces.code', 'job_profiles.province_code')
    .leftJoin('location_regencies', 'location_regencies.code', 'job_profiles.regency_code')
    .leftJoin('talent_requests', (join) =>
      join.onRef('talent_requests.profile_account_id', '=', 'job_profiles.account_id').on('talent_requests.organisation_id', '=', organisationId),
    )
    .leftJoin('job_vacancies', 'job_vacancies.id', 'talent_requests.vacancy_id')
    .where((eb) => eb.or([eb('job_profiles.open_to_offers', '=', true), eb('talent_requests.status', '=', 'approved')]));
}

const talentColumns = [
  'job_profiles.account_id',
  'job_profiles.headline',
  'job_profiles.summary',
  'job_profiles.phone',
  'job_profiles.address',
  'job_profiles.desired_job',
  'job_profiles.desired_salary',
  'job_profiles.skills',
  'job_profiles.education',
  'job_profiles.experience',
  'job_profiles.languages',
  'job_profiles.cv_file',
  'job_profiles.updated_at',
  'job_profiles.province_code',
  'job_profiles.regency_code',
  'location_provinces.name as province_name',
  'location_regencies.name as regency_name',
  'users.fullname',
  'users.email',
  'users.phone as account_phone',
  'talent_requests.id as request_id',
  'talent_requests.status as request_status',
  'talent_requests.message as request_message',
  'talent_requests.vacancy_id as request_vacancy_id',
  'talent_requests.created_at as request_created_at',
  'talent_requests.decided_at as request_decided_at',
  'job_vacancies.title as request_vacancy_title',
] as const;

const withColumns = (query: ReturnType<typeof talentRows>) => query.select(talentColumns);
type TalentRow = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

/** Valid (not revoked, not expired) platform certificates, whose holder the filter and the cards name. */
const validCertificate = sql<SqlBool>`certificates.revoked_at is null and certificates.valid_until >= now()`;

function searched(db: Db, organisationId: string, filters: TalentFilters) {
  let query = talentRows(db, organisationId);
  const text = filters.searchValue?.trim();
  if (text) {
    const pattern = containsPattern(text);
    query = query.where((eb) =>
      eb.or([
        eb('job_profiles.headline', 'ilike', pattern),
        eb('job_profiles.desired_job', 'ilike', pattern),
        sql<SqlBool>`array_to_string(job_profiles.skills, ' ') ilike ${pattern}`,
      ]),
    );
  }
  if (filters.provinceCode) query = query.where('job_profiles.province_code', '=', filters.provinceCode);
  if (filters.regencyCode) query = query.where('job_profiles.regency_code', '=', filters.regencyCode);
  const skill = filters.skill?.trim();
  if (skill) {
    // Any skill containing the text, case-insensitively ("las" finds "Las SMAW"); job_profiles_skills (GIN) serves exact matches only.
    query = query.where(sql<SqlBool>`exists (select 1 from unnest(job_profiles.skills) as s(skill) where s.skill ilike ${containsPattern(skill)})`);
  }
  if (filters.certified) {
    query = query.where(
      sql<SqlBool>`exists (select 1 from certificates where certificates.holder_account_id = job_profiles.account_id and ${validCertificate})`,
    );
  }
  return query;
}

function statusCondition(status: TalentStatusFilter): Expression<SqlBool> | null {
  if (status === 'all') return null;
  if (status === 'available') return sql<SqlBool>`talent_requests.id is null`;
  return sql<SqlBool>`talent_requests.status = ${status}`;
}

async function certificatesOf(db: Db, accountIds: string[], locale: Locale): Promise<Map<string, TalentCertificates>> {
  const byAccount = new Map<string, TalentCertificates>();
  if (!accountIds.length) return byAccount;
  const rows = await db
    .selectFrom('certificates')
    .innerJoin('certification_schemes', 'certification_schemes.id', 'certificates.scheme_id')
    .select(['certificates.holder_account_id', 'certification_schemes.title_id', 'certification_schemes.title_en'])
    .where('certificates.holder_account_id', 'in', accountIds)
    .where(validCertificate)
    .orderBy('certificates.issued_at', 'desc')
    .execute();
  for (const row of rows) {
    const entry = byAccount.get(row.holder_account_id) ?? { count: 0, schemes: [] };
    entry.count += 1;
    const name = locale === 'en' ? row.title_en : row.title_id;
    if (!entry.schemes.includes(name)) entry.schemes.push(name);
    byAccount.set(row.holder_account_id, entry);
  }
  return byAccount;
}

function talentView(row: TalentRow, certificates: TalentCertificates | undefined, now: Date): TalentView {
  const status = talentStatusOf(row.request_status);
  const request: TalentRequestRef | null =
    row.request_id && row.request_status
      ? {
          id: row.request_id,
          status: row.request_status,
          message: row.request_message ?? '',
          vacancy: row.request_vacancy_id && row.request_vacancy_title ? { id: row.request_vacancy_id, title: row.request_vacancy_title } : null,
          createdAt: iso(row.request_created_at)!,
          decidedAt: iso(row.request_decided_at),
        }
      : null;
  const verdict = canRequest(request && { status: request.status, decidedAt: request.decidedAt }, now);
  const profile = talentProfileFor(
    {
      accountId: row.account_id,
      fullname: row.fullname,
      email: row.email,
      phone: row.phone ?? row.account_phone,
      address: row.address,
      headline: row.headline,
      summary: row.summary,
      desiredJob: row.desired_job,
      desiredSalary: row.desired_salary === null ? null : Number(row.desired_salary),
      skills: row.skills,
      province: row.province_code && row.province_name ? { code: row.province_code, name: row.province_name } : null,
      regency: row.regency_code && row.regency_name ? { code: row.regency_code, name: row.regency_name } : null,
      education: row.education,
      experience: row.experience,
      languages: row.languages,
      hasCv: row.cv_file !== null,
      updatedAt: iso(row.updated_at)!,
    },
    status === 'approved',
  );
  return {
    ...profile,
    status,
    request,
    certificates: certificates ?? { count: 0, schemes: [] },
    requestAgainAt: !verdict.ok && verdict.reason === 'tooSoon' ? verdict.retryAt.toISOString() : null,
  };
}

/** GET /employer/talent-source: a page of the search's profiles in the chosen status, and the matches by status. */
export async function searchTalent(db: Db, organisationId: string, filters: TalentFilters, locale: Locale, now = new Date()): Promise<TalentPage> {
  const base = searched(db, organisationId, filters);
  const countsRow = await base
    .select([
      sql<string>`count(*)`.as('all'),
      sql<string>`count(*) filter (where talent_requests.id is null)`.as('available'),
      sql<string>`count(*) filter (where talent_requests.status = 'waiting-approval')`.as('waiting-approval'),
      sql<string>`count(*) filter (where talent_requests.status = 'agreement-on-process')`.as('agreement-on-process'),
      sql<string>`count(*) filter (where talent_requests.status = 'approved')`.as('approved'),
      sql<string>`count(*) filter (where talent_requests.status = 'rejected')`.as('rejected'),
    ])
    .executeTakeFirstOrThrow();
  const counts = Object.fromEntries(TALENT_STATUS_FILTERS.map((name) => [name, Number(countsRow[name])])) as TalentCounts;
  const condition = statusCondition(filters.status);
  const rows = await withColumns(condition ? base.where(condition) : base)
    .orderBy('job_profiles.updated_at', 'desc')
    .orderBy('job_profiles.account_id')
    .limit(filters.pageSize)
    .offset((filters.pageIndex - 1) * filters.pageSize)
    .execute();
  const certificates = await certificatesOf(
    db,
    rows.map((row) => row.account_id),
    locale,
  );
  return {
    items: rows.map((row) => talentView(row, certificates.get(row.account_id), now)),
    total: counts[filters.status],
    pageIndex: filters.pageIndex,
    pageSize: filters.pageSize,
    counts,
  };
}

/** GET /employer/talent-source/{id}: one profile the organisation may see (opted in, or it approved its request). */
export async function talentById(
  db: Db,
  organisationId: string,
  accountId: string,
  locale: Locale,
  now = new Date(),
): Promise<TalentView | undefined> {
  const row = await withColumns(talentRows(db, organisationId)).where('job_profiles.account_id', '=', accountId).executeTakeFirst();
  if (!row) return undefined;
  const certificates = await certificatesOf(db, [accountId], locale);
  return talentView(row, certificates.get(accountId), now);
}

/** The requests made to a job seeker, newest first, with the company's name (a row of another person's is not found). */
export function dataRequestRows(db: Db, accountId: string) {
  return db
    .selectFrom('talent_requests')
    .innerJoin('organisations', 'organisations.id', 'talent_requests.organisation_id')
    .leftJoin('job_vacancies', 'job_vacancies.id', 'talent_requests.vacancy_id')
    .select([
      'talent_requests.id',
      'talent_requests.organisation_id',
      'talent_requests.status',
      'talent_requests.message',
      'talent_requests.vacancy_id',
      'talent_requests.created_at',
      'talent_requests.decided_at',
      'organisations.legal_name',
      'job_vacancies.title as vacancy_title',
    ])
    .where('talent_requests.profile_account_id', '=', accountId);
}
type DataRequestRow = Awaited<ReturnType<ReturnType<typeof dataRequestRows>['executeTakeFirstOrThrow']>>;

export function dataRequestView(row: DataRequestRow): DataRequestView {
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    vacancy: row.vacancy_id && row.vacancy_title ? { id: row.vacancy_id, title: row.vacancy_title } : null,
    createdAt: iso(row.created_at)!,
    decidedAt: iso(row.decided_at),
    company: row.legal_name,
    nextStates: nextRequestStates(row.status),
  };
}
