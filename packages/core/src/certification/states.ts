/**
 * The certification flow's states (../shared/FORMS.md "The certification flow"). Each change is stored
 * with its time and actor (registration_events); every move not listed here is refused with 409.
 *
 * A registration: submitted -> verified | rejected (the LSP checks APL.01) -> assigned (an assessor, the surat tugas)
 * -> pre-assessment (AK.01 and the plan) -> assessment (at the TUK) -> recommended-k | recommended-bk (AK.02) ->
 * competent | not-yet-competent (the plenary). Until the assessor recommends, the asesi may withdraw. An appeal
 * that is upheld sends a not-yet-competent registration back to assessment.
 */
export const REGISTRATION_STATES = [
  'submitted',
  'verified',
  'rejected',
  'assigned',
  'pre-assessment',
  'assessment',
  'recommended-k',
  'recommended-bk',
  'competent',
  'not-yet-competent',
  'withdrawn',
] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

const REGISTRATION_MOVES: Record<RegistrationState, readonly RegistrationState[]> = {
  submitted: ['verified', 'rejected', 'withdrawn'],
  verified: ['assigned', 'withdrawn'],
  rejected: [],
  assigned: ['assigned', 'pre-assessment', 'withdrawn'],
  'pre-assessment': ['assessment', 'withdrawn'],
  assessment: ['recommended-k', 'recommended-bk', 'withdrawn'],
  'recommended-k': ['competent', 'not-yet-competent'],
  'recommended-bk': ['competent', 'not-yet-competent'],
  competent: [],
  'not-yet-competent': ['assessment'],
  withdrawn: [],
};

export function canMoveRegistration(from: RegistrationState, to: RegistrationState): boolean {
  return REGISTRATION_MOVES[from].includes(to);
}

export function isRegistrationState(value: unknown): value is RegistrationState {
  return typeof value === 'string' && (REGISTRATION_STATES as readonly string[]).includes(value);
}

/** States in which an assessor still works with the asesi (their forms wait for someone). */
export const ACTIVE_REGISTRATION_STATES: readonly RegistrationState[] = ['assigned', 'pre-assessment', 'assessment'];

/** Whether the decision is made: nothing but an appeal changes the registration any more. */
export const isDecided = (state: RegistrationState) => state === 'competent' || state === 'not-yet-competent';

/** An appeal (FR.AK.04): submitted -> upheld | dismissed. */
export const APPEAL_STATES = ['submitted', 'upheld', 'dismissed'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];

export function canMoveAppeal(from: AppealState, to: AppealState): boolean {
  return from === 'submitted' && (to === 'upheld' || to === 'dismissed');
}

/** An appeal may be lodged within this many days of the decision (BNSP practice; docs/decisions/2026-11-24-certification-workflow.md "Appeals"). */
export const APPEAL_WINDOW_DAYS = 14;

export function appealOpen(decidedAt: Date, now: Date): boolean {
  return now.getTime() - decidedAt.getTime() <= APPEAL_WINDOW_DAYS * 86_400_000;
}
