import { describe, expect, it } from 'vitest';
import {
  applicantQuestions,
  attemptExpired,
  attemptState,
  cleanAnswers,
  formatCountdown,
  normaliseScreeningTest,
  scoreScreening,
  timeLeftMs,
  validateScreeningTest,
  type ScreeningTest,
} from '@core/jobs/screening';

const question = (id: string, correct: number[]) => ({ id, text: `Question ${id}`, options: ['A', 'B', 'C', 'D'], correct });
const test = (overrides: Partial<ScreeningTest> = {}): ScreeningTest => ({
  title: 'Warehouse basics',
  durationMinutes: 10,
  passMark: 60,
  questions: [question('q1', [0]), question('q2', [1, 3]), question('q3', [2])],
  ...overrides,
});

describe('validateScreeningTest', () => {
  it('accepts a whole test', () => {
    expect(validateScreeningTest(test())).toEqual({});
  });

  it('names each wrong field', () => {
    const errors = validateScreeningTest(
      test({
        title: '  ',
        durationMinutes: 0,
        passMark: 101,
        questions: [
          { id: 'a', text: ' ', options: ['A', ' ', 'C', 'D'], correct: [] },
          { id: 'a', text: 'Fine', options: ['A', 'B', 'C'], correct: [4] },
        ],
      }),
    );
    expect(errors).toEqual({
      title: 'screeningTests.validation.required',
      durationMinutes: 'screeningTests.validation.duration',
      passMark: 'screeningTests.validation.passMark',
      'questions.0.text': 'screeningTests.validation.required',
      'questions.0.options.1': 'screeningTests.validation.required',
      'questions.0.correct': 'screeningTests.validation.correct',
      'questions.1.id': 'screeningTests.validation.duplicateId',
      'questions.1.options': 'screeningTests.validation.optionCount',
      'questions.1.correct': 'screeningTests.validation.correct',
    });
  });

  it('takes 1 to 50 questions, 1 to 240 minutes and a pass mark of 0 to 100', () => {
    expect(validateScreeningTest(test({ questions: [] })).questions).toBe('screeningTests.validation.questionCount');
    const many = Array.from({ length: 51 }, (_, index) => question(`q${index}`, [0]));
    expect(validateScreeningTest(test({ questions: many })).questions).toBe('screeningTests.validation.questionCount');
    expect(validateScreeningTest(test({ questions: many.slice(0, 50), durationMinutes: 240, passMark: 0 }))).toEqual({});
    expect(validateScreeningTest(test({ durationMinutes: 241 }))).toEqual({ durationMinutes: 'screeningTests.validation.duration' });
    expect(validateScreeningTest(test({ durationMinutes: 1.5 }))).toEqual({ durationMinutes: 'screeningTests.validation.duration' });
    expect(validateScreeningTest(test({ passMark: -1 }))).toEqual({ passMark: 'screeningTests.validation.passMark' });
  });

  it('refuses a repeated right option', () => {
    expect(validateScreeningTest(test({ questions: [question('q', [1, 1])] }))).toEqual({
      'questions.0.correct': 'screeningTests.validation.correct',
    });
  });
});

describe('the applicant never gets the key', () => {
  it('keeps the texts and how many to choose', () => {
    const shown = applicantQuestions(test().questions);
    expect(shown[1]).toEqual({ id: 'q2', text: 'Question q2', options: ['A', 'B', 'C', 'D'], choose: 2 });
    expect(JSON.stringify(shown)).not.toContain('correct');
  });

  it('stores trimmed texts and sorted right options', () => {
    const stored = normaliseScreeningTest(
      test({ title: ' T ', questions: [{ id: 'x', text: ' Q ', options: [' a', 'b ', 'c', 'd'], correct: [3, 1] }] }),
    );
    expect(stored).toMatchObject({ title: 'T', questions: [{ text: 'Q', options: ['a', 'b', 'c', 'd'], correct: [1, 3] }] });
  });
});

describe('scoreScreening', () => {
  it('counts a question when the chosen set equals the right set', () => {
    const all = scoreScreening(test(), { q1: [0], q2: [3, 1], q3: [2] });
    expect(all).toMatchObject({ correctCount: 3, questionCount: 3, score: 100, passed: true });
    const partial = scoreScreening(test(), { q1: [0], q2: [1], q3: [1] });
    expect(partial).toMatchObject({ correctCount: 1, score: 33, passed: false });
    expect(partial.results.map((result) => result.correct)).toEqual([true, false, false]);
    expect(scoreScreening(test(), {})).toMatchObject({ correctCount: 0, score: 0, passed: false });
  });

  it('rounds down and passes at the mark', () => {
    expect(scoreScreening(test({ passMark: 66 }), { q1: [0], q2: [1, 3] })).toMatchObject({ score: 66, passed: true });
    expect(scoreScreening(test({ passMark: 67 }), { q1: [0], q2: [1, 3] })).toMatchObject({ score: 66, passed: false });
    expect(scoreScreening(test({ passMark: 0 }), {})).toMatchObject({ passed: true });
  });
});

describe('cleanAnswers', () => {
  it('keeps known questions, sorts and drops repeats', () => {
    expect(cleanAnswers(test().questions, { q2: [3, 1, 3], q1: [] })).toEqual({ q2: [1, 3], q1: [] });
  });

  it('refuses an unknown question or more choices than the question asks', () => {
    expect(cleanAnswers(test().questions, { nope: [0] })).toBeNull();
    expect(cleanAnswers(test().questions, { q1: [0, 1] })).toBeNull();
  });
});

describe('time', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  it('counts down to the deadline and expires at it', () => {
    expect(timeLeftMs('2026-05-01T10:01:00Z', now)).toBe(60_000);
    expect(timeLeftMs('2026-05-01T09:59:00Z', now)).toBe(0);
    expect(attemptExpired('2026-05-01T10:00:00Z', now)).toBe(true);
    expect(attemptExpired('2026-05-01T10:00:01Z', now)).toBe(false);
  });

  it('names the attempt state', () => {
    expect(attemptState(null, now)).toBe('not-started');
    expect(attemptState({ deadlineAt: '2026-05-01T10:05:00Z', submittedAt: null }, now)).toBe('in-progress');
    expect(attemptState({ deadlineAt: '2026-05-01T09:05:00Z', submittedAt: null }, now)).toBe('expired');
    expect(attemptState({ deadlineAt: '2026-05-01T09:05:00Z', submittedAt: '2026-05-01T09:01:00Z' }, now)).toBe('submitted');
  });

  it('formats the countdown', () => {
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(500)).toBe('0:01');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
  });
});
