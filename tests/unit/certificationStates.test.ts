import { describe, expect, it } from 'vitest';
import { missingLockedForms, registrationActions, REQUIRED_FORMS } from '@core/certification/actions';
import { certificateNumber, certificateStatus, CERTIFICATE_NUMBER_PATTERN, issueDay, validUntil } from '@core/certification/certificates';
import {
  APPEAL_STATES,
  appealOpen,
  canMoveAppeal,
  canMoveRegistration,
  isRegistrationState,
  REGISTRATION_STATES,
  type RegistrationState,
} from '@core/certification/states';

/** Every legal move of a registration, written out by hand from ../shared/FORMS.md's certification flow. */
const LEGAL: [RegistrationState, RegistrationState][] = [
  ['submitted', 'verified'],
  ['submitted', 'rejected'],
  ['submitted', 'withdrawn'],
  ['verified', 'assigned'],
  ['verified', 'withdrawn'],
  ['assigned', 'assigned'],
  ['assigned', 'pre-assessment'],
  ['assigned', 'withdrawn'],
  ['pre-assessment', 'assessment'],
  ['pre-assessment', 'withdrawn'],
  ['assessment', 'recommended-k'],
  ['assessment', 'recommended-bk'],
  ['assessment', 'withdrawn'],
  ['recommended-k', 'competent'],
  ['recommended-k', 'not-yet-competent'],
  ['recommended-bk', 'competent'],
  ['recommended-bk', 'not-yet-competent'],
  ['not-yet-competent', 'assessment'],
];

describe('registration states', () => {
  it('allows exactly the legal moves and refuses every other pair', () => {
    const legal = new Set(LEGAL.map(([from, to]) => `${from}>${to}`));
    let refused = 0;
    for (const from of REGISTRATION_STATES) {
      for (const to of REGISTRATION_STATES) {
        expect(canMoveRegistration(from, to), `${from} -> ${to}`).toBe(legal.has(`${from}>${to}`));
        if (!legal.has(`${from}>${to}`)) refused += 1;
      }
    }
    expect(refused).toBe(11 * 11 - LEGAL.length);
  });

  it('ends in rejected, competent and withdrawn, with nothing after them', () => {
    for (const end of ['rejected', 'competent', 'withdrawn'] as const) {
      expect(REGISTRATION_STATES.filter((to) => canMoveRegistration(end, to))).toEqual([]);
    }
  });

  it('recognises its states only', () => {
    expect(isRegistrationState('assessment')).toBe(true);
    expect(isRegistrationState('decided')).toBe(false);
    expect(isRegistrationState(3)).toBe(false);
  });
});

describe('appeals', () => {
  it('move from submitted to upheld or dismissed, and nowhere after', () => {
    const moves = APPEAL_STATES.flatMap((from) => APPEAL_STATES.filter((to) => canMoveAppeal(from, to)).map((to) => `${from}>${to}`));
    expect(moves).toEqual(['submitted>upheld', 'submitted>dismissed']);
  });

  it('are open for 14 days after the decision, to the millisecond', () => {
    const decided = new Date('2026-03-01T10:00:00Z');
    expect(appealOpen(decided, new Date('2026-03-15T10:00:00Z'))).toBe(true);
    expect(appealOpen(decided, new Date('2026-03-15T10:00:00.001Z'))).toBe(false);
  });
});

describe('certificates', () => {
  it('are numbered scheme-LSP-year-sequence with six digits', () => {
    expect(certificateNumber('JWD', 'LSPTD', 2026, 42)).toBe('JWD-LSPTD-2026-000042');
    expect(CERTIFICATE_NUMBER_PATTERN.test('JWD-LSPTD-2026-000042')).toBe(true);
    expect(CERTIFICATE_NUMBER_PATTERN.test('jwd-LSPTD-2026-000042')).toBe(false);
    expect(() => certificateNumber('JWD', 'LSPTD', 2026, 0)).toThrow(RangeError);
    expect(() => certificateNumber('JWD', 'LSPTD', 2026, 1_000_000)).toThrow(RangeError);
  });

  it('are valid through the day before the third anniversary of the issue day', () => {
    expect(validUntil('2026-11-24')).toBe('2029-11-23');
    expect(validUntil('2026-01-01')).toBe('2028-12-31');
    // 29 February 2028 + 3 years has no 29 February: the last day is 28 February 2031.
    expect(validUntil('2028-02-29')).toBe('2031-02-28');
  });

  it('are issued on the decision day where the LSP is', () => {
    // 15.00 UTC on 24 November is 22.00 WIB on the 24th but 00.00 WIT on the 25th.
    expect(issueDay(new Date('2026-11-24T15:00:00Z'), 'Asia/Jakarta')).toBe('2026-11-24');
    expect(issueDay(new Date('2026-11-24T15:00:00Z'), 'Asia/Jayapura')).toBe('2026-11-25');
    // 00.30 WIB on 1 January 2027 is still 2026 in UTC: the year (and the certificate number's year) is 2027.
    expect(issueDay(new Date('2026-12-31T17:30:00Z'), 'Asia/Jakarta')).toBe('2027-01-01');
  });

  it('are valid through their last day where the LSP is, expired after it, and revoked whatever the date', () => {
    // 23.59 WIB on the last day is 16.59 UTC; 00.00 WIB the next day is 17.00 UTC, the same UTC day.
    expect(certificateStatus('2029-11-23', null, new Date('2029-11-23T16:59:59Z'))).toBe('valid');
    expect(certificateStatus('2029-11-23', null, new Date('2029-11-23T17:00:00Z'))).toBe('expired');
    expect(certificateStatus('2029-11-23', null, new Date('2029-11-23T15:00:00Z'), 'Asia/Jayapura')).toBe('expired');
    expect(certificateStatus('2029-11-23', '2027-01-01T00:00:00Z', new Date('2026-12-01T00:00:00Z'))).toBe('revoked');
  });
});

describe('what each person may do next', () => {
  const now = new Date('2026-11-24T00:00:00Z');
  const facts = (state: RegistrationState, extra: Partial<Parameters<typeof registrationActions>[1]> = {}) => ({
    state,
    decidedAt: null,
    hasValidCertificate: false,
    hasOpenAppeal: false,
    ...extra,
  });

  it('offers the LSP each step at its state only', () => {
    expect(registrationActions('lsp', facts('submitted'), now)).toEqual(['verify']);
    expect(registrationActions('lsp', facts('verified'), now)).toEqual(['assign']);
    expect(registrationActions('lsp', facts('assigned'), now)).toEqual(['assign']);
    expect(registrationActions('lsp', facts('assessment'), now)).toEqual([]);
    expect(registrationActions('lsp', facts('recommended-bk'), now)).toEqual(['decide']);
    expect(registrationActions('lsp', facts('competent', { hasValidCertificate: true }), now)).toEqual(['revoke']);
    expect(registrationActions('lsp', facts('not-yet-competent', { hasOpenAppeal: true }), now)).toEqual(['decide-appeal']);
  });

  it('offers the assessor the assessment steps and forms while the assessment runs', () => {
    expect(registrationActions('assessor', facts('verified'), now)).toEqual([]);
    expect(registrationActions('assessor', facts('assigned'), now)).toEqual(['start-pre-assessment', 'open-form']);
    expect(registrationActions('assessor', facts('pre-assessment'), now)).toEqual(['start-assessment', 'open-form']);
    expect(registrationActions('assessor', facts('assessment'), now)).toEqual(['recommend', 'open-form']);
    expect(registrationActions('assessor', facts('recommended-k'), now)).toEqual([]);
  });

  it('lets the asesi withdraw before the recommendation and appeal a not-yet-competent decision within the window', () => {
    expect(registrationActions('asesi', facts('assessment'), now)).toEqual(['withdraw']);
    expect(registrationActions('asesi', facts('recommended-k'), now)).toEqual(['give-feedback']);
    const decided = new Date('2026-11-20T00:00:00Z');
    expect(registrationActions('asesi', facts('not-yet-competent', { decidedAt: decided }), now)).toEqual(['appeal', 'give-feedback']);
    expect(registrationActions('asesi', facts('not-yet-competent', { decidedAt: decided, hasOpenAppeal: true }), now)).toEqual(['give-feedback']);
    expect(registrationActions('asesi', facts('not-yet-competent', { decidedAt: new Date('2026-11-01T00:00:00Z') }), now)).toEqual(['give-feedback']);
    expect(registrationActions('asesi', facts('competent', { decidedAt: decided, hasValidCertificate: true }), now)).toEqual([
      'give-feedback',
      'download-certificate',
    ]);
  });

  it('names the required forms that are not locked yet', () => {
    expect(REQUIRED_FORMS).toEqual(['FR.APL.01', 'FR.APL.02', 'FR.AK.01', 'FR.AK.02']);
    const forms = [
      { code: 'FR.APL.01', status: 'locked' },
      { code: 'FR.APL.02', status: 'submitted' },
      { code: 'FR.AK.01', status: 'locked' },
    ];
    expect(missingLockedForms(forms)).toEqual(['FR.APL.02', 'FR.AK.02']);
    expect(missingLockedForms(forms, ['FR.AK.01'])).toEqual([]);
  });
});
