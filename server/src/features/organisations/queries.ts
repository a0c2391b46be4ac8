import { sql } from 'kysely';
import type { OrganisationRecord } from '@core/organisations/types';
import type { Db } from '../../db/connect';

/** An organisation as the operator lists it: its owner and how many memberships it has. */
export function organisationRecords(db: Db) {
  return db
    .selectFrom('organisations')
    .innerJoin('accounts', 'accounts.id', 'organisations.owner_account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select([
      'organisations.id',
      'organisations.kind',
      'organisations.legal_name',
      'organisations.code',
      'organisations.verification',
      'organisations.rejection_reason',
      'organisations.created_at',
      'organisations.owner_account_id',
      'users.fullname',
      'users.email',
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
    rejectionReason: row.rejection_reason,
    ownerName: row.fullname,
    ownerEmail: row.email,
    members: Number(row.members ?? 0),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
