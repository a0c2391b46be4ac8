import type { Db } from '../../../db/connect';
import type { Principal } from '../../../platform/accessTokens';
import { badRequest, notFound } from '../../../platform/httpError';
import { assessorByEmail } from '../forms/queries';
import { conflictOf } from '../registrations/workflow';
import type { AssessorBody, AssessorUpdateBody, ScheduleBody, SchemeBody, TestSiteBody } from '../registrations/workflowSchemas';
import { DEFAULT_TIME_ZONE, type TimeZone } from '@core/time/zones';

/**
 * An LSP's own records: its organisation, schemes, TUKs, assessors and schedules. Every write names the
 * LSP it acts for (the caller's tenancy, platform/tenancy.ts) and every read of an id is scoped to it: 404 otherwise.
 */

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** Runs a write whose unique key may refuse it, answering 409 with the message instead of 500. */
async function uniquely<T>(write: () => Promise<T>, key: Parameters<typeof conflictOf>[0]): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictOf(key);
    throw error;
  }
}

/** The one LSP the caller acts for: 404 "not set up yet" when they have none. */
export function requireLsp(organisationIds: readonly string[]): string {
  const [first] = organisationIds;
  if (!first) throw notFound('certification.errors.noOrganisation');
  return first;
}

export async function createLsp(
  db: Db,
  principal: Principal,
  legalName: string,
  code: string,
  timeZone: TimeZone = DEFAULT_TIME_ZONE,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('memberships')
      .innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
      .select('organisations.id')
      .where('memberships.account_id', '=', principal.accountId)
      .where('organisations.kind', '=', 'lsp')
      .where('memberships.role', '=', 'admin')
      .executeTakeFirst();
    if (existing) throw conflictOf('certification.errors.organisationExists');
    const organisation = await uniquely(
      () =>
        trx
          .insertInto('organisations')
          .values({ kind: 'lsp', legal_name: legalName, code, owner_account_id: principal.accountId, time_zone: timeZone })
          .returning('id')
          .executeTakeFirstOrThrow(),
      'certification.errors.codeTaken',
    );
    await trx.insertInto('memberships').values({ organisation_id: organisation.id, account_id: principal.accountId, role: 'admin' }).execute();
    return organisation.id;
  });
}

export async function saveScheme(db: Db, principal: Principal, organisationId: string, body: SchemeBody, id?: string): Promise<string> {
  const values = {
    code: body.code,
    certificate_code: body.certificateCode,
    title_id: body.titleId,
    title_en: body.titleEn,
    standard: body.standard,
    units: JSON.stringify(body.units),
    basic_requirements: JSON.stringify(body.basicRequirements),
    administrative_requirements: JSON.stringify(body.administrativeRequirements),
  };
  if (!id) {
    const row = await uniquely(
      () =>
        db
          .insertInto('certification_schemes')
          .values({ ...values, organisation_id: organisationId, lsp_account_id: principal.accountId })
          .returning('id')
          .executeTakeFirstOrThrow(),
      'certification.errors.schemeCodeTaken',
    );
    return row.id;
  }
  const updated = await uniquely(
    () => db.updateTable('certification_schemes').set(values).where('id', '=', id).where('organisation_id', '=', organisationId).executeTakeFirst(),
    'certification.errors.schemeCodeTaken',
  );
  if (!updated.numUpdatedRows) throw notFound();
  return id;
}

export async function saveTestSite(db: Db, organisationId: string, body: TestSiteBody, id?: string): Promise<string> {
  if (!id) {
    const row = await db
      .insertInto('test_sites')
      .values({ ...body, organisation_id: organisationId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const updated = await db.updateTable('test_sites').set(body).where('id', '=', id).where('organisation_id', '=', organisationId).executeTakeFirst();
  if (!updated.numUpdatedRows) throw notFound();
  return id;
}

/** The schemes named are the LSP's own (another LSP's id answers 404 like an unknown one). */
async function requireOwnSchemes(db: Db, organisationId: string, schemeIds: readonly string[]) {
  if (!schemeIds.length) return;
  const rows = await db
    .selectFrom('certification_schemes')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('id', 'in', schemeIds)
    .execute();
  if (rows.length !== new Set(schemeIds).size) throw notFound('forms.unknownScheme');
}

async function replaceAssessorSchemes(trx: Db, organisationId: string, accountId: string, schemeIds: readonly string[]) {
  await trx.deleteFrom('assessor_schemes').where('organisation_id', '=', organisationId).where('account_id', '=', accountId).execute();
  if (schemeIds.length) {
    await trx
      .insertInto('assessor_schemes')
      .values(schemeIds.map((schemeId) => ({ organisation_id: organisationId, account_id: accountId, scheme_id: schemeId })))
      .execute();
  }
}

/** Adds an existing assessor account (by e-mail) to the LSP: a membership, the profile and the schemes. */
export async function addAssessor(db: Db, organisationId: string, body: AssessorBody): Promise<string> {
  const accountId = await assessorByEmail(db, body.email);
  if (!accountId) throw notFound('certification.errors.unknownAssessor');
  await requireOwnSchemes(db, organisationId, body.schemeIds);
  await db.transaction().execute(async (trx) => {
    await uniquely(
      () =>
        trx
          .insertInto('assessor_profiles')
          .values({
            organisation_id: organisationId,
            account_id: accountId,
            met_number: body.metNumber,
            certificate_valid_until: body.certificateValidUntil,
          })
          .execute(),
      'certification.errors.assessorExists',
    );
    await trx
      .insertInto('memberships')
      .values({ organisation_id: organisationId, account_id: accountId, role: 'assessor' })
      .onConflict((conflict) => conflict.columns(['organisation_id', 'account_id', 'role']).doNothing())
      .execute();
    await replaceAssessorSchemes(trx, organisationId, accountId, body.schemeIds);
  });
  return accountId;
}

export async function updateAssessor(db: Db, organisationId: string, accountId: string, body: AssessorUpdateBody) {
  await requireOwnSchemes(db, organisationId, body.schemeIds);
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('assessor_profiles')
      .set({ met_number: body.metNumber, certificate_valid_until: body.certificateValidUntil })
      .where('organisation_id', '=', organisationId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!updated.numUpdatedRows) throw notFound();
    await replaceAssessorSchemes(trx, organisationId, accountId, body.schemeIds);
  });
}

/**
 * A schedule: its scheme, TUK and assessors are the LSP's own; registration closes no later than the start; a fee
 * is paid through a certification program of the catalogue (the existing cart and checkout), so it needs one.
 */
export async function saveSchedule(db: Db, principal: Principal, organisationId: string, body: ScheduleBody, id?: string): Promise<string> {
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  const opensAt = new Date(body.registrationOpensAt);
  const closesAt = new Date(body.registrationClosesAt);
  if (!(endsAt > startsAt && closesAt > opensAt && closesAt <= startsAt)) throw conflictOf('certification.errors.badScheduleDates');
  if (body.fee > 0 && !body.programId) throw badRequest('programId', { programId: 'certification.errors.unknownProgram' });
  await requireOwnSchemes(db, organisationId, [body.schemeId]);
  if (
    !(await db
      .selectFrom('test_sites')
      .select('id')
      .where('id', '=', body.testSiteId)
      .where('organisation_id', '=', organisationId)
      .executeTakeFirst())
  ) {
    throw notFound();
  }
  if (body.programId) {
    const program = await db
      .selectFrom('programs')
      .select('id')
      .where('id', '=', body.programId)
      .where('kind', '=', 'certification')
      .executeTakeFirst();
    if (!program) throw notFound('certification.errors.unknownProgram');
  }
  if (body.assessorIds.length) {
    const rows = await db
      .selectFrom('assessor_profiles')
      .select('account_id')
      .where('organisation_id', '=', organisationId)
      .where('account_id', 'in', body.assessorIds)
      .execute();
    if (rows.length !== body.assessorIds.length) throw notFound('certification.errors.unknownAssessor');
  }
  const values = {
    scheme_id: body.schemeId,
    test_site_id: body.testSiteId,
    program_id: body.programId ?? null,
    starts_at: startsAt,
    ends_at: endsAt,
    registration_opens_at: opensAt,
    registration_closes_at: closesAt,
    quota: body.quota,
    fee: body.fee,
  };
  return db.transaction().execute(async (trx) => {
    let scheduleId = id;
    if (!scheduleId) {
      const row = await trx
        .insertInto('certification_schedules')
        .values({ ...values, organisation_id: organisationId, created_by: principal.accountId })
        .returning('id')
        .executeTakeFirstOrThrow();
      scheduleId = row.id;
    } else {
      const updated = await trx
        .updateTable('certification_schedules')
        .set(values)
        .where('id', '=', scheduleId)
        .where('organisation_id', '=', organisationId)
        .executeTakeFirst();
      if (!updated.numUpdatedRows) throw notFound();
      // Assessors already assigned to an asesi of the schedule stay on it.
      await trx
        .deleteFrom('schedule_assessors')
        .where('schedule_id', '=', scheduleId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('assessment_registrations')
                .select('id')
                .whereRef('assessment_registrations.schedule_id', '=', 'schedule_assessors.schedule_id')
                .whereRef('assessment_registrations.assessor_account_id', '=', 'schedule_assessors.account_id'),
            ),
          ),
        )
        .execute();
    }
    if (body.assessorIds.length) {
      await trx
        .insertInto('schedule_assessors')
        .values(body.assessorIds.map((accountId) => ({ schedule_id: scheduleId, account_id: accountId })))
        .onConflict((conflict) => conflict.columns(['schedule_id', 'account_id']).doNothing())
        .execute();
    }
    return scheduleId;
  });
}

/** Fee rows as CSV (RFC 4180: every field quoted, quotes doubled), for a spreadsheet. */
export function feesCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  const field = (value: string | number | null) => `"${String(value ?? '').replace(/"/g, '""')}"`;
  // A leading = + - @ would make a spreadsheet run the cell as a formula (CSV injection): prefix it with a quote.
  const safe = (value: string | number | null) => (typeof value === 'string' && /^[=+\-@]/.test(value) ? `'${value}` : value);
  return rows.map((row) => row.map((value) => field(safe(value))).join(',')).join('\r\n') + '\r\n';
}
