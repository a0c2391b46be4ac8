import type { Selectable } from 'kysely';
import { FORM_ROLES, requiredSignatures, scoreMultipleChoice, visibleData, type FormDefinition, type FormPart, type FormRole, type JsonObject } from '../../../../src/core/forms';
import type { Db } from '../../db/connect';
import type { FormInstancesTable } from '../../db/schema';
import type { Principal } from '../../platform/accessTokens';
import { conflict, forbidden, notFound } from '../../platform/httpError';
import type { LoadedForm } from './formDefinitions';
import type { SchemeRow } from './prefill';

export type InstanceRow = Selectable<FormInstancesTable>;
export type Loaded = { instance: InstanceRow; form: LoadedForm; scheme: SchemeRow | undefined };

/** The parts written by the people the assessor works through (the assessor is claimed on the first write). */
const ASSESSOR_SIDE: readonly FormRole[] = ['asesor', 'pihak-ketiga', 'peninjau', 'tim-validasi'];

export const rolesOf = (principal: Principal): readonly FormRole[] => FORM_ROLES[principal.role];

export async function schemeById(db: Db, id: string | null): Promise<SchemeRow | undefined> {
  if (!id) return undefined;
  return db.selectFrom('certification_schemes').select(['id', 'code', 'title_id', 'units', 'basic_requirements', 'administrative_requirements', 'lsp_account_id']).where('id', '=', id).executeTakeFirst();
}

/**
 * Who takes part in an instance: its creator, asesi and assessor, the LSP owning its scheme, and, while no
 * assessor has taken it, any assessor (the LSP has no assignment screen yet; the first to write claims it).
 */
export function isParticipant(principal: Principal, { instance, scheme, form }: Loaded): boolean {
  const me = principal.accountId;
  if ([instance.created_by, instance.asesi_account_id, instance.asesor_account_id].includes(me) || scheme?.lsp_account_id === me) return true;
  return instance.asesor_account_id === null && form.definition.parts.some((part) => part.role === 'asesor' && rolesOf(principal).includes('asesor'));
}

/** Loads an instance the caller takes part in; anyone else's answers 404 (another tenant's row). */
export async function loadInstance(db: Db, forms: Map<string, LoadedForm>, principal: Principal, id: string): Promise<Loaded> {
  const instance = await db.selectFrom('form_instances').selectAll().where('id', '=', id).executeTakeFirst();
  const form = instance && forms.get(instance.form_code);
  if (!instance || !form) throw notFound();
  const loaded = { instance, form, scheme: await schemeById(db, instance.scheme_id) };
  if (!isParticipant(principal, loaded)) throw notFound();
  return loaded;
}

export function partOf(definition: FormDefinition, key: string): FormPart {
  const part = definition.parts.find((candidate) => candidate.key === key);
  if (!part) throw notFound('forms.unknownPart');
  return part;
}

/** Whether the caller may write a part: the role fits, and it is this instance's asesi, assessor or LSP. */
export function mayWrite(principal: Principal, { instance, scheme }: Loaded, part: FormPart): boolean {
  if (!rolesOf(principal).includes(part.role)) return false;
  const me = principal.accountId;
  if (part.role === 'asesi') return instance.asesi_account_id === me;
  if (part.role === 'admin-lsp') return scheme?.lsp_account_id === me || instance.created_by === me;
  return ASSESSOR_SIDE.includes(part.role) && (instance.asesor_account_id === null || instance.asesor_account_id === me || instance.created_by === me);
}

export function assertMayWrite(principal: Principal, loaded: Loaded, part: FormPart) {
  if (!mayWrite(principal, loaded, part)) throw forbidden('forms.notYourPart');
}

export async function signaturesOf(db: Db, instanceId: string, version: number) {
  return db.selectFrom('form_signatures').select(['part_key', 'signer_name', 'kind', 'value', 'signed_at', 'version']).where('instance_id', '=', instanceId).where('version', '=', version).execute();
}

export async function assertNotSigned(db: Db, instance: InstanceRow, partKey: string) {
  if (instance.status === 'locked') return;
  const signed = await db.selectFrom('form_signatures').select('part_key').where('instance_id', '=', instance.id).where('version', '=', instance.version).where('part_key', '=', partKey).executeTakeFirst();
  if (signed) throw conflict('forms.partSigned');
}

type Box = 'draft' | 'waiting' | 'completed' | 'other';

/** "My forms": completed when locked; waiting when a part of mine is submitted and unsigned; draft when one is still to fill. */
export function boxOf(principal: Principal, loaded: Loaded, signedParts: string[]): Box {
  if (loaded.instance.status === 'locked') return 'completed';
  const mine = loaded.form.definition.parts.filter((part) => mayWrite(principal, loaded, part));
  const submitted = loaded.instance.submitted_parts;
  if (mine.some((part) => part.signature === 'required' && submitted[part.key] && !signedParts.includes(part.key))) return 'waiting';
  if (mine.some((part) => !submitted[part.key])) return 'draft';
  return 'other';
}

/** The instance as the caller sees it: parts hidden from them left out, the score only for the assessor's side. */
export async function instanceView(db: Db, principal: Principal, loaded: Loaded) {
  const { instance, form } = loaded;
  const { definition } = form;
  const roles = rolesOf(principal);
  const signatures = await signaturesOf(db, instance.id, instance.version);
  const data = roles.reduce((visible, role) => visibleData(definition, role, visible), instance.data as JsonObject);
  const score = definition.scoring && roles.includes('asesor') ? scoreMultipleChoice(definition.scoring, instance.data) : undefined;
  return {
    id: instance.id,
    form: definition.code,
    slug: definition.slug,
    version: instance.version,
    status: instance.status,
    schemeId: instance.scheme_id,
    asesiAccountId: instance.asesi_account_id,
    asesorAccountId: instance.asesor_account_id,
    data,
    submittedParts: instance.submitted_parts,
    signatures: signatures.map((signature) => ({ part: signature.part_key, signerName: signature.signer_name, kind: signature.kind, value: signature.value, signedAt: signature.signed_at })),
    requiredSignatures: requiredSignatures(definition).map((part) => part.key),
    myParts: definition.parts.filter((part) => mayWrite(principal, loaded, part)).map((part) => part.key),
    box: boxOf(principal, loaded, signatures.map((signature) => signature.part_key)),
    ...(score ? { score } : {}),
    updatedAt: instance.updated_at,
  };
}
