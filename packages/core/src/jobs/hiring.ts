import type { RoleName } from '../rules/roles';

/**
 * The job portal's hiring rules (docs/decisions/2026-11-26-job-portal.md), shared by the gateway and the
 * apps. Pure: no React, no Fastify.
 *
 * SPEC 3/4's hiring status codes: null or 0 a new application (label "Waiting result"), 1 On Process, 2 Passed,
 * 3 Failed, 4 Hired, 5 Rejected. SPEC shows no transitions; this machine is ours:
 *   new -> on-process | rejected | withdrawn
 *   on-process -> passed | failed | rejected | withdrawn
 *   passed -> hired | rejected | withdrawn
 *   failed, hired, rejected, withdrawn: final.
 * The employer makes every move but the withdrawal, which only the applicant makes, before being hired.
 */
export const HIRING_STATES = ['new', 'on-process', 'passed', 'failed', 'hired', 'rejected', 'withdrawn'] as const;
export type HiringState = (typeof HIRING_STATES)[number];

/** The states an employer sets, by SPEC's code (withdrawn has no code: the application keeps its code, flagged). */
export const HIRING_STATUS_CODES = [0, 1, 2, 3, 4, 5] as const;
export type HiringStatusCode = (typeof HIRING_STATUS_CODES)[number];

const STATE_OF_CODE: Record<HiringStatusCode, Exclude<HiringState, 'withdrawn'>> = {
  0: 'new',
  1: 'on-process',
  2: 'passed',
  3: 'failed',
  4: 'hired',
  5: 'rejected',
};

export function isHiringStatusCode(value: unknown): value is HiringStatusCode {
  return typeof value === 'number' && (HIRING_STATUS_CODES as readonly number[]).includes(value);
}

/** SPEC's code as a state; null (SPEC: "null/0") and unknown codes read as new. */
export function stateOfCode(code: number | null | undefined): Exclude<HiringState, 'withdrawn'> {
  return isHiringStatusCode(code) ? STATE_OF_CODE[code] : 'new';
}

export function codeOfState(state: Exclude<HiringState, 'withdrawn'>): HiringStatusCode {
  return HIRING_STATUS_CODES.find((code) => STATE_OF_CODE[code] === state) ?? 0;
}

/** An application's state: withdrawn when the applicant withdrew, otherwise its code's. */
export function applicationState(code: number | null | undefined, withdrawn: boolean): HiringState {
  return withdrawn ? 'withdrawn' : stateOfCode(code);
}

const MOVES: Record<HiringState, readonly HiringState[]> = {
  new: ['on-process', 'rejected', 'withdrawn'],
  'on-process': ['passed', 'failed', 'rejected', 'withdrawn'],
  passed: ['hired', 'rejected', 'withdrawn'],
  failed: [],
  hired: [],
  rejected: [],
  withdrawn: [],
};

export type HiringActor = 'employer' | 'applicant';

/** May this actor move an application from one state to another? Anything not listed is refused (409). */
export function canMoveApplication(from: HiringState, to: HiringState, actor: HiringActor): boolean {
  if (!MOVES[from].includes(to)) return false;
  return actor === 'applicant' ? to === 'withdrawn' : to !== 'withdrawn';
}

/** The states an actor may move an application to from here (the kanban's allowed columns). */
export function nextStates(from: HiringState, actor: HiringActor): HiringState[] {
  return MOVES[from].filter((to) => canMoveApplication(from, to, actor));
}

/** Still in the employer's pipeline: not final. */
export const isOpenApplication = (state: HiringState) => MOVES[state].length > 0;

/** SPEC 4's colours: null or 0 grey; 1 primary; 2 and 4 green; 3 and 5 red (withdrawn: grey). */
export type StatusColour = 'grey' | 'primary' | 'green' | 'red';

export function hiringStatusColour(state: HiringState): StatusColour {
  switch (state) {
    case 'on-process':
      return 'primary';
    case 'passed':
    case 'hired':
      return 'green';
    case 'failed':
    case 'rejected':
      return 'red';
    default:
      return 'grey';
  }
}

/** SPEC 4's labels (en / id); 'withdrawn' is ours. */
export const HIRING_STATUS_LABELS: Record<HiringState, { en: string; id: string }> = {
  new: { en: 'Waiting result', id: 'Menunggu Hasil' },
  'on-process': { en: 'On Process', id: 'Masih Proses' },
  passed: { en: 'Passed', id: 'Lulus' },
  failed: { en: 'Failed', id: 'Kandidat Gagal' },
  hired: { en: 'Hired', id: 'Diterima' },
  rejected: { en: 'Rejected', id: 'Ditolak' },
  withdrawn: { en: 'Withdrawn', id: 'Dibatalkan' },
};

/**
 * SPEC 4's reschedule codes of an interview and their colours (1, 3 and any other primary; 2 green; 4 red). SPEC
 * names no meanings; ours: 1 scheduled, 2 confirmed, 3 rescheduled, 4 cancelled.
 */
export const RESCHEDULE_CODES = [1, 2, 3, 4] as const;
export type RescheduleCode = (typeof RESCHEDULE_CODES)[number];

export function rescheduleColour(code: number | null | undefined): Exclude<StatusColour, 'grey'> {
  if (code === 2) return 'green';
  if (code === 4) return 'red';
  return 'primary';
}

export const RESCHEDULE_LABELS: Record<RescheduleCode, { en: string; id: string }> = {
  1: { en: 'Scheduled', id: 'Terjadwal' },
  2: { en: 'Confirmed', id: 'Dikonfirmasi' },
  3: { en: 'Rescheduled', id: 'Dijadwalkan ulang' },
  4: { en: 'Cancelled', id: 'Dibatalkan' },
};

/** The roles SPEC 5 lets apply (besides a person with no role at all). */
export const APPLICANT_ROLES: readonly RoleName[] = ['Trainee', 'Trainee Staff', 'Job Seeker'];

/**
 * SPEC 5's job application rule: allowed when the user has no role at all, or has one of Trainee, Trainee Staff,
 * Job Seeker with a confirmed e-mail. (A person with no role is a visitor; the apply button then leads to login.)
 */
export function canApplyForJobs(user: { role: string | null | undefined; emailConfirmed: boolean }): boolean {
  if (!user.role) return true;
  return (APPLICANT_ROLES as readonly string[]).includes(user.role) && user.emailConfirmed;
}
