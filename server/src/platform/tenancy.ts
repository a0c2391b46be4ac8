import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * DESIGN 4a: organisations are tenants and memberships tie accounts to them. This is the one place that answers
 * "which organisations does this caller act for, and as what": every tenant-owned query filters its rows by the
 * ids it returns, so a row of another organisation is simply not found (404) and no route checks ownership itself.
 */
export const ORGANISATION_KINDS = ['lsp', 'employer', 'training-provider', 'client-company'] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];

export const MEMBERSHIP_ROLES = [
  'admin',
  'assessor',
  'assessor-supervisor',
  'recruiter',
  'supervisor',
  'manager',
  'staff',
  'trainer',
  'content-creator',
] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

/** The ids of the organisations of a kind where the account holds one of the roles (none: an empty list). */
export async function organisationsOf(
  db: Kysely<Database>,
  accountId: string,
  kind: OrganisationKind,
  roles: readonly MembershipRole[],
): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
    .select('organisations.id')
    .distinct()
    .where('memberships.account_id', '=', accountId)
    .where('organisations.kind', '=', kind)
    .where('memberships.role', 'in', roles)
    .orderBy('organisations.id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The ids to scope a query by. Kysely refuses `in ()`, so an empty list becomes one id that matches nothing
 * (the nil UUID is never generated): the query runs and finds no row, which the route answers with 404.
 */
export function tenantIds(ids: readonly string[]): string[] {
  return ids.length ? [...ids] : ['00000000-0000-0000-0000-000000000000'];
}
