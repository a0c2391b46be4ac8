import { sql, type ExpressionBuilder } from 'kysely';
import { certificateStatus } from '@core/certification/certificates';
import type { RegistrationState } from '@core/certification/states';
import type {
  AppealView,
  AssessorView,
  CertificateSummary,
  FeeReport,
  LspScheme,
  ParticipantPage,
  RegistrationEvent,
  RegistrationFormRef,
  ScheduleView,
  TestSite,
} from '@core/certification/contract';
import type { Db } from '../../../db/connect';
import type { Database } from '../../../db/schema';
import { toIsoDate } from '../../../platform/dates';
import { tenantIds } from '../../../platform/tenancy';
import type { AssignmentLetter, CertificateDocument } from '../certificates/certificateDocuments';

/** The certification workflow's reads. Each takes the organisations the caller acts for (platform/tenancy.ts). */

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export async function lspSummaryOf(db: Db, organisationId: string) {
  const row = await db
    .selectFrom('organisations')
    .select(['id', 'legal_name', 'code', 'time_zone'])
    .where('id', '=', organisationId)
    .executeTakeFirst();
  return row && { id: row.id, name: row.legal_name, code: row.code, timeZone: row.time_zone };
}

// Schemes, TUKs and assessors of an LSP.

export async function lspSchemes(db: Db, organisationIds: readonly string[], id?: string): Promise<LspScheme[]> {
  let query = db.selectFrom('certification_schemes').selectAll().where('organisation_id', 'in', tenantIds(organisationIds));
  if (id) query = query.where('id', '=', id);
  const rows = await query.orderBy('code').execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    certificateCode: row.certificate_code ?? '',
    title: { id: row.title_id, en: row.title_en },
    standard: row.standard,
    units: row.units,
    basicRequirements: row.basic_requirements,
    administrativeRequirements: row.administrative_requirements,
  }));
}

export async function lspTestSites(db: Db, organisationIds: readonly string[], id?: string): Promise<TestSite[]> {
  let query = db.selectFrom('test_sites').select(['id', 'name', 'type', 'address']).where('organisation_id', 'in', tenantIds(organisationIds));
  if (id) query = query.where('id', '=', id);
  return query.orderBy('name').execute();
}

export async function lspAssessors(db: Db, organisationIds: readonly string[], accountId?: string): Promise<AssessorView[]> {
  let query = db
    .selectFrom('assessor_profiles')
    .innerJoin('accounts', 'accounts.id', 'assessor_profiles.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select([
      'assessor_profiles.account_id',
      'users.fullname',
      'users.email',
      'assessor_profiles.met_number',
      'assessor_profiles.certificate_valid_until',
    ])
    .select((eb) =>
      eb
        .selectFrom('assessor_schemes')
        .select(sql<string[]>`coalesce(jsonb_agg(assessor_schemes.scheme_id order by assessor_schemes.scheme_id), '[]'::jsonb)`.as('ids'))
        .whereRef('assessor_schemes.organisation_id', '=', 'assessor_profiles.organisation_id')
        .whereRef('assessor_schemes.account_id', '=', 'assessor_profiles.account_id')
        .as('scheme_ids'),
    )
    .where('assessor_profiles.organisation_id', 'in', tenantIds(organisationIds));
  if (accountId) query = query.where('assessor_profiles.account_id', '=', accountId);
  const rows = await query.orderBy('users.fullname').execute();
  return rows.map((row) => ({
    accountId: row.account_id,
    name: row.fullname,
    email: row.email,
    metNumber: row.met_number,
    certificateValidUntil: toIsoDate(row.certificate_valid_until),
    schemeIds: row.scheme_ids ?? [],
  }));
}

// Schedules.

type ScheduleFilter = (eb: ExpressionBuilder<Database, 'certification_schedules' | 'organisations'>) => ReturnType<typeof eb.and>;

/** Schedules as ScheduleView, filtered by the caller's condition (their LSP, their assignments, open ones). */
export async function scheduleViews(db: Db, filter: ScheduleFilter, limit = 200): Promise<ScheduleView[]> {
  const rows = await db
    .selectFrom('certification_schedules')
    .innerJoin('organisations', 'organisations.id', 'certification_schedules.organisation_id')
    .innerJoin('certification_schemes', 'certification_schemes.id', 'certification_schedules.scheme_id')
    .innerJoin('test_sites', 'test_sites.id', 'certification_schedules.test_site_id')
    .select([
      'certification_schedules.id',
      'certification_schedules.program_id',
      'certification_schedules.starts_at',
      'certification_schedules.ends_at',
      'certification_schedules.registration_opens_at',
      'certification_schedules.registration_closes_at',
      'certification_schedules.quota',
      'certification_schedules.fee',
      'organisations.id as lsp_id',
      'organisations.legal_name as lsp_name',
      'organisations.code as lsp_code',
      'organisations.time_zone as lsp_time_zone',
      'certification_schemes.id as scheme_id',
      'certification_schemes.code as scheme_code',
      'certification_schemes.title_id as scheme_title_id',
      'certification_schemes.title_en as scheme_title_en',
      'test_sites.id as site_id',
      'test_sites.name as site_name',
      'test_sites.type as site_type',
      'test_sites.address as site_address',
    ])
    .select((eb) => [
      eb
        .selectFrom('schedule_assessors')
        .innerJoin('accounts', 'accounts.id', 'schedule_assessors.account_id')
        .innerJoin('users', 'users.id', 'accounts.user_id')
        .select(
          sql<
            { accountId: string; name: string }[]
          >`coalesce(jsonb_agg(jsonb_build_object('accountId', accounts.id, 'name', users.fullname) order by users.fullname), '[]'::jsonb)`.as(
            'list',
          ),
        )
        .whereRef('schedule_assessors.schedule_id', '=', 'certification_schedules.id')
        .as('assessors'),
      eb
        .selectFrom('assessment_registrations')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('assessment_registrations.schedule_id', '=', 'certification_schedules.id')
        .where('assessment_registrations.state', 'not in', ['rejected', 'withdrawn'])
        .as('registered'),
    ])
    .where(filter)
    .orderBy('certification_schedules.starts_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    lsp: { id: row.lsp_id, name: row.lsp_name, code: row.lsp_code, timeZone: row.lsp_time_zone },
    scheme: { id: row.scheme_id, code: row.scheme_code, title: { id: row.scheme_title_id, en: row.scheme_title_en } },
    testSite: { id: row.site_id, name: row.site_name, type: row.site_type, address: row.site_address },
    programId: row.program_id,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    registrationOpensAt: iso(row.registration_opens_at),
    registrationClosesAt: iso(row.registration_closes_at),
    quota: row.quota,
    fee: Number(row.fee),
    assessors: row.assessors ?? [],
    registered: Number(row.registered ?? 0),
  }));
}

/** Active registrations of a schedule: what counts against its quota. */
export async function activeRegistrations(db: Db, scheduleId: string): Promise<number> {
  const row = await db
    .selectFrom('assessment_registrations')
    .select(sql<string>`count(*)`.as('n'))
    .where('schedule_id', '=', scheduleId)
    .where('state', 'not in', ['rejected', 'withdrawn'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// Registrations.

/** Who reaches registrations, by their relation to them (DESIGN 4a): the one place that scopes them. */
export type RegistrationScope =
  | { relation: 'lsp'; organisationIds: readonly string[] }
  | { relation: 'assessor'; accountId: string; supervisedOrganisationIds: readonly string[] }
  | { relation: 'asesi'; accountId: string };

/** An LSP reaches its own registrations, an assessor those assigned to them (a supervisor their LSPs'), an asesi theirs. */
export function inScope(eb: ExpressionBuilder<Database, 'assessment_registrations'>, scope: RegistrationScope) {
  if (scope.relation === 'lsp') return eb('assessment_registrations.organisation_id', 'in', tenantIds(scope.organisationIds));
  if (scope.relation === 'asesi') return eb('assessment_registrations.asesi_account_id', '=', scope.accountId);
  return eb.or([
    eb('assessment_registrations.assessor_account_id', '=', scope.accountId),
    eb('assessment_registrations.organisation_id', 'in', tenantIds(scope.supervisedOrganisationIds)),
  ]);
}

/** A registration row with what deciding on it needs; scoped by the caller's relation through `where`. */
export function registrationRows(db: Db) {
  return db
    .selectFrom('assessment_registrations')
    .innerJoin('certification_schedules', 'certification_schedules.id', 'assessment_registrations.schedule_id')
    .selectAll('assessment_registrations')
    .select(['certification_schedules.scheme_id', 'certification_schedules.starts_at']);
}

export type RegistrationRow = Awaited<ReturnType<ReturnType<typeof registrationRows>['executeTakeFirstOrThrow']>>;

/**
 * A page of a schedule's participants, or undefined when the schedule is not one of the LSP's. The page (read in
 * the index's order, stopping after it) and the count go together, both scoped to the LSP; only when nobody is
 * counted is the schedule's ownership asked, to tell an empty schedule from another LSP's.
 */
export async function participantsOf(
  db: Db,
  organisationIds: readonly string[],
  scheduleId: string,
  { page, pageSize, state }: { page: number; pageSize: number; state?: RegistrationState },
): Promise<ParticipantPage | undefined> {
  let base = db
    .selectFrom('assessment_registrations')
    .where('assessment_registrations.schedule_id', '=', scheduleId)
    .where('assessment_registrations.organisation_id', 'in', tenantIds(organisationIds));
  if (state) base = base.where('assessment_registrations.state', '=', state);
  const pageRows = base
    .innerJoin('accounts as asesi', 'asesi.id', 'assessment_registrations.asesi_account_id')
    .innerJoin('users as asesi_user', 'asesi_user.id', 'asesi.user_id')
    .leftJoin('accounts as assessor', 'assessor.id', 'assessment_registrations.assessor_account_id')
    .leftJoin('users as assessor_user', 'assessor_user.id', 'assessor.user_id')
    .select([
      'assessment_registrations.id',
      'assessment_registrations.state',
      'assessment_registrations.created_at',
      'asesi.id as asesi_id',
      'asesi_user.fullname as asesi_name',
      'asesi_user.email as asesi_email',
      'assessor.id as assessor_id',
      'assessor_user.fullname as assessor_name',
    ])
    .select((eb) => [
      eb
        .selectFrom('form_instances')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('form_instances.registration_id', '=', 'assessment_registrations.id')
        .as('forms_total'),
      eb
        .selectFrom('form_instances')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('form_instances.registration_id', '=', 'assessment_registrations.id')
        .where('form_instances.status', '=', 'locked')
        .as('forms_locked'),
    ])
    .orderBy('assessment_registrations.created_at')
    .orderBy('assessment_registrations.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const [rows, count] = await Promise.all([pageRows, base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()]);
  const total = Number(count.n);
  if (total === 0) {
    const own = await db
      .selectFrom('certification_schedules')
      .select('id')
      .where('id', '=', scheduleId)
      .where('organisation_id', 'in', tenantIds(organisationIds))
      .executeTakeFirst();
    if (!own) return undefined;
  }
  return {
    items: rows.map((row) => ({
      registrationId: row.id,
      asesi: { accountId: row.asesi_id, name: row.asesi_name, email: row.asesi_email },
      state: row.state as RegistrationState,
      assessor: row.assessor_id && row.assessor_name ? { accountId: row.assessor_id, name: row.assessor_name } : null,
      formsLocked: Number(row.forms_locked ?? 0),
      formsTotal: Number(row.forms_total ?? 0),
      createdAt: iso(row.created_at),
    })),
    total,
    page,
    pageSize,
  };
}

export async function personRef(db: Db, accountId: string) {
  const row = await db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['accounts.id', 'users.fullname', 'users.email', 'users.locale'])
    .where('accounts.id', '=', accountId)
    .executeTakeFirstOrThrow();
  // The locale: the person's own language, for what is mailed to them.
  return { accountId: row.id, name: row.fullname, email: row.email, locale: row.locale };
}

export async function eventsOf(db: Db, registrationId: string): Promise<RegistrationEvent[]> {
  const rows = await db
    .selectFrom('registration_events')
    .leftJoin('accounts', 'accounts.id', 'registration_events.actor_account_id')
    .leftJoin('users', 'users.id', 'accounts.user_id')
    .select([
      'registration_events.from_state',
      'registration_events.to_state',
      'registration_events.note',
      'registration_events.created_at',
      'users.fullname',
    ])
    .where('registration_events.registration_id', '=', registrationId)
    .orderBy('registration_events.id')
    .execute();
  return rows.map((row) => ({
    from: row.from_state as RegistrationState | null,
    to: row.to_state as RegistrationState,
    actor: row.fullname,
    note: row.note,
    at: iso(row.created_at),
  }));
}

export async function formsOf(db: Db, registrationId: string): Promise<RegistrationFormRef[]> {
  return db
    .selectFrom('form_instances')
    .select(['id', 'form_code as code', 'status'])
    .where('registration_id', '=', registrationId)
    .orderBy('created_at')
    .execute();
}

// Certificates.

export function certificateRows(db: Db) {
  return db
    .selectFrom('certificates')
    .innerJoin('certification_schemes', 'certification_schemes.id', 'certificates.scheme_id')
    .innerJoin('organisations', 'organisations.id', 'certificates.organisation_id')
    .select([
      'certificates.id',
      'certificates.number',
      'certificates.holder_name',
      'certificates.issued_at',
      'certificates.issued_on',
      'certificates.valid_until',
      'certificates.revoked_at',
      'certificates.registration_id',
      'certificates.holder_account_id',
      'certificates.organisation_id',
      'certification_schemes.code as scheme_code',
      'certification_schemes.title_id as scheme_title_id',
      'certification_schemes.title_en as scheme_title_en',
      'organisations.legal_name as lsp_name',
      'organisations.time_zone as lsp_time_zone',
    ]);
}

export type CertificateRow = Awaited<ReturnType<ReturnType<typeof certificateRows>['executeTakeFirstOrThrow']>>;

export function certificateSummary(row: CertificateRow, now = new Date()): CertificateSummary {
  const validUntil = toIsoDate(row.valid_until);
  const revokedAt = isoOrNull(row.revoked_at);
  return {
    id: row.id,
    number: row.number,
    scheme: { code: row.scheme_code, title: { id: row.scheme_title_id, en: row.scheme_title_en } },
    lsp: { name: row.lsp_name },
    holderName: row.holder_name,
    issuedAt: iso(row.issued_at),
    issuedOn: toIsoDate(row.issued_on),
    validUntil,
    status: certificateStatus(validUntil, revokedAt, now, row.lsp_time_zone),
    revokedAt,
  };
}

// Appeals.

export async function appealViews(db: Db, where: { organisationIds?: readonly string[]; registrationId?: string }): Promise<AppealView[]> {
  let query = db
    .selectFrom('certification_appeals')
    .innerJoin('assessment_registrations', 'assessment_registrations.id', 'certification_appeals.registration_id')
    .innerJoin('certification_schedules', 'certification_schedules.id', 'assessment_registrations.schedule_id')
    .innerJoin('certification_schemes', 'certification_schemes.id', 'certification_schedules.scheme_id')
    .innerJoin('accounts', 'accounts.id', 'certification_appeals.asesi_account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select([
      'certification_appeals.id',
      'certification_appeals.registration_id',
      'assessment_registrations.schedule_id',
      'certification_appeals.reason',
      'certification_appeals.state',
      'certification_appeals.decision_note',
      'certification_appeals.created_at',
      'certification_appeals.decided_at',
      'accounts.id as asesi_id',
      'users.fullname as asesi_name',
      'certification_schemes.title_id',
      'certification_schemes.title_en',
    ]);
  if (where.organisationIds) query = query.where('certification_appeals.organisation_id', 'in', tenantIds(where.organisationIds));
  if (where.registrationId) query = query.where('certification_appeals.registration_id', '=', where.registrationId);
  const rows = await query.orderBy('certification_appeals.created_at', 'desc').limit(200).execute();
  return rows.map((row) => ({
    id: row.id,
    registrationId: row.registration_id,
    scheduleId: row.schedule_id,
    asesi: { accountId: row.asesi_id, name: row.asesi_name },
    scheme: { id: row.title_id, en: row.title_en },
    reason: row.reason,
    state: row.state,
    decisionNote: row.decision_note,
    createdAt: iso(row.created_at),
    decidedAt: isoOrNull(row.decided_at),
  }));
}

// Fees (transaksi-lsp): what the asesi paid for each registration, through the orders that paid them.

export async function feeReport(db: Db, scope: RegistrationScope, scheduleId?: string): Promise<FeeReport> {
  let query = db
    .selectFrom('assessment_registrations')
    .innerJoin('certification_schedules', 'certification_schedules.id', 'assessment_registrations.schedule_id')
    .innerJoin('certification_schemes', 'certification_schemes.id', 'certification_schedules.scheme_id')
    .innerJoin('accounts', 'accounts.id', 'assessment_registrations.asesi_account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .leftJoin('order_items', 'order_items.id', 'assessment_registrations.order_item_id')
    .leftJoin('orders', 'orders.id', 'order_items.order_id')
    .select([
      'assessment_registrations.id',
      'assessment_registrations.schedule_id',
      'assessment_registrations.fee',
      'certification_schedules.starts_at',
      'certification_schemes.title_id',
      'certification_schemes.title_en',
      'accounts.id as asesi_id',
      'users.fullname',
      'orders.id as order_id',
    ])
    .select((eb) =>
      eb
        .selectFrom('order_events')
        .select(sql<Date>`min(order_events.created_at)`.as('at'))
        .whereRef('order_events.order_id', '=', 'orders.id')
        .where('order_events.to_state', '=', 'paid')
        .as('paid_at'),
    )
    .where((eb) => inScope(eb, scope))
    .where('assessment_registrations.order_item_id', 'is not', null);
  if (scheduleId) query = query.where('assessment_registrations.schedule_id', '=', scheduleId);
  const rows = await query.orderBy('certification_schedules.starts_at').orderBy('users.fullname').limit(5000).execute();
  const feeRows = rows.map((row) => ({
    registrationId: row.id,
    scheduleId: row.schedule_id,
    scheme: { id: row.title_id, en: row.title_en },
    startsAt: iso(row.starts_at),
    asesi: { accountId: row.asesi_id, name: row.fullname },
    orderId: row.order_id,
    paidAt: isoOrNull(row.paid_at),
    amount: Number(row.fee),
  }));
  const perSchedule = new Map<string, FeeReport['perSchedule'][number]>();
  for (const row of feeRows) {
    const entry = perSchedule.get(row.scheduleId) ?? { scheduleId: row.scheduleId, scheme: row.scheme, startsAt: row.startsAt, count: 0, total: 0 };
    entry.count += 1;
    entry.total += row.amount;
    perSchedule.set(row.scheduleId, entry);
  }
  return { rows: feeRows, total: feeRows.reduce((sum, row) => sum + row.amount, 0), perSchedule: [...perSchedule.values()] };
}

// Documents.

/** The data of a certificate's PDF and credential; the caller has already decided that it may be seen. */
export async function certificateDocumentOf(db: Db, id: string, publicUrl: string, now = new Date()): Promise<CertificateDocument | undefined> {
  const row = await certificateRows(db)
    .leftJoin('certificates as previous', 'previous.id', 'certificates.previous_certificate_id')
    .select(['certification_schemes.standard', 'certification_schemes.units', 'organisations.code as lsp_code', 'previous.number as previous_number'])
    .where('certificates.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const summary = certificateSummary(row, now);
  return {
    id: row.id,
    number: row.number,
    holderName: row.holder_name,
    scheme: {
      code: row.scheme_code,
      title: summary.scheme.title,
      standard: row.standard,
      units: row.units.map(({ kode, judul }) => ({ kode, judul })),
    },
    lsp: { id: row.organisation_id, name: row.lsp_name, code: row.lsp_code },
    issuedAt: summary.issuedAt,
    issuedOn: summary.issuedOn,
    validUntil: summary.validUntil,
    status: summary.status,
    revokedAt: summary.revokedAt,
    verifyUrl: `${publicUrl}/qr-access/${row.id}`,
    credentialUrl: `${publicUrl}/qr-access/${row.id}/credential.json`,
    previousNumber: row.previous_number,
  };
}

/** The surat tugas of an assigned registration (the caller reaches it: checked before). */
export async function assignmentLetterOf(db: Db, registrationId: string): Promise<AssignmentLetter | undefined> {
  const row = await db
    .selectFrom('assessment_registrations')
    .innerJoin('certification_schedules', 'certification_schedules.id', 'assessment_registrations.schedule_id')
    .innerJoin('certification_schemes', 'certification_schemes.id', 'certification_schedules.scheme_id')
    .innerJoin('test_sites', 'test_sites.id', 'certification_schedules.test_site_id')
    .innerJoin('organisations', 'organisations.id', 'assessment_registrations.organisation_id')
    .innerJoin('assessor_profiles', (join) =>
      join
        .onRef('assessor_profiles.organisation_id', '=', 'assessment_registrations.organisation_id')
        .onRef('assessor_profiles.account_id', '=', 'assessment_registrations.assessor_account_id'),
    )
    .innerJoin('accounts as assessor', 'assessor.id', 'assessment_registrations.assessor_account_id')
    .innerJoin('users as assessor_user', 'assessor_user.id', 'assessor.user_id')
    .innerJoin('accounts as asesi', 'asesi.id', 'assessment_registrations.asesi_account_id')
    .innerJoin('users as asesi_user', 'asesi_user.id', 'asesi.user_id')
    .select([
      'assessment_registrations.id',
      'assessment_registrations.assigned_at',
      'organisations.legal_name',
      'organisations.code',
      'assessor_user.fullname as assessor_name',
      'assessor_profiles.met_number',
      'asesi_user.fullname as asesi_name',
      'certification_schemes.code as scheme_code',
      'certification_schemes.title_id',
      'certification_schemes.title_en',
      'certification_schedules.starts_at',
      'certification_schedules.ends_at',
      'test_sites.name as site_name',
      'test_sites.type as site_type',
      'test_sites.address as site_address',
    ])
    .where('assessment_registrations.id', '=', registrationId)
    .executeTakeFirst();
  if (!row || !row.assigned_at) return undefined;
  const assignedAt = new Date(row.assigned_at);
  return {
    number: `ST/${row.code}/${assignedAt.getUTCFullYear()}/${row.id.slice(0, 8).toUpperCase()}`,
    lsp: { name: row.legal_name, code: row.code },
    assessor: { name: row.assessor_name, metNumber: row.met_number },
    asesi: { name: row.asesi_name },
    scheme: { code: row.scheme_code, title: { id: row.title_id, en: row.title_en } },
    schedule: { startsAt: iso(row.starts_at), endsAt: iso(row.ends_at) },
    testSite: { name: row.site_name, type: row.site_type, address: row.site_address },
    assignedAt: assignedAt.toISOString(),
  };
}
