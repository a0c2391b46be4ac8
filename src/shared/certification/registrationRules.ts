import type { RegistrationState } from '@core/certification/states';
import type { RegistrationEvent, RegistrationFormRef } from '@core/certification/contract';

/**
 * What the asesi's, the assessor's and the LSP's registration pages decide alike, without React (tested in
 * tests/unit/registrationRules.test.ts): where the stepper stands, and the page of a form instance.
 */

/** The steps of the flow the registration pages show, in the order of ../shared/FORMS.md "The certification flow". */
export const FLOW_STEPS = ['submitted', 'verified', 'assigned', 'pre-assessment', 'assessment', 'recommended', 'decided'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

const STEP_OF_STATE: Record<Exclude<RegistrationState, 'withdrawn'>, FlowStep> = {
  submitted: 'submitted',
  verified: 'verified',
  rejected: 'verified',
  assigned: 'assigned',
  'pre-assessment': 'pre-assessment',
  assessment: 'assessment',
  'recommended-k': 'recommended',
  'recommended-bk': 'recommended',
  competent: 'decided',
  'not-yet-competent': 'decided',
};

export interface StepperState {
  /** MUI's activeStep: the step in progress; FLOW_STEPS.length once the flow ended well (every step completed). */
  active: number;
  /** The step that ended the flow badly (not accepted, not yet competent, withdrawn there), if any. */
  failedStep: number | null;
}

/** Where the stepper stands. A withdrawn registration stops at the step it was withdrawn from (its last event says). */
export function stepperState(state: RegistrationState, events: readonly Pick<RegistrationEvent, 'from' | 'to'>[]): StepperState {
  if (state === 'withdrawn') {
    const from = [...events].reverse().find((event) => event.to === 'withdrawn')?.from;
    const step = from && from !== 'withdrawn' ? FLOW_STEPS.indexOf(STEP_OF_STATE[from]) : 0;
    return { active: step, failedStep: step };
  }
  const step = FLOW_STEPS.indexOf(STEP_OF_STATE[state]);
  if (state === 'rejected' || state === 'not-yet-competent') return { active: step, failedStep: step };
  return { active: state === 'competent' ? FLOW_STEPS.length : step, failedStep: null };
}

/** The member app's page of a form instance (src/pages/forms/formRoutes.tsx), from the forms' code-to-slug map. */
export function formPagePath(slugs: ReadonlyMap<string, string>, form: Pick<RegistrationFormRef, 'code' | 'id'>): string | undefined {
  const slug = slugs.get(form.code);
  return slug ? `/form/${slug}/${form.id}` : undefined;
}
