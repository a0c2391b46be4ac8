import { FORM_ROLES, type FormDefinition, type FormPart, type FormRole, type InstanceBox } from '@core/forms';
import type { Principal } from '../../../platform/accessTokens';
import { forbidden, notFound } from '../../../platform/httpError';
import type { LoadedForm } from './formDefinitions';
import type { ReachedInstance } from './queries';

/** An instance the caller reaches (queries.ts `reachableInstances`) with its form definition. */
export type Loaded = { instance: ReachedInstance; form: LoadedForm };

/** The parts written by the people the assessor works through. */
const ASSESSOR_SIDE: readonly FormRole[] = ['asesor', 'pihak-ketiga', 'peninjau', 'tim-validasi'];

export const rolesOf = (principal: Principal): readonly FormRole[] => FORM_ROLES[principal.role];

export function partOf(definition: FormDefinition, key: string): FormPart {
  const part = definition.parts.find((candidate) => candidate.key === key);
  if (!part) throw notFound('forms.unknownPart');
  return part;
}

/**
 * Whether the caller may write a part of an instance they reach: the role fits, and they are its asesi, its named
 * assessor (or the creator, for the assessor's side) or its LSP. Nobody takes an instance by writing to it.
 */
export function mayWrite(principal: Principal, { instance }: Loaded, part: FormPart): boolean {
  if (!rolesOf(principal).includes(part.role)) return false;
  const me = principal.accountId;
  if (part.role === 'asesi') return instance.asesi_account_id === me;
  if (part.role === 'admin-lsp') return instance.lsp_account_id === me || instance.created_by === me;
  return ASSESSOR_SIDE.includes(part.role) && (instance.asesor_account_id === me || instance.created_by === me);
}

export function assertMayWrite(principal: Principal, loaded: Loaded, part: FormPart) {
  if (!mayWrite(principal, loaded, part)) throw forbidden('forms.notYourPart');
}

/** "My forms": completed when locked; waiting when a part of mine is submitted and unsigned; draft when one is still to fill. */
export function boxOf(principal: Principal, loaded: Loaded, signedParts: readonly string[]): InstanceBox {
  if (loaded.instance.status === 'locked') return 'completed';
  const mine = loaded.form.definition.parts.filter((part) => mayWrite(principal, loaded, part));
  const submitted = loaded.instance.submitted_parts;
  if (mine.some((part) => part.signature === 'required' && submitted[part.key] && !signedParts.includes(part.key))) return 'waiting';
  if (mine.some((part) => !submitted[part.key])) return 'draft';
  return 'other';
}
