import { sql } from 'kysely';
import { formatNpwp } from '@core/organisations/partnerRegistration';
import type { OrganisationRecord } from '@core/organisations/contract';
import type { Db } from '../../db/connect';

/** An organisation as the operator lists it: its owner (the contact person), how many memberships it has, its details. */
export function organisationRecords(db: Db) {
  return db
    .selectFrom('organisations')
    .innerJoin('accounts', 'accounts.id', 'organisations.owner_account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .leftJoin('location_provinces', 'location_provinces.code', 'organisations.province_code')
    .leftJoin('location_regencies', 'location_regencies.code', 'organisations.regency_code')
    .leftJoin('location_districts', 'location_districts.code', 'organisations.district_code')
    .leftJoin('location_villages', 'location_villages.code', 'organisations.village_code')
    .select([
      'organisations.id',
      'organisations.kind',
      'organisations.legal_name',
      'organisations.code',
      'organisations.verification',
      'organisations.time_zone',
      'organisations.rejection_reason',
      'organisations.created_at',
      'organisations.owner_account_id',
      'users.fullname',
      'users.email',
      'users.phone',
      'users.locale',
      // The partner registration's details (0017), null for organisations made another way.
      'organisations.npwp',
      'organisations.industry',
      'organisations.company_size',
      'organisations.website',
      'organisations.address',
      'organisations.contact_position',
      'location_provinces.name as province_name',
      'location_regencies.name as regency_name',
      'location_districts.name as district_name',
      'location_villages.name as village_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('memberships')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('memberships.organisation_id', '=', 'organisations.id')
        .as('members'),
    );
}

export function organisationRecord(row: Awaited<ReturnType<ReturnType<typeof organisationRecords>['executeTakeFirstOrThrow']>>): OrganisationRecord {
  return {
    id: row.id,
    kind: row.kind,
    legalName: row.legal_name,
    code: row.code,
    verification: row.verification,
    timeZone: row.time_zone,
    rejectionReason: row.rejection_reason,
    ownerName: row.fullname,
    ownerEmail: row.email,
    members: Number(row.members ?? 0),
    createdAt: new Date(row.created_at).toISOString(),
    npwp: row.npwp === null ? null : formatNpwp(row.npwp),
    industry: row.industry,
    size: row.company_size,
    website: row.website,
    // The street, then the areas from the village up, as an Indonesian address is written.
    address:
      row.address === null
        ? null
        : [row.address, row.village_name, row.district_name, row.regency_name, row.province_name].filter(Boolean).join(', '),
    contactPosition: row.contact_position,
    contactPhone: row.phone,
  };
}
