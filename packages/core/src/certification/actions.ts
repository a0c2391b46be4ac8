import { appealOpen, type RegistrationState } from './states';

/**
 * What a person may do next with a registration, by their relation to it. The gateway enforces the
 * same rules on each route; it sends this list with the registration so that a page offers only what will work.
 */
export type RegistrationRelation = 'lsp' | 'assessor' | 'asesi';

export type RegistrationAction =
  | 'verify'
  | 'assign'
  | 'decide'
  | 'revoke'
  | 'decide-appeal'
  | 'start-pre-assessment'
  | 'start-assessment'
  | 'recommend'
  | 'open-form'
  | 'withdraw'
  | 'appeal'
  | 'give-feedback'
  | 'download-certificate';

export interface RegistrationFacts {
  state: RegistrationState;
  decidedAt: Date | null;
  hasValidCertificate: boolean;
  hasOpenAppeal: boolean;
}

const BEFORE_RECOMMENDATION: readonly RegistrationState[] = ['submitted', 'verified', 'assigned', 'pre-assessment', 'assessment'];
/** Once the assessor has recommended, the asesi gives their feedback on the assessment (FR.AK.03). */
const AFTER_RECOMMENDATION: readonly RegistrationState[] = ['recommended-k', 'recommended-bk', 'competent', 'not-yet-competent'];

export function registrationActions(relation: RegistrationRelation, facts: RegistrationFacts, now: Date): RegistrationAction[] {
  const { state } = facts;
  const actions: RegistrationAction[] = [];
  const when = (condition: boolean, action: RegistrationAction) => {
    if (condition) actions.push(action);
  };
  if (relation === 'lsp') {
    when(state === 'submitted', 'verify');
    when(state === 'verified' || state === 'assigned', 'assign');
    when(state === 'recommended-k' || state === 'recommended-bk', 'decide');
    when(facts.hasValidCertificate, 'revoke');
    when(facts.hasOpenAppeal, 'decide-appeal');
  } else if (relation === 'assessor') {
    when(state === 'assigned', 'start-pre-assessment');
    when(state === 'pre-assessment', 'start-assessment');
    when(state === 'assessment', 'recommend');
    when(state === 'assigned' || state === 'pre-assessment' || state === 'assessment', 'open-form');
  } else {
    when(BEFORE_RECOMMENDATION.includes(state), 'withdraw');
    when(state === 'not-yet-competent' && !facts.hasOpenAppeal && facts.decidedAt !== null && appealOpen(facts.decidedAt, now), 'appeal');
    when(AFTER_RECOMMENDATION.includes(state), 'give-feedback');
    when(facts.hasValidCertificate, 'download-certificate');
  }
  return actions;
}

/**
 * The forms that must be locked (signed by everyone they need) before the assessor recommends and the plenary
 * decides: the application, the self-assessment, the consent, and the assessment record.
 */
export const REQUIRED_FORMS = ['FR.APL.01', 'FR.APL.02', 'FR.AK.01', 'FR.AK.02'] as const;
/** The forms a registration starts with, filled by the asesi. */
export const REGISTRATION_FORMS = ['FR.APL.01', 'FR.APL.02'] as const;
/** Forms the assessor may open for a registration, in the order of the flow (FORMS.md), the instruments in MAPA.02's order. */
export const ASSESSOR_FORMS = [
  'FR.MAPA.01',
  'FR.MAPA.02',
  'FR.AK.07',
  'FR.AK.01',
  'FR.IA.01',
  'FR.IA.02',
  'FR.IA.03',
  'FR.IA.04A',
  'FR.IA.04B',
  'FR.IA.05',
  'FR.IA.06',
  'FR.IA.07',
  'FR.IA.08',
  'FR.IA.09',
  'FR.IA.10',
  'FR.AK.02',
  'FR.AK.03',
  'FR.AK.05',
] as const;

/** Forms the asesi opens themself: the feedback after the recommendation, the appeal form with an appeal. */
export const ASESI_FORMS = ['FR.AK.03', 'FR.AK.04'] as const;

/** Which of the required forms are not locked yet, given the registration's forms. */
export function missingLockedForms(forms: readonly { code: string; status: string }[], required: readonly string[] = REQUIRED_FORMS): string[] {
  return required.filter((code) => !forms.some((form) => form.code === code && form.status === 'locked'));
}
