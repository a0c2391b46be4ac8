import { describe, expect, it } from 'vitest';
import {
  applicationState,
  canApplyForJobs,
  canMoveApplication,
  codeOfState,
  HIRING_STATES,
  HIRING_STATUS_LABELS,
  hiringStatusColour,
  isHiringStatusCode,
  isOpenApplication,
  nextStates,
  rescheduleColour,
  stateOfCode,
  type HiringState,
} from '@core/jobs/hiring';
import { ROLES } from '@core/rules/roles';

/** The employer's legal moves (docs/decisions/2026-11-26-job-portal.md); every other pair is refused. */
const EMPLOYER_MOVES: [HiringState, HiringState][] = [
  ['new', 'on-process'],
  ['new', 'rejected'],
  ['on-process', 'passed'],
  ['on-process', 'failed'],
  ['on-process', 'rejected'],
  ['passed', 'hired'],
  ['passed', 'rejected'],
];
const APPLICANT_MOVES: [HiringState, HiringState][] = [
  ['new', 'withdrawn'],
  ['on-process', 'withdrawn'],
  ['passed', 'withdrawn'],
];

describe('hiring status moves', () => {
  for (const from of HIRING_STATES) {
    for (const to of HIRING_STATES) {
      const employer = EMPLOYER_MOVES.some(([a, b]) => a === from && b === to);
      const applicant = APPLICANT_MOVES.some(([a, b]) => a === from && b === to);
      it(`${from} -> ${to}: employer ${employer ? 'may' : 'may not'}, applicant ${applicant ? 'may' : 'may not'}`, () => {
        expect(canMoveApplication(from, to, 'employer')).toBe(employer);
        expect(canMoveApplication(from, to, 'applicant')).toBe(applicant);
      });
    }
  }

  it('lists the next states per actor, and final states have none', () => {
    expect(nextStates('new', 'employer')).toEqual(['on-process', 'rejected']);
    expect(nextStates('passed', 'applicant')).toEqual(['withdrawn']);
    for (const final of ['failed', 'hired', 'rejected', 'withdrawn'] as const) {
      expect(nextStates(final, 'employer')).toEqual([]);
      expect(nextStates(final, 'applicant')).toEqual([]);
      expect(isOpenApplication(final)).toBe(false);
    }
    expect(isOpenApplication('new')).toBe(true);
  });
});

describe('hiring status codes (SPEC 3/4)', () => {
  it('maps codes 0..5 to states and back; null and unknown codes read as new', () => {
    expect([0, 1, 2, 3, 4, 5].map((code) => stateOfCode(code))).toEqual(['new', 'on-process', 'passed', 'failed', 'hired', 'rejected']);
    expect(stateOfCode(null)).toBe('new');
    expect(stateOfCode(undefined)).toBe('new');
    expect(stateOfCode(9)).toBe('new');
    for (const code of [0, 1, 2, 3, 4, 5] as const) expect(codeOfState(stateOfCode(code))).toBe(code);
    expect(isHiringStatusCode(5)).toBe(true);
    expect(isHiringStatusCode(6)).toBe(false);
    expect(isHiringStatusCode('1')).toBe(false);
  });

  it('reads a withdrawn application as withdrawn whatever its code', () => {
    expect(applicationState(2, true)).toBe('withdrawn');
    expect(applicationState(2, false)).toBe('passed');
  });

  it("gives SPEC 4's colours: 0 grey, 1 primary, 2 and 4 green, 3 and 5 red", () => {
    expect([0, 1, 2, 3, 4, 5].map((code) => hiringStatusColour(stateOfCode(code)))).toEqual(['grey', 'primary', 'green', 'red', 'green', 'red']);
    expect(hiringStatusColour('withdrawn')).toBe('grey');
  });

  it("gives SPEC 4's labels in both languages", () => {
    expect(HIRING_STATUS_LABELS.rejected).toEqual({ en: 'Rejected', id: 'Ditolak' });
    expect(HIRING_STATUS_LABELS.hired).toEqual({ en: 'Hired', id: 'Diterima' });
    expect(HIRING_STATUS_LABELS.new).toEqual({ en: 'Waiting result', id: 'Menunggu Hasil' });
    expect(HIRING_STATUS_LABELS['on-process']).toEqual({ en: 'On Process', id: 'Masih Proses' });
    expect(HIRING_STATUS_LABELS.failed).toEqual({ en: 'Failed', id: 'Kandidat Gagal' });
    expect(HIRING_STATUS_LABELS.passed).toEqual({ en: 'Passed', id: 'Lulus' });
  });

  it("gives SPEC 4's reschedule colours: 1, 3 and default primary; 2 green; 4 red", () => {
    expect([1, 2, 3, 4, 7, null].map((code) => rescheduleColour(code))).toEqual(['primary', 'green', 'primary', 'red', 'primary', 'primary']);
  });
});

describe("SPEC 5's job application rule", () => {
  it('allows no role at all, and Trainee, Trainee Staff or Job Seeker with a confirmed e-mail', () => {
    expect(canApplyForJobs({ role: null, emailConfirmed: false })).toBe(true);
    for (const role of ROLES) {
      const allowed = role === 'Trainee' || role === 'Trainee Staff' || role === 'Job Seeker';
      expect(canApplyForJobs({ role, emailConfirmed: true })).toBe(allowed);
      expect(canApplyForJobs({ role, emailConfirmed: false })).toBe(false);
    }
  });
});
