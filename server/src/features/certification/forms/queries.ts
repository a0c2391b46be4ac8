import { sql, type Kysely, type Selectable } from 'kysely';
import { FORM_ROLES, type JsonObject } from '@core/forms';
import { ROLES } from '@core/rules/roles';
import type { Database, FormInstancesTable } from '../../../db/schema';
import type { Principal } from '../../../platform/accessTokens';
import type { Person, SchemeRow } from './prefill';

/** The database or an open transaction: every query here runs in either. */
type Queryable = Kysely<Database>;

export type InstanceRow = Selectable<FormInstancesTable>;
/** An instance with the LSP owning its scheme: all that deciding who writes which part needs. */
export type ReachedInstance = InstanceRow & { lsp_account_id: string | null };

/** The roles that fill an assessor's part: the only accounts an asesi or an LSP may name as the assessor. */
const ASSESSOR_ROLES = ROLES.filter((role) => FORM_ROLES[role].includes('asesor'));

/**
 * The one place that decides which form instances a caller reaches (DESIGN 4a;
 * docs/decisions/2026-11-24-assessment-forms-who-reaches-them.md). Every list, read and write starts here, so another
 * person's instance answers 404 without a route having to remember it. A caller reaches an instance they created, are
 * its asesi of, or are its named assessor of (the interim assignment: the asesor_account_id column, until schedules
 * bring an assignment table that replaces that one condition), and an LSP reaches the instances on its own schemes
 * (asesi who applied to it).
 */
export function reachableInstances(db: Queryable, principal: Principal) {
  const me = principal.accountId;
  return db
    .selectFrom('form_instances')
    .leftJoin('certification_schemes', 'certification_schemes.id', 'form_instances.scheme_id')
    .where((eb) =>
      eb.or([
        eb('form_instances.created_by', '=', me),
        eb('form_instances.asesi_account_id', '=', me),
        eb('form_instances.asesor_account_id', '=', me),
        eb('certification_schemes.lsp_account_id', '=', me),
      ]),
    );
}

/** One reachable instance, locked against concurrent writers when `forUpdate` (inside a transaction). */
export async function findReachable(db: Queryable, principal: Principal, id: string, forUpdate = false): Promise<ReachedInstance | undefined> {
  const query = reachableInstances(db, principal)
    .selectAll('form_instances')
    .select('certification_schemes.lsp_account_id')
    .where('form_instances.id', '=', id);
  return (forUpdate ? query.forUpdate('form_instances') : query).executeTakeFirst();
}

/**
 * "My forms" in one query: each reachable instance with the parts signed in its current version, its asesi's name and
 * its scheme's title (a list of forms that all read "FR.AK.01" says nothing without them).
 */
export async function listReachable(db: Queryable, principal: Principal) {
  return reachableInstances(db, principal)
    .leftJoin('accounts as asesi_account', 'asesi_account.id', 'form_instances.asesi_account_id')
    .leftJoin('users as asesi_user', 'asesi_user.id', 'asesi_account.user_id')
    .selectAll('form_instances')
    .select([
      'certification_schemes.lsp_account_id',
      'asesi_user.fullname as asesi_name',
      'certification_schemes.title_id as scheme_title_id',
      'certification_schemes.title_en as scheme_title_en',
    ])
    .select((eb) =>
      eb
        .selectFrom('form_signatures')
        .select(sql<string[]>`coalesce(jsonb_agg(form_signatures.part_key), '[]'::jsonb)`.as('parts'))
        .whereRef('form_signatures.instance_id', '=', 'form_instances.id')
        .whereRef('form_signatures.version', '=', 'form_instances.version')
        .as('signed_parts'),
    )
    .orderBy('form_instances.updated_at', 'desc')
    .limit(200)
    .execute();
}

/** Whether the caller already has a relation to this asesi: an instance of theirs that the caller reaches. */
export async function reachesAsesi(db: Queryable, principal: Principal, asesiAccountId: string): Promise<boolean> {
  const row = await reachableInstances(db, principal)
    .select('form_instances.id')
    .where('form_instances.asesi_account_id', '=', asesiAccountId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The assessor account of the person with this e-mail, if they are one. */
export async function assessorByEmail(db: Queryable, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select('accounts.id')
    .where(sql<string>`lower(users.email)`, '=', email.trim().toLowerCase())
    .where('accounts.role_name', 'in', ASSESSOR_ROLES)
    .orderBy('accounts.created_at')
    .executeTakeFirst();
  return row?.id;
}

export async function schemeById(db: Queryable, id: string | null): Promise<SchemeRow | undefined> {
  if (!id) return undefined;
  return db
    .selectFrom('certification_schemes')
    .select(['id', 'code', 'title_id', 'units', 'basic_requirements', 'administrative_requirements', 'lsp_account_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listSchemes(db: Queryable) {
  return db.selectFrom('certification_schemes').select(['id', 'code', 'title_id', 'title_en', 'standard', 'units']).orderBy('code').execute();
}

export async function personOf(db: Queryable, accountId: string | null): Promise<Person> {
  if (!accountId) return undefined;
  return db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['users.fullname', 'users.email', 'users.phone'])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
}

export async function signaturesOf(db: Queryable, instanceId: string, version: number) {
  return db
    .selectFrom('form_signatures')
    .select(['part_key', 'signer_name', 'kind', 'value', 'signed_at', 'version'])
    .where('instance_id', '=', instanceId)
    .where('version', '=', version)
    .execute();
}

export async function isPartSigned(db: Queryable, instanceId: string, version: number, partKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('form_signatures')
    .select('part_key')
    .where('instance_id', '=', instanceId)
    .where('version', '=', version)
    .where('part_key', '=', partKey)
    .executeTakeFirst();
  return row !== undefined;
}

export interface AuditEntry {
  instanceId: string;
  version: number;
  accountId: string;
  action: 'create' | 'assign' | 'save-draft' | 'submit' | 'new-version' | 'sign' | 'lock';
  partKey?: string | null;
  detail?: JsonObject;
  idempotencyKey?: string | null;
}

/** The one way an action on an instance is recorded; pass the transaction the action is written in. */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('form_audit')
    .values({
      instance_id: entry.instanceId,
      version: entry.version,
      account_id: entry.accountId,
      action: entry.action,
      part_key: entry.partKey ?? null,
      idempotency_key: entry.idempotencyKey ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}

/** Whether this person already submitted this part with this key (a retried request). */
export async function submitSeen(db: Queryable, instanceId: string, partKey: string, accountId: string, idempotencyKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('form_audit')
    .select('id')
    .where('instance_id', '=', instanceId)
    .where('part_key', '=', partKey)
    .where('account_id', '=', accountId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row !== undefined;
}

export async function auditOf(db: Queryable, instanceId: string) {
  return db
    .selectFrom('form_audit')
    .select(['version', 'account_id', 'action', 'part_key', 'detail', 'created_at'])
    .where('instance_id', '=', instanceId)
    .orderBy('id')
    .execute();
}

export async function insertEvidence(db: Queryable, evidence: { instanceId: string; uploadName: string; accountId: string }): Promise<string> {
  const row = await db
    .insertInto('form_evidence')
    .values({ instance_id: evidence.instanceId, upload_name: evidence.uploadName, account_id: evidence.accountId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The stored name of one evidence file of one instance (the instance already reached through the scope). */
export async function evidenceUploadName(db: Queryable, instanceId: string, evidenceId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('form_evidence')
    .select('upload_name')
    .where('id', '=', evidenceId)
    .where('instance_id', '=', instanceId)
    .executeTakeFirst();
  return row?.upload_name;
}
