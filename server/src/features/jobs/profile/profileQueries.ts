import { sql } from 'kysely';
import { certificateStatus } from '@core/certification/certificates';
import type { Locale } from '@core/i18n/locales';
import { addressParts, addressText, EMPTY_PROFILE } from '@core/jobs/profile';
import type {
  AreaName,
  CvCertificate,
  CvProgram,
  EducationEntry,
  ExperienceEntry,
  JobProfileBody,
  JobProfileInput,
  JobProfileView,
  LanguageEntry,
} from '@core/jobs/profile.contract';
import type { Db } from '../../../db/connect';
import { toIsoDate } from '../../../platform/dates';
import { badRequest } from '../../../platform/httpError';

/**
 * The CV's reads and writes (job_profiles, one row per account, written on the first save). The view adds what the
 * platform knows of the person: their name, the certificates issued to them (not revoked) and their programs (an
 * enrolment paid or fulfilled, a certification registration).
 */

/** A PUT body as a whole CV: a field left out is its empty value (PUT replaces the CV). */
export function profileFromBody(body: JobProfileBody): JobProfileInput {
  return {
    ...EMPTY_PROFILE,
    ...body,
    education: (body.education ?? []).map((entry) => ({ field: '', endYear: null, ...entry })),
    experience: (body.experience ?? []).map((entry) => ({ endMonth: null, description: '', ...entry })),
    languages: body.languages ?? [],
    skills: body.skills ?? [],
  };
}

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

async function areaNames(db: Db, codes: Pick<JobProfileInput, 'provinceCode' | 'regencyCode' | 'districtCode' | 'villageCode'>) {
  const one = async (table: 'location_provinces' | 'location_regencies' | 'location_districts' | 'location_villages', code: string | null) =>
    code === null ? null : ((await db.selectFrom(table).select(['code', 'name']).where('code', '=', code).executeTakeFirst()) ?? null);
  const [province, regency, district, village] = await Promise.all([
    one('location_provinces', codes.provinceCode),
    one('location_regencies', codes.regencyCode),
    one('location_districts', codes.districtCode),
    one('location_villages', codes.villageCode),
  ]);
  return { province, regency, district, village } satisfies Record<string, AreaName | null>;
}

/**
 * The certificates issued to the account on this platform, newest first; a revoked one is not earned. (Features do
 * not import each other: the certification feature's own read of a certificate is its business.)
 */
async function earnedCertificates(db: Db, accountId: string, now: Date): Promise<CvCertificate[]> {
  const rows = await db
    .selectFrom('certificates')
    .innerJoin('certification_schemes', 'certification_schemes.id', 'certificates.scheme_id')
    .innerJoin('organisations', 'organisations.id', 'certificates.organisation_id')
    .select([
      'certificates.id',
      'certificates.number',
      'certificates.issued_at',
      'certificates.issued_on',
      'certificates.valid_until',
      'certification_schemes.code',
      'certification_schemes.title_id',
      'certification_schemes.title_en',
      'organisations.legal_name',
      'organisations.time_zone',
    ])
    .where('certificates.holder_account_id', '=', accountId)
    .where('certificates.revoked_at', 'is', null)
    .orderBy('certificates.issued_at', 'desc')
    .execute();
  return rows.map((row) => {
    const validUntil = toIsoDate(row.valid_until);
    return {
      id: row.id,
      number: row.number,
      scheme: { code: row.code, title: { id: row.title_id, en: row.title_en } },
      lsp: row.legal_name,
      issuedAt: new Date(row.issued_at).toISOString(),
      issuedOn: toIsoDate(row.issued_on),
      validUntil,
      status: certificateStatus(validUntil, null, now, row.time_zone),
    };
  });
}

/**
 * The programs the account took here, as /member/kompetensi lists them (an enrolment: active while its order is
 * paid, completed once fulfilled; a certification registration with its status); a refunded enrolment is left out.
 */
async function earnedPrograms(db: Db, accountId: string, locale: Locale): Promise<CvProgram[]> {
  const title = sql.ref(locale === 'en' ? 'programs.title_en' : 'programs.title_id');
  const [enrolments, registrations] = await Promise.all([
    db
      .selectFrom('enrolments')
      .innerJoin('programs', 'programs.id', 'enrolments.program_id')
      .innerJoin('order_items', 'order_items.id', 'enrolments.order_item_id')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['enrolments.id', sql<string>`${title}`.as('title'), 'programs.kind', 'enrolments.created_at', 'orders.state'])
      .where('enrolments.account_id', '=', accountId)
      .where('orders.state', 'in', ['paid', 'fulfilled'])
      .execute(),
    db
      .selectFrom('certification_registrations')
      .innerJoin('programs', 'programs.id', 'certification_registrations.program_id')
      .select([
        'certification_registrations.id',
        sql<string>`${title}`.as('title'),
        'programs.kind',
        'certification_registrations.created_at',
        'certification_registrations.status',
      ])
      .where('certification_registrations.account_id', '=', accountId)
      .execute(),
  ]);
  return [
    ...enrolments.map((row) => ({
      id: row.id,
      title: row.title,
      kind: row.kind,
      enrolledAt: row.created_at.toISOString(),
      status: row.state === 'fulfilled' ? 'completed' : 'active',
    })),
    ...registrations.map((row) => ({ id: row.id, title: row.title, kind: row.kind, enrolledAt: row.created_at.toISOString(), status: row.status })),
  ].sort((a, b) => b.enrolledAt.localeCompare(a.enrolledAt));
}

/** The account's CV (the empty one when none is saved yet), or undefined for an account that does not exist. */
export async function profileView(db: Db, accountId: string, locale: Locale, now = new Date()): Promise<JobProfileView | undefined> {
  const [person, row, certificates, programs] = await Promise.all([
    db
      .selectFrom('accounts')
      .innerJoin('users', 'users.id', 'accounts.user_id')
      .select(['users.fullname', 'users.email'])
      .where('accounts.id', '=', accountId)
      .executeTakeFirst(),
    db.selectFrom('job_profiles').selectAll().where('account_id', '=', accountId).executeTakeFirst(),
    earnedCertificates(db, accountId, now),
    earnedPrograms(db, accountId, locale),
  ]);
  if (!person) return undefined;
  const input: JobProfileInput = row
    ? {
        headline: row.headline,
        summary: row.summary,
        phone: row.phone ?? '',
        ...(({ street, postalCode }) => ({ address: street, postalCode }))(addressParts(row.address)),
        provinceCode: row.province_code,
        regencyCode: row.regency_code,
        districtCode: row.district_code,
        villageCode: row.village_code,
        education: asArray<EducationEntry>(row.education),
        experience: asArray<ExperienceEntry>(row.experience),
        languages: asArray<LanguageEntry>(row.languages),
        skills: row.skills,
        desiredJob: row.desired_job,
        // bigint arrives as text; a month's salary in rupiah is far below 2^53.
        desiredSalary: row.desired_salary === null ? null : Number(row.desired_salary),
        openToOffers: row.open_to_offers,
      }
    : EMPTY_PROFILE;
  return {
    ...input,
    name: person.fullname,
    email: person.email,
    areas: await areaNames(db, input),
    cv: row?.cv_file && row.cv_file_name && row.cv_uploaded_at ? { fileName: row.cv_file_name, uploadedAt: row.cv_uploaded_at.toISOString() } : null,
    certificates,
    programs,
    updatedAt: row ? row.updated_at.toISOString() : null,
  };
}

/** The areas' codes exist (the pure rules checked that they nest): an unknown one is a field error. */
export async function checkAreasExist(db: Db, profile: JobProfileInput): Promise<void> {
  const names = await areaNames(db, profile);
  const errors = Object.fromEntries(
    (['province', 'regency', 'district', 'village'] as const)
      .filter((level) => profile[`${level}Code`] !== null && names[level] === null)
      .map((level) => [`${level}Code`, 'jobProfile.errors.unknownArea' as const]),
  );
  if (Object.keys(errors).length) throw badRequest(Object.keys(errors).join(', '), errors);
}

/** Writes the CV (validated and normalised), creating the row on the first save; the uploaded file is kept. */
export async function saveProfile(db: Db, accountId: string, profile: JobProfileInput): Promise<void> {
  const values = {
    headline: profile.headline,
    summary: profile.summary,
    phone: profile.phone || null,
    address: addressText(profile.address, profile.postalCode),
    province_code: profile.provinceCode,
    regency_code: profile.regencyCode,
    district_code: profile.districtCode,
    village_code: profile.villageCode,
    education: JSON.stringify(profile.education),
    experience: JSON.stringify(profile.experience),
    languages: JSON.stringify(profile.languages),
    skills: profile.skills,
    desired_job: profile.desiredJob,
    desired_salary: profile.desiredSalary,
    open_to_offers: profile.openToOffers,
  };
  await db
    .insertInto('job_profiles')
    .values({ account_id: accountId, ...values })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}
