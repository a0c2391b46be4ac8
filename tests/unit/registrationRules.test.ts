import { describe, expect, it } from 'vitest';
import type { RegistrationState } from '@core/certification/states';
import { FLOW_STEPS, formPagePath, stepperState } from '../../src/shared/certification/registrationRules';

const step = (name: (typeof FLOW_STEPS)[number]) => FLOW_STEPS.indexOf(name);
const withdrawnFrom = (from: RegistrationState) => [
  { from: null, to: 'submitted' as const },
  { from: 'submitted' as const, to: 'verified' as const },
  { from, to: 'withdrawn' as const },
];

describe('stepperState', () => {
  it('puts each state on its step of the seven, and a competent decision past the last', () => {
    expect(stepperState('submitted', [])).toEqual({ active: 0, failedStep: null });
    expect(stepperState('verified', [])).toEqual({ active: step('verified'), failedStep: null });
    expect(stepperState('assigned', [])).toEqual({ active: step('assigned'), failedStep: null });
    expect(stepperState('pre-assessment', [])).toEqual({ active: step('pre-assessment'), failedStep: null });
    expect(stepperState('assessment', [])).toEqual({ active: step('assessment'), failedStep: null });
    expect(stepperState('recommended-bk', [])).toEqual({ active: step('recommended'), failedStep: null });
    expect(stepperState('competent', [])).toEqual({ active: FLOW_STEPS.length, failedStep: null });
  });

  it('marks the step that ended the flow badly: the verification, the decision, or where it was withdrawn', () => {
    expect(stepperState('rejected', [])).toEqual({ active: step('verified'), failedStep: step('verified') });
    expect(stepperState('not-yet-competent', [])).toEqual({ active: step('decided'), failedStep: step('decided') });
    expect(stepperState('withdrawn', withdrawnFrom('pre-assessment'))).toEqual({
      active: step('pre-assessment'),
      failedStep: step('pre-assessment'),
    });
    expect(stepperState('withdrawn', [])).toEqual({ active: 0, failedStep: 0 });
  });
});

describe('formPagePath', () => {
  it("links a form instance to its page by the form's slug", () => {
    const slugs = new Map([['FR.APL.01', 'fr-apl-01']]);
    expect(formPagePath(slugs, { code: 'FR.APL.01', id: 'abc' })).toBe('/form/fr-apl-01/abc');
    expect(formPagePath(slugs, { code: 'FR.APL.02', id: 'abc' })).toBeUndefined();
  });
});
