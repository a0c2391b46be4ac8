import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { MessageKey } from '@core/i18n/catalog';
import { changedIdentity, companyDetails, companyProfileProblems, verificationAfterEdit, type CompanyProfileInput } from '@core/jobs/companyProfile';
import { addressParts, addressText } from '@core/jobs/profile';
import type { EmployerOrganisationView } from '@core/jobs/contract';
import { PARTNER_CODE_PREFIX, type CompanySize } from '@core/organisations/partnerRegistration';
import type { Db } from '../../../db/connect';
import type { Principal } from '../../../platform/accessTokens';
import { checkVillage } from '../../../platform/areas';
import { badRequest, forbidden, HttpError, notFound } from '../../../platform/httpError';
import { organisationsOf } from '../../../platform/tenancy';
import { uploadUrl } from '../../../platform/uploads';
import { EMPLOYER_ROLES } from '../portal/workflow';
import { zoneOfProvince } from '@core/time/zones';

/**
 * The employer's company profile (docs/decisions/2026-11-26-job-portal.md "Company profile"): the company an account
 * works for as an admin or a recruiter, read by both, written by its admin alone. Legal name and NPWP are read-only
 * once verified.
 */

/** The caller's company and their role in it: an admin membership first (the one they edit), then the oldest. */
async function membershipOf(db: Db, accountId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
    .select(['organisations.id', 'memberships.role'])
    .where('memberships.account_id', '=', accountId)
    .where('organisations.kind', '=', 'employer')
    .where('memberships.role', 'in', EMPLOYER_ROLES)
    .orderBy(sql`memberships.role = 'admin'`, 'desc')
    .orderBy('organisations.created_at')
    .executeTakeFirst();
}

/** The company the caller administers: none is 404 (nothing to edit), a recruiter's is 403 with the reason. */
async function administeredCompany(db: Db, principal: Principal): Promise<string> {
  const membership = await membershipOf(db, principal.accountId);
  if (!membership) throw notFound();
  if (membership.role !== 'admin') throw forbidden('companyProfile.errors.notAdmin');
  return membership.id;
}

/** The caller's company as the profile page shows it, or null when they have none. */
export async function companyView(db: Db, principal: Principal): Promise<EmployerOrganisationView | null> {
  const membership = await membershipOf(db, principal.accountId);
  if (!membership) return null;
  const row = await db
    .selectFrom('organisations')
    .leftJoin('location_provinces', 'location_provinces.code', 'organisations.province_code')
    .leftJoin('location_regencies', 'location_regencies.code', 'organisations.regency_code')
    .leftJoin('location_districts', 'location_districts.code', 'organisations.district_code')
    .leftJoin('location_villages', 'location_villages.code', 'organisations.village_code')
    .select([
      'organisations.id',
      'organisations.legal_name',
      'organisations.code',
      'organisations.verification',
      'organisations.rejection_reason',
      'organisations.npwp',
      'organisations.industry',
      'organisations.company_size',
      'organisations.website',
      'organisations.address',
      'organisations.logo',
      'organisations.province_code',
      'organisations.regency_code',
      'organisations.district_code',
      'organisations.village_code',
      'organisations.time_zone',
      'location_provinces.name as province_name',
      'location_regencies.name as regency_name',
      'location_districts.name as district_name',
      'location_villages.name as village_name',
    ])
    .where('organisations.id', '=', membership.id)
    .executeTakeFirstOrThrow();
  const area = (code: string | null, name: string | null) => (code && name ? { value: code, text: name } : null);
  return {
    id: row.id,
    legalName: row.legal_name,
    code: row.code,
    verification: row.verification,
    rejectionReason: row.rejection_reason,
    npwp: row.npwp,
    industry: row.industry,
    companySize: row.company_size as CompanySize | null,
    website: row.website,
    address: {
      ...addressParts(row.address),
      province: area(row.province_code, row.province_name),
      regency: area(row.regency_code, row.regency_name),
      district: area(row.district_code, row.district_name),
      village: area(row.village_code, row.village_name),
    },
    logoUrl: row.logo ? uploadUrl(row.logo) : null,
    timeZone: row.time_zone,
    canEdit: membership.role === 'admin',
  };
}

/** The input checked with the shared rules and the village's existence; 400 by field, nothing written. */
async function checkedDetails(db: Db, input: CompanyProfileInput) {
  const problems = companyProfileProblems(input);
  const fields = Object.keys(problems);
  if (fields.length) throw badRequest(fields.join(', '), problems as Record<string, MessageKey>);
  const details = companyDetails(input);
  if (details.districtCode && details.villageCode) await checkVillage(db, details.districtCode, details.villageCode);
  return details;
}

function detailColumns(details: ReturnType<typeof companyDetails>) {
  return {
    legal_name: details.legalName,
    npwp: details.npwp,
    industry: details.industry,
    company_size: details.companySize,
    website: details.website,
    address: addressText(details.street, details.postalCode),
    province_code: details.provinceCode,
    regency_code: details.regencyCode,
    district_code: details.districtCode,
    village_code: details.villageCode,
    // The company plans in its province's zone (WIB, WITA or WIT); without a province it keeps the one it has.
    ...(details.provinceCode ? { time_zone: zoneOfProvince(details.provinceCode) } : {}),
  };
}

/** The employer's company, created from its profile (pending until the operator verifies it), like an LSP's. */
export async function createEmployerOrganisation(db: Db, principal: Principal, input: CompanyProfileInput): Promise<void> {
  const details = await checkedDetails(db, input);
  await db.transaction().execute(async (trx) => {
    const existing = await organisationsOf(trx, principal.accountId, 'employer', ['admin']);
    if (existing.length) throw new HttpError(409, 'jobs.errors.organisationExists');
    const code = `${PARTNER_CODE_PREFIX.employer}${randomBytes(4).toString('hex').toUpperCase()}`;
    const organisation = await trx
      .insertInto('organisations')
      .values({ kind: 'employer', code, owner_account_id: principal.accountId, ...detailColumns(details) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('memberships').values({ organisation_id: organisation.id, account_id: principal.accountId, role: 'admin' }).execute();
    // SPEC 5's employer menu rule reads statusUser: 1 only once the operator verifies the company.
    await trx.updateTable('accounts').set({ status_user: 0 }).where('id', '=', principal.accountId).execute();
  });
}

/**
 * The admin's edit (PUT replaces the details; a field left out is emptied). Once verified, a changed legal name or
 * NPWP is 409: they are what the operator checked. A rejected company's edit is its resubmission: pending again, the
 * old reason cleared, so the operator's console lists it with the others waiting.
 */
export async function updateCompany(
  db: Db,
  principal: Principal,
  input: CompanyProfileInput,
): Promise<{ resubmitted: boolean; id: string; legalName: string }> {
  const id = await administeredCompany(db, principal);
  const details = await checkedDetails(db, input);
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('organisations')
      .select(['legal_name', 'npwp', 'verification'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (stored.verification === 'verified' && changedIdentity({ legalName: stored.legal_name, npwp: stored.npwp }, details).length)
      throw new HttpError(409, 'companyProfile.errors.identityLocked');
    const verification = verificationAfterEdit(stored.verification);
    const resubmitted = verification !== stored.verification;
    await trx
      .updateTable('organisations')
      .set({ ...detailColumns(details), verification, ...(resubmitted ? { rejection_reason: null } : {}) })
      .where('id', '=', id)
      .execute();
    return { resubmitted, id, legalName: details.legalName };
  });
}

/** Sets (a name) or clears (null) the admin's company logo; answers the name it replaced, for the caller to discard. */
export async function replaceLogo(db: Db, principal: Principal, name: string | null): Promise<string | null> {
  const id = await administeredCompany(db, principal);
  return db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom('organisations').select('logo').where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
    await trx.updateTable('organisations').set({ logo: name }).where('id', '=', id).execute();
    return stored.logo;
  });
}

/** Whether the caller may change the logo: asked before the upload is read and stored. */
export const checkLogoWriter = (db: Db, principal: Principal) => administeredCompany(db, principal);
