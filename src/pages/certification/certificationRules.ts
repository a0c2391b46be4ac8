import { ASESI_FORMS, missingLockedForms } from '@core/certification/actions';
import type { RegistrationState } from '@core/certification/states';
import type { CertificateSummary, RegistrationFormRef, RegistrationView, ScheduleView } from '@core/certification/contract';

/**
 * What the asesi's and the assessor's pages decide without React (tested in tests/unit/certificationPages.test.ts):
 * what waits for the asesi or the assessor, the seats left of a schedule, the assessor's form actions, the renewable
 * certificates and where the calendar opens. The stepper's step is src/shared/certification/registrationRules.ts's.
 */

/** One thing that waits for someone: a key of certificationPages.todo and the forms it names, if any. */
export interface Todo {
  key: string;
  forms?: string[];
}

/** Forms whose content the asesi writes (the application, self-assessment, the written tests' answers, feedback, appeal). */
const ASESI_FILLS = ['FR.APL.01', 'FR.APL.02', 'FR.IA.05', 'FR.IA.06', 'FR.AK.03', 'FR.AK.04'];
/** Forms the assessor writes and the asesi signs. */
const ASESI_SIGNS = ['FR.AK.07', 'FR.AK.01', 'FR.AK.02'];

const unlocked = (forms: readonly RegistrationFormRef[], codes: readonly string[]) =>
  forms.filter((form) => codes.includes(form.code) && form.status !== 'locked').map((form) => form.code);

/** While the asesi has nothing to do, whom they wait for, by state. */
const ASESI_WAITS: Partial<Record<RegistrationState, string>> = {
  submitted: 'waitVerification',
  verified: 'waitAssignment',
  assigned: 'waitPreAssessment',
  'pre-assessment': 'waitAssessment',
  assessment: 'waitRecommendation',
  'recommended-k': 'waitDecision',
  'recommended-bk': 'waitDecision',
};

/** What waits for the asesi now: their unfinished forms, the feedback, an appeal, the certificate; else whom they wait for. */
export function asesiTodo(view: Pick<RegistrationView, 'state' | 'forms' | 'actions' | 'appeals'>): Todo[] {
  if (view.state === 'rejected' || view.state === 'withdrawn') return [];
  const todos: Todo[] = [];
  const fill = unlocked(view.forms, ASESI_FILLS);
  const sign = unlocked(view.forms, ASESI_SIGNS);
  if (fill.length > 0) todos.push({ key: 'fill', forms: fill });
  if (sign.length > 0) todos.push({ key: 'sign', forms: sign });
  const has = (code: string) => view.forms.some((form) => form.code === code);
  if (view.actions.includes('give-feedback') && !has('FR.AK.03')) todos.push({ key: 'feedback', forms: ['FR.AK.03'] });
  if (view.actions.includes('appeal')) todos.push({ key: 'appeal' });
  if (view.actions.includes('download-certificate')) todos.push({ key: 'certificate' });
  const wait = ASESI_WAITS[view.state];
  if (todos.length === 0 && wait) todos.push({ key: wait });
  return todos;
}

/** What waits for the assessor now, by the flow's step and the forms: the next form to open or sign, the next step. */
export function assessorTodo(view: Pick<RegistrationView, 'state' | 'forms'>): Todo[] {
  const has = (code: string) => view.forms.some((form) => form.code === code);
  switch (view.state) {
    case 'assigned':
      return [{ key: 'prepare', forms: ['FR.APL.02', 'FR.MAPA.01', 'FR.MAPA.02'] }, { key: 'startPreAssessment' }];
    case 'pre-assessment':
      if (!has('FR.AK.01')) return [{ key: 'open', forms: ['FR.AK.01'] }];
      return unlocked(view.forms, ['FR.AK.01']).length > 0 ? [{ key: 'signatures', forms: ['FR.AK.01'] }] : [{ key: 'startAssessment' }];
    case 'assessment': {
      if (!has('FR.AK.02')) return [{ key: 'open', forms: ['FR.AK.02'] }];
      const missing = missingLockedForms(view.forms);
      return missing.length > 0 ? [{ key: 'signatures', forms: missing }] : [{ key: 'recommend' }];
    }
    case 'recommended-k':
    case 'recommended-bk':
      return [{ key: 'waitDecision' }];
    default:
      return [];
  }
}

/** Seats still free on a schedule (never below zero: the LSP may lower the quota under the registrations). */
export function seatsLeft(schedule: Pick<ScheduleView, 'quota' | 'registered'>): number {
  return Math.max(0, schedule.quota - schedule.registered);
}

/** How the assessor's list shows a form of the flow: open the instance, start it, or wait for the asesi who opens it. */
export type AssessorFormAction = { kind: 'open'; form: RegistrationFormRef } | { kind: 'start' } | { kind: 'asesi' } | { kind: 'none' };

export function assessorFormAction(code: string, forms: readonly RegistrationFormRef[], actions: readonly string[]): AssessorFormAction {
  const form = forms.find((candidate) => candidate.code === code);
  if (form) return { kind: 'open', form };
  // The asesi opens their feedback and appeal forms themself; the gateway refuses them to the assessor.
  if ((ASESI_FORMS as readonly string[]).includes(code)) return { kind: 'asesi' };
  return actions.includes('open-form') ? { kind: 'start' } : { kind: 'none' };
}

/** The asesi's certificates a schedule can renew (Sertifikasi Ulang): the same scheme, not revoked (the gateway's rule). */
export function renewableCertificates<C extends Pick<CertificateSummary, 'scheme' | 'status'>>(certificates: readonly C[], schemeCode: string): C[] {
  return certificates.filter((certificate) => certificate.scheme.code === schemeCode && certificate.status !== 'revoked');
}

/** The calendar opens on the next schedule not yet over (an empty month helps no one), else on today. */
export function calendarStart(schedules: readonly Pick<ScheduleView, 'startsAt' | 'endsAt'>[], now: Date): string {
  const next = schedules
    .filter((schedule) => new Date(schedule.endsAt) >= now)
    .map((schedule) => schedule.startsAt)
    .sort()[0];
  return next ?? now.toISOString();
}
