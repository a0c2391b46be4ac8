import { translate, type MessageKey, type MessageParams } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { applicationState, canApplyForJobs, canMoveApplication, HIRING_STATUS_LABELS, stateOfCode, type HiringState } from '@core/jobs/hiring';
import { vacancyOpen } from '@core/jobs/search';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import type { Principal } from '../../../platform/accessTokens';
import { forbidden, HttpError, notFound } from '../../../platform/httpError';
import { organisationsOf, tenantIds } from '../../../platform/tenancy';
import { reachableApplications, type ApplicationRow, type ApplicationScope } from './queries';
import type { InterviewBody, RescheduleBody, VacancyBody } from './schemas';
import { formatLongDate, formatTime } from '@core/format/dates';

/**
 * The job portal's writes. An employer acts for the verified employer organisations where it is an
 * admin or a recruiter (DESIGN 4a); an application moves through packages/core/src/jobs/hiring.ts in one transaction with its
 * row locked and an application_events row; anything else is 409 and changes nothing.
 */

const conflictOf = (key: MessageKey, params: MessageParams = {}) => new HttpError(409, key, params);
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export const EMPLOYER_ROLES = ['admin', 'recruiter'] as const;

/** Every employer organisation of the caller, verified or not (the profile page shows its state). */
export const employerIdsOf = (db: Db, principal: Principal) => organisationsOf(db, principal.accountId, 'employer', EMPLOYER_ROLES);

/**
 * SPEC 5's employer menu rule on the server: job vacancies and candidates need statusUser 1, which is the
 * organisation verified (DESIGN 4a). No organisation yet, or none verified: 403 with the reason.
 */
export async function verifiedEmployerIds(db: Db, principal: Principal): Promise<string[]> {
  const ids = await employerIdsOf(db, principal);
  if (!ids.length) throw forbidden('jobs.errors.noOrganisation');
  const verified = await db
    .selectFrom('organisations')
    .select('id')
    .where('id', 'in', ids)
    .where('verification', '=', 'verified')
    .orderBy('id')
    .execute();
  if (!verified.length) throw forbidden('jobs.errors.notVerified');
  return verified.map((row) => row.id);
}

// Vacancies.

async function checkRegions(db: Db, body: VacancyBody) {
  if (body.regencyCode) {
    const regency = await db.selectFrom('location_regencies').select('province_code').where('code', '=', body.regencyCode).executeTakeFirst();
    if (!regency) throw new HttpError(400, 'jobs.errors.unknownRegion');
    if (body.provinceCode && regency.province_code !== body.provinceCode) throw new HttpError(400, 'jobs.errors.regencyOutsideProvince');
    return { province_code: regency.province_code, regency_code: body.regencyCode };
  }
  if (body.provinceCode) {
    const province = await db.selectFrom('location_provinces').select('code').where('code', '=', body.provinceCode).executeTakeFirst();
    if (!province) throw new HttpError(400, 'jobs.errors.unknownRegion');
  }
  return { province_code: body.provinceCode ?? null, regency_code: null };
}

export async function saveVacancy(db: Db, principal: Principal, organisationIds: readonly string[], body: VacancyBody, id?: string): Promise<string> {
  const salaryMin = body.salaryMin ?? null;
  const salaryMax = body.salaryMax ?? null;
  if (salaryMin !== null && salaryMax !== null && salaryMin > salaryMax) throw new HttpError(400, 'jobs.errors.salaryRange');
  const values = {
    title: body.title.trim() || body.title,
    description: body.description ?? '',
    requirements: body.requirements ?? '',
    ...(await checkRegions(db, body)),
    employment_type: body.employmentType,
    work_mode: body.workMode,
    field: body.field ?? 'other',
    salary_min: salaryMin,
    salary_max: salaryMax,
    show_salary: body.showSalary ?? true,
    quota: body.quota ?? 1,
    closes_at: body.closesAt ?? null,
  };
  if (!id) {
    const [organisationId] = organisationIds;
    if (!organisationId) throw forbidden('jobs.errors.noOrganisation');
    const row = await db
      .insertInto('job_vacancies')
      .values({ ...values, organisation_id: organisationId, created_by: principal.accountId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const updated = await db
    .updateTable('job_vacancies')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .where('organisation_id', 'in', tenantIds(organisationIds))
    .executeTakeFirst();
  if (!updated.numUpdatedRows) throw notFound();
  return id;
}

async function ownVacancyForUpdate(trx: Db, organisationIds: readonly string[], id: string) {
  const row = await trx
    .selectFrom('job_vacancies')
    .select(['id', 'status', 'closes_at'])
    .where('id', '=', id)
    .where('organisation_id', 'in', tenantIds(organisationIds))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Draft (or closed, to reopen) -> published; its closing time must be ahead. Publishing a published one changes nothing. */
export async function publishVacancy(db: Db, organisationIds: readonly string[], id: string, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const row = await ownVacancyForUpdate(trx, organisationIds, id);
    if (row.closes_at && new Date(row.closes_at) <= now) throw conflictOf('jobs.errors.cannotPublish');
    if (row.status === 'published') return;
    await trx
      .updateTable('job_vacancies')
      .set({ status: 'published', published_at: now, closed_at: null, updated_at: now })
      .where('id', '=', id)
      .execute();
  });
}

export async function closeVacancies(db: Db, organisationIds: readonly string[], ids: readonly string[], now = new Date()): Promise<number> {
  const result = await db
    .updateTable('job_vacancies')
    .set({ status: 'closed', closed_at: now, updated_at: now })
    .where('id', 'in', ids)
    .where('organisation_id', 'in', tenantIds(organisationIds))
    .where('status', '<>', 'closed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function closeVacancy(db: Db, organisationIds: readonly string[], id: string) {
  await db.transaction().execute(async (trx) => {
    const row = await ownVacancyForUpdate(trx, organisationIds, id);
    if (row.status !== 'closed') await closeVacancies(trx, organisationIds, [id]);
  });
}

/** A copy as a new draft (title, texts, place, terms; no dates, no applications). */
export async function duplicateVacancy(db: Db, principal: Principal, organisationIds: readonly string[], id: string): Promise<string> {
  const source = await db
    .selectFrom('job_vacancies')
    .selectAll()
    .where('id', '=', id)
    .where('organisation_id', 'in', tenantIds(organisationIds))
    .executeTakeFirst();
  if (!source) throw notFound();
  const copy = await db
    .insertInto('job_vacancies')
    .values({
      organisation_id: source.organisation_id,
      title: source.title,
      description: source.description,
      requirements: source.requirements,
      province_code: source.province_code,
      regency_code: source.regency_code,
      employment_type: source.employment_type,
      work_mode: source.work_mode,
      salary_min: source.salary_min === null ? null : Number(source.salary_min),
      salary_max: source.salary_max === null ? null : Number(source.salary_max),
      show_salary: source.show_salary,
      quota: source.quota,
      created_by: principal.accountId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return copy.id;
}

/** Only a draft is deleted (a published or closed one has applicants' history): 409 otherwise. */
export async function deleteVacancy(db: Db, organisationIds: readonly string[], id: string) {
  await db.transaction().execute(async (trx) => {
    const row = await ownVacancyForUpdate(trx, organisationIds, id);
    if (row.status !== 'draft') throw conflictOf('jobs.errors.notDraft');
    await trx.deleteFrom('job_vacancies').where('id', '=', id).execute();
  });
}

// Telling people.

type NotificationKey = keyof typeof import('@core/i18n/jobs.en').jobsEn.notifications;

function tell(ctx: AppContext, accountIds: string[], title: NotificationKey, body: NotificationKey, params: MessageParams, link: string) {
  const text = (key: NotificationKey) => ({
    id: translate('id', `jobs.notifications.${key}`, params),
    en: translate('en', `jobs.notifications.${key}`, params),
  });
  ctx.events.emit('notification.requested', { category: 'jobs', accountIds, title: text(title), body: text(body), link });
}

export const APPLICANT_LINK = '/job-seeker/job-applied';
const employerLink = (id: string) => `/employer/candidate/${id}`;

export async function employerAccountsOf(db: Db, organisationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships')
    .select('account_id')
    .distinct()
    .where('organisation_id', '=', organisationId)
    .where('role', 'in', EMPLOYER_ROLES)
    .execute();
  return rows.map((row) => row.account_id);
}

const localeOf = (value: string): Locale => (value === 'en' ? 'en' : 'id');

async function tellStatus(ctx: AppContext, row: ApplicationRow, state: HiringState) {
  const locale = localeOf(row.locale);
  const status = HIRING_STATUS_LABELS[state];
  tell(
    ctx,
    [row.applicant_account_id],
    'statusTitle',
    'statusBody',
    { vacancy: row.title, company: row.legal_name, status: `${status.id} / ${status.en}` },
    APPLICANT_LINK,
  );
  await ctx.mailer.send({
    to: row.email,
    subject: translate(locale, 'jobs.mail.statusSubject', { vacancy: row.title }),
    text: translate(locale, 'jobs.mail.statusBody', {
      name: row.fullname,
      vacancy: row.title,
      company: row.legal_name,
      status: status[locale],
      link: `${ctx.config.publicUrl}${locale === 'en' ? '/en' : ''}${APPLICANT_LINK}`,
    }),
  });
}

async function tellInterview(ctx: AppContext, row: ApplicationRow, at: Date, place: string) {
  const locale = localeOf(row.locale);
  const when = (lang: Locale) => `${formatLongDate(at.toISOString(), lang)} ${formatTime(at.toISOString(), lang)}`;
  tell(
    ctx,
    [row.applicant_account_id],
    'interviewTitle',
    'interviewBody',
    { vacancy: row.title, company: row.legal_name, at: when('id') },
    APPLICANT_LINK,
  );
  await ctx.mailer.send({
    to: row.email,
    subject: translate(locale, 'jobs.mail.interviewSubject', { vacancy: row.title }),
    text: translate(locale, 'jobs.mail.interviewBody', {
      name: row.fullname,
      vacancy: row.title,
      company: row.legal_name,
      at: when(locale),
      place,
      link: `${ctx.config.publicUrl}${locale === 'en' ? '/en' : ''}${APPLICANT_LINK}`,
    }),
  });
}

// Applications.

async function lockedApplication(trx: Db, scope: ApplicationScope, id: string): Promise<ApplicationRow> {
  const row = await reachableApplications(trx, scope).where('job_applications.id', '=', id).forUpdate('job_applications').executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The employer moves an application to a hiring status code (SPEC 3/4); an illegal move is 409. */
export async function moveApplication(
  ctx: AppContext,
  principal: Principal,
  organisationIds: readonly string[],
  id: string,
  code: number,
  note: string | null,
) {
  const scope: ApplicationScope = { relation: 'employer', organisationIds };
  const row = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockedApplication(trx, scope, id);
    const from = applicationState(locked.status, locked.withdrawn_at !== null);
    const to = stateOfCode(code);
    if (!canMoveApplication(from, to, 'employer')) throw conflictOf('jobs.errors.illegalMove');
    await trx.updateTable('job_applications').set({ status: code, updated_at: new Date() }).where('id', '=', id).execute();
    await trx
      .insertInto('application_events')
      .values({ application_id: id, from_state: from, to_state: to, actor_account_id: principal.accountId, note })
      .execute();
    return { ...locked, to };
  });
  await tellStatus(ctx, row, row.to);
}

export async function scheduleInterview(
  ctx: AppContext,
  principal: Principal,
  organisationIds: readonly string[],
  id: string,
  body: InterviewBody,
): Promise<string> {
  const row = await reachableApplications(ctx.db, { relation: 'employer', organisationIds }).where('job_applications.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  if (row.withdrawn_at !== null || !['new', 'on-process', 'passed'].includes(stateOfCode(row.status))) throw conflictOf('jobs.errors.illegalMove');
  const at = new Date(body.scheduledAt);
  const interview = await ctx.db
    .insertInto('job_interviews')
    .values({
      application_id: id,
      scheduled_at: at,
      location: body.location?.trim() || null,
      link: body.link?.trim() || null,
      note: body.note?.trim() || null,
      created_by: principal.accountId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tellInterview(ctx, row, at, body.location?.trim() || body.link?.trim() || '-');
  return interview.id;
}

/** A new time, place or reschedule code (SPEC 4: 1 scheduled, 2 confirmed, 3 rescheduled, 4 cancelled). */
export async function rescheduleInterview(
  ctx: AppContext,
  organisationIds: readonly string[],
  id: string,
  interviewId: string,
  body: RescheduleBody,
) {
  const row = await reachableApplications(ctx.db, { relation: 'employer', organisationIds }).where('job_applications.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const current = await ctx.db
    .selectFrom('job_interviews')
    .selectAll()
    .where('id', '=', interviewId)
    .where('application_id', '=', id)
    .executeTakeFirst();
  if (!current) throw notFound();
  const at = body.scheduledAt ? new Date(body.scheduledAt) : new Date(current.scheduled_at);
  const location = body.location === undefined ? current.location : body.location.trim() || null;
  const link = body.link === undefined ? current.link : body.link.trim() || null;
  await ctx.db
    .updateTable('job_interviews')
    .set({
      scheduled_at: at,
      location,
      link,
      reschedule_code: body.rescheduleCode,
      note: body.note === undefined ? current.note : body.note.trim() || null,
      updated_at: new Date(),
    })
    .where('id', '=', interviewId)
    .execute();
  if (body.rescheduleCode !== 2) await tellInterview(ctx, row, at, location ?? link ?? '-');
}

export async function addNote(db: Db, principal: Principal, organisationIds: readonly string[], id: string, note: string) {
  const row = await reachableApplications(db, { relation: 'employer', organisationIds }).where('job_applications.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  await db.insertInto('application_notes').values({ application_id: id, author_account_id: principal.accountId, note }).execute();
}

/**
 * SPEC 5's rule, then one application per vacancy: a second answers 409 and creates nothing (the unique key
 * decides when two arrive together). A closed or expired vacancy is 409; a draft or an unverified employer's, 404.
 */
export async function apply(ctx: AppContext, principal: Principal, vacancyId: string, coverNote: string | null, now = new Date()): Promise<string> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['email_confirmed_at', 'fullname'])
    .where('id', '=', principal.userId)
    .executeTakeFirstOrThrow();
  if (!canApplyForJobs({ role: principal.role, emailConfirmed: user.email_confirmed_at !== null })) throw forbidden('jobs.errors.emailNotConfirmed');
  const vacancy = await ctx.db
    .selectFrom('job_vacancies')
    .innerJoin('organisations', 'organisations.id', 'job_vacancies.organisation_id')
    .select([
      'job_vacancies.id',
      'job_vacancies.title',
      'job_vacancies.status',
      'job_vacancies.closes_at',
      'job_vacancies.organisation_id',
      'organisations.verification',
    ])
    .where('job_vacancies.id', '=', vacancyId)
    .executeTakeFirst();
  if (!vacancy || vacancy.status === 'draft' || vacancy.verification !== 'verified') throw notFound();
  if (!vacancyOpen({ status: vacancy.status, closesAt: vacancy.closes_at }, now)) throw conflictOf('jobs.errors.vacancyClosed');
  let id: string;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('job_applications')
        .values({ vacancy_id: vacancyId, organisation_id: vacancy.organisation_id, applicant_account_id: principal.accountId, cover_note: coverNote })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('application_events')
        .values({ application_id: row.id, from_state: null, to_state: 'new', actor_account_id: principal.accountId, note: null })
        .execute();
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictOf('jobs.errors.alreadyApplied');
    throw error;
  }
  tell(
    ctx,
    await employerAccountsOf(ctx.db, vacancy.organisation_id),
    'newApplicationTitle',
    'newApplicationBody',
    { name: user.fullname, vacancy: vacancy.title },
    employerLink(id),
  );
  return id;
}

/** The applicant withdraws before being hired (or failed, or rejected): 409 afterwards. */
export async function withdraw(ctx: AppContext, principal: Principal, id: string) {
  const scope: ApplicationScope = { relation: 'applicant', accountId: principal.accountId };
  const row = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockedApplication(trx, scope, id);
    const from = applicationState(locked.status, locked.withdrawn_at !== null);
    if (!canMoveApplication(from, 'withdrawn', 'applicant')) throw conflictOf('jobs.errors.illegalMove');
    await trx.updateTable('job_applications').set({ withdrawn_at: new Date(), updated_at: new Date() }).where('id', '=', id).execute();
    await trx
      .insertInto('application_events')
      .values({ application_id: id, from_state: from, to_state: 'withdrawn', actor_account_id: principal.accountId, note: null })
      .execute();
    return locked;
  });
  tell(
    ctx,
    await employerAccountsOf(ctx.db, row.organisation_id),
    'withdrawnTitle',
    'withdrawnBody',
    { name: row.fullname, vacancy: row.title },
    employerLink(id),
  );
}
