import { describe, expect, it } from 'vitest';
import type { RegistrationState } from '@core/certification/states';
import type { RegistrationFormRef } from '@core/certification/contract';
import { certificationPagesEn } from '@core/i18n/certificationPages.en';
import { certificationPagesId } from '@core/i18n/certificationPages.id';
import {
  asesiTodo,
  assessorFormAction,
  calendarStart,
  assessorTodo,
  renewableCertificates,
  seatsLeft,
} from '../../src/pages/certification/certificationRules';

const form = (code: string, status: RegistrationFormRef['status'], id = `id-${code}`): RegistrationFormRef => ({ id, code, status });
const applied = [form('FR.APL.01', 'locked'), form('FR.APL.02', 'locked')];

describe('asesiTodo', () => {
  const base = { actions: ['withdraw'], appeals: [] };

  it('asks for the application forms until they are signed, then names whom the asesi waits for', () => {
    const fresh = asesiTodo({ ...base, state: 'submitted', forms: [form('FR.APL.01', 'draft'), form('FR.APL.02', 'submitted')] });
    expect(fresh).toEqual([{ key: 'fill', forms: ['FR.APL.01', 'FR.APL.02'] }]);
    expect(asesiTodo({ ...base, state: 'submitted', forms: applied })).toEqual([{ key: 'waitVerification' }]);
    expect(asesiTodo({ ...base, state: 'verified', forms: applied })).toEqual([{ key: 'waitAssignment' }]);
  });

  it('asks for the consent signature in the pre-assessment and the record in the assessment', () => {
    expect(asesiTodo({ ...base, state: 'pre-assessment', forms: [...applied, form('FR.AK.01', 'submitted')] })).toEqual([
      { key: 'sign', forms: ['FR.AK.01'] },
    ]);
    expect(asesiTodo({ ...base, state: 'assessment', forms: [...applied, form('FR.AK.01', 'locked'), form('FR.AK.02', 'draft')] })).toEqual([
      { key: 'sign', forms: ['FR.AK.02'] },
    ]);
  });

  it('offers the feedback after the recommendation, the appeal and the certificate as the gateway lists them', () => {
    expect(asesiTodo({ ...base, state: 'recommended-k', actions: ['give-feedback'], forms: applied })).toEqual([
      { key: 'feedback', forms: ['FR.AK.03'] },
    ]);
    expect(asesiTodo({ ...base, state: 'recommended-k', actions: ['give-feedback'], forms: [...applied, form('FR.AK.03', 'locked')] })).toEqual([
      { key: 'waitDecision' },
    ]);
    expect(asesiTodo({ ...base, state: 'not-yet-competent', actions: ['appeal'], forms: applied })).toEqual([{ key: 'appeal' }]);
    expect(asesiTodo({ ...base, state: 'competent', actions: ['download-certificate'], forms: applied })).toEqual([{ key: 'certificate' }]);
  });

  it('has nothing for a rejected or withdrawn registration', () => {
    expect(asesiTodo({ ...base, state: 'rejected', forms: [form('FR.APL.01', 'draft')] })).toEqual([]);
    expect(asesiTodo({ ...base, state: 'withdrawn', forms: [] })).toEqual([]);
  });
});

describe('assessorTodo', () => {
  it('leads from the preparation through AK.01 to the assessment', () => {
    expect(assessorTodo({ state: 'assigned', forms: applied }).map((todo) => todo.key)).toEqual(['prepare', 'startPreAssessment']);
    expect(assessorTodo({ state: 'pre-assessment', forms: applied })).toEqual([{ key: 'open', forms: ['FR.AK.01'] }]);
    expect(assessorTodo({ state: 'pre-assessment', forms: [...applied, form('FR.AK.01', 'submitted')] })).toEqual([
      { key: 'signatures', forms: ['FR.AK.01'] },
    ]);
    expect(assessorTodo({ state: 'pre-assessment', forms: [...applied, form('FR.AK.01', 'locked')] })).toEqual([{ key: 'startAssessment' }]);
  });

  it('recommends only when APL.01, APL.02, AK.01 and AK.02 are all locked, naming those that are not', () => {
    expect(assessorTodo({ state: 'assessment', forms: [...applied, form('FR.AK.01', 'locked')] })).toEqual([{ key: 'open', forms: ['FR.AK.02'] }]);
    expect(
      assessorTodo({
        state: 'assessment',
        forms: [form('FR.APL.01', 'locked'), form('FR.APL.02', 'submitted'), form('FR.AK.01', 'locked'), form('FR.AK.02', 'draft')],
      }),
    ).toEqual([{ key: 'signatures', forms: ['FR.APL.02', 'FR.AK.02'] }]);
    expect(assessorTodo({ state: 'assessment', forms: [...applied, form('FR.AK.01', 'locked'), form('FR.AK.02', 'locked')] })).toEqual([
      { key: 'recommend' },
    ]);
  });

  it('waits for the plenary after the recommendation and has nothing after the decision', () => {
    expect(assessorTodo({ state: 'recommended-bk', forms: applied })).toEqual([{ key: 'waitDecision' }]);
    expect(assessorTodo({ state: 'competent', forms: applied })).toEqual([]);
  });
});

describe('assessorFormAction', () => {
  it('opens a form that exists, starts one that does not while the gateway offers open-form, and leaves the asesi theirs', () => {
    const forms = [form('FR.AK.01', 'draft', 'ak01')];
    expect(assessorFormAction('FR.AK.01', forms, ['open-form'])).toEqual({ kind: 'open', form: forms[0] });
    expect(assessorFormAction('FR.MAPA.01', forms, ['open-form'])).toEqual({ kind: 'start' });
    expect(assessorFormAction('FR.MAPA.01', forms, [])).toEqual({ kind: 'none' });
    expect(assessorFormAction('FR.AK.03', forms, ['open-form'])).toEqual({ kind: 'asesi' });
  });
});

describe('seats and renewals', () => {
  it('counts the seats left, never below zero', () => {
    expect(seatsLeft({ quota: 20, registered: 3 })).toBe(17);
    expect(seatsLeft({ quota: 5, registered: 7 })).toBe(0);
  });

  it('renews a valid or expired certificate of the same scheme, never a revoked one', () => {
    const certificate = (code: string, status: 'valid' | 'expired' | 'revoked') => ({ scheme: { code, title: { id: code, en: code } }, status });
    const mine = [certificate('JWD', 'valid'), certificate('JWD', 'revoked'), certificate('JWD', 'expired'), certificate('OKM', 'valid')];
    expect(renewableCertificates(mine, 'JWD').map((item) => item.status)).toEqual(['valid', 'expired']);
  });
});

describe('calendarStart', () => {
  it('opens the calendar on the next schedule not yet over, else on today', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const schedule = (startsAt: string, endsAt: string) => ({ startsAt, endsAt });
    const past = schedule('2025-08-04T08:00:00Z', '2025-08-04T16:00:00Z');
    const today = schedule('2026-11-24T08:00:00Z', '2026-11-24T16:00:00Z');
    const later = schedule('2026-12-15T08:00:00Z', '2026-12-15T16:00:00Z');
    expect(calendarStart([later, past, today], now)).toBe(today.startsAt);
    expect(calendarStart([later, past], now)).toBe(later.startsAt);
    expect(calendarStart([past], now)).toBe(now.toISOString());
  });
});

describe('certificationPages catalog', () => {
  it('has a text in both languages for every todo the rules give', () => {
    const keys = [
      ...['submitted', 'verified', 'assigned', 'pre-assessment', 'assessment', 'recommended-k', 'competent'].flatMap((state) =>
        asesiTodo({
          state: state as RegistrationState,
          forms: [form('FR.APL.01', 'draft')],
          actions: ['give-feedback', 'appeal', 'download-certificate'],
          appeals: [],
        }),
      ),
      ...['submitted', 'verified', 'assigned'].flatMap((state) =>
        asesiTodo({ state: state as RegistrationState, forms: [], actions: [], appeals: [] }),
      ),
      ...['pre-assessment', 'assessment', 'recommended-k'].flatMap((state) =>
        asesiTodo({ state: state as RegistrationState, forms: [], actions: [], appeals: [] }),
      ),
      ...['assigned', 'pre-assessment', 'assessment', 'recommended-k'].flatMap((state) =>
        assessorTodo({ state: state as RegistrationState, forms: [] }),
      ),
    ].map((todo) => todo.key);
    for (const key of new Set(keys)) {
      expect(certificationPagesEn.todo).toHaveProperty([key]);
      expect(certificationPagesId.todo).toHaveProperty([key]);
    }
  });
});
