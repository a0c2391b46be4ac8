import type { MessageKey } from '../i18n/catalog';
import type { ApplicantQuestion } from './screening.contract';

/**
 * Screening tests: an employer attaches one multiple-choice test to a vacancy; each applicant gets one
 * timed attempt, scored on the gateway. The key (`correct`) never leaves the gateway for the applicant: they get
 * `applicantQuestions`, which keep only how many options to choose.
 */

export const OPTION_COUNT = 4;
export const MAX_QUESTIONS = 50;
export const MAX_DURATION_MINUTES = 240;
export const MAX_TITLE = 200;
export const MAX_QUESTION_TEXT = 2000;
export const MAX_OPTION_TEXT = 500;

export interface ScreeningQuestion {
  id: string;
  text: string;
  /** Exactly OPTION_COUNT texts. */
  options: string[];
  /** The indexes of the right options: one or more. */
  correct: number[];
}

export interface ScreeningTest {
  title: string;
  durationMinutes: number;
  passMark: number;
  questions: ScreeningQuestion[];
}

/** The chosen option indexes by question id. */
export type ScreeningAnswers = Record<string, number[]>;

/** Field errors by path (`title`, `questions.2.options.1`, ...), as message keys. */
export type ScreeningFieldErrors = Record<string, MessageKey>;

const isWhole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/**
 * The test's rules, shared by the editor and the gateway: a title, 1..240 minutes, a pass mark 0..100, 1..50
 * questions each with a text, exactly 4 non-empty options and at least one right option. Empty: nothing to fix.
 */
export function validateScreeningTest(test: ScreeningTest): ScreeningFieldErrors {
  const errors: ScreeningFieldErrors = {};
  const title = test.title.trim();
  if (!title) errors.title = 'screeningTests.validation.required';
  else if (title.length > MAX_TITLE) errors.title = 'screeningTests.validation.tooLong';
  if (!isWhole(test.durationMinutes, 1, MAX_DURATION_MINUTES)) errors.durationMinutes = 'screeningTests.validation.duration';
  if (!isWhole(test.passMark, 0, 100)) errors.passMark = 'screeningTests.validation.passMark';
  if (test.questions.length < 1 || test.questions.length > MAX_QUESTIONS) errors.questions = 'screeningTests.validation.questionCount';
  const ids = new Set<string>();
  test.questions.forEach((question, index) => {
    const at = `questions.${index}`;
    if (ids.has(question.id)) errors[`${at}.id`] = 'screeningTests.validation.duplicateId';
    ids.add(question.id);
    const text = question.text.trim();
    if (!text) errors[`${at}.text`] = 'screeningTests.validation.required';
    else if (text.length > MAX_QUESTION_TEXT) errors[`${at}.text`] = 'screeningTests.validation.tooLong';
    if (question.options.length !== OPTION_COUNT) errors[`${at}.options`] = 'screeningTests.validation.optionCount';
    question.options.forEach((option, optionIndex) => {
      if (!option.trim()) errors[`${at}.options.${optionIndex}`] = 'screeningTests.validation.required';
      else if (option.trim().length > MAX_OPTION_TEXT) errors[`${at}.options.${optionIndex}`] = 'screeningTests.validation.tooLong';
    });
    const correct = new Set(question.correct);
    if (!correct.size || correct.size !== question.correct.length || question.correct.some((i) => !isWhole(i, 0, OPTION_COUNT - 1))) {
      errors[`${at}.correct`] = 'screeningTests.validation.correct';
    }
  });
  return errors;
}

/** The stored form: texts trimmed, right options in ascending order. */
export function normaliseScreeningTest(test: ScreeningTest): ScreeningTest {
  return {
    title: test.title.trim(),
    durationMinutes: test.durationMinutes,
    passMark: test.passMark,
    questions: test.questions.map((question) => ({
      id: question.id,
      text: question.text.trim(),
      options: question.options.map((option) => option.trim()),
      correct: [...new Set(question.correct)].sort((a, b) => a - b),
    })),
  };
}

/** The questions without the key. */
export function applicantQuestions(questions: readonly ScreeningQuestion[]): ApplicantQuestion[] {
  return questions.map(({ id, text, options, correct }) => ({ id, text, options: [...options], choose: correct.length }));
}

/**
 * The saved answers kept to the test's questions: indexes within the options, no repeats, ascending, and no more
 * than the question asks to choose. Returns null when an answer names an unknown question (the caller's 400).
 */
export function cleanAnswers(questions: readonly ScreeningQuestion[], answers: ScreeningAnswers): ScreeningAnswers | null {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const cleaned: ScreeningAnswers = {};
  for (const [id, chosen] of Object.entries(answers)) {
    const question = byId.get(id);
    if (!question) return null;
    const unique = [...new Set(chosen)].filter((index) => isWhole(index, 0, OPTION_COUNT - 1)).sort((a, b) => a - b);
    if (unique.length > question.correct.length) return null;
    cleaned[id] = unique;
  }
  return cleaned;
}

export interface ScreeningScore {
  /** Questions answered right: the chosen set equals the right set. */
  correctCount: number;
  questionCount: number;
  /** Percent, rounded down, so a shown score never reads above the pass mark it missed. */
  score: number;
  passed: boolean;
  /** Per question in the test's order. */
  results: { questionId: string; chosen: number[]; correct: boolean }[];
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value) => b.includes(value));

export function scoreScreening(test: Pick<ScreeningTest, 'passMark' | 'questions'>, answers: ScreeningAnswers): ScreeningScore {
  const results = test.questions.map((question) => {
    const chosen = answers[question.id] ?? [];
    return { questionId: question.id, chosen, correct: chosen.length > 0 && sameSet(chosen, question.correct) };
  });
  const correctCount = results.filter((result) => result.correct).length;
  const questionCount = test.questions.length;
  const score = questionCount ? Math.floor((correctCount * 100) / questionCount) : 0;
  return { correctCount, questionCount, score, passed: score >= test.passMark, results };
}

/** Milliseconds until the deadline, never below 0. */
export const timeLeftMs = (deadline: Date | string, now = new Date()) => Math.max(0, new Date(deadline).getTime() - now.getTime());

/** The deadline is reached: answers are no longer taken, and the saved ones are what is scored. */
export const attemptExpired = (deadline: Date | string, now = new Date()) => timeLeftMs(deadline, now) === 0;

export const ATTEMPT_STATES = ['not-started', 'in-progress', 'expired', 'submitted'] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

export function attemptState(attempt: { deadlineAt: Date | string; submittedAt: Date | string | null } | null, now = new Date()): AttemptState {
  if (!attempt) return 'not-started';
  if (attempt.submittedAt !== null) return 'submitted';
  return attemptExpired(attempt.deadlineAt, now) ? 'expired' : 'in-progress';
}

/** A countdown as m:ss (or h:mm:ss), for the page's timer. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

// The wire types of the test routes (server/src/features/jobs/screening/memberRoutes.ts) are ./screening.contract.ts.
