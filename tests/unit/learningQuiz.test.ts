import { describe, expect, it } from 'vitest';
import type { QuizSettings } from '@core/learning/courseDocument';
import {
  answersToShown,
  answersToVersion,
  attemptDeadline,
  attemptsLeft,
  questionOrderOf,
  scoreQuiz,
  shownQuestions,
  type RandomIndex,
} from '@core/learning/quiz';

const question = (id: string, correct: number[]) => ({ id, text: `Question ${id}`, options: [`${id}-A`, `${id}-B`, `${id}-C`, `${id}-D`], correct });
const quiz = (overrides: Partial<QuizSettings> = {}): QuizSettings => ({
  passMark: 60,
  attempts: 3,
  shuffle: true,
  durationMinutes: 0,
  questions: [question('q1', [0]), question('q2', [1, 3]), question('q3', [2])],
  ...overrides,
});

/** A seeded generator (mulberry32), so a shuffle is repeatable in the test. */
function seeded(seed: number): RandomIndex {
  let state = seed;
  return (below) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

describe('question order', () => {
  it('keeps the version order without shuffle', () => {
    expect(questionOrderOf(quiz({ shuffle: false }))).toEqual([
      { id: 'q1', options: [0, 1, 2, 3] },
      { id: 'q2', options: [0, 1, 2, 3] },
      { id: 'q3', options: [0, 1, 2, 3] },
    ]);
  });

  it('shuffles questions and options as permutations, differently per attempt', () => {
    const orders = Array.from({ length: 20 }, (_, index) => questionOrderOf(quiz(), seeded(index + 1)));
    for (const order of orders) {
      expect(order.map((shown) => shown.id).sort()).toEqual(['q1', 'q2', 'q3']);
      for (const shown of order) expect([...shown.options].sort()).toEqual([0, 1, 2, 3]);
    }
    expect(new Set(orders.map((order) => JSON.stringify(order))).size).toBeGreaterThan(5);
  });

  it('shows the questions in the attempt order without the key', () => {
    const order = [
      { id: 'q3', options: [3, 2, 1, 0] },
      { id: 'q1', options: [1, 0, 2, 3] },
    ];
    const shown = shownQuestions(quiz(), [...order, { id: 'gone', options: [0, 1, 2, 3] }]);
    expect(shown.map((item) => item.id)).toEqual(['q3', 'q1']);
    expect(shown[0]!.options).toEqual(['q3-D', 'q3-C', 'q3-B', 'q3-A']);
    expect(shown[0]).toEqual({ id: 'q3', text: 'Question q3', options: ['q3-D', 'q3-C', 'q3-B', 'q3-A'], choose: 1 });
    expect(JSON.stringify(shown)).not.toContain('correct');
  });
});

describe('answers and scoring', () => {
  const order = [
    { id: 'q2', options: [3, 1, 0, 2] },
    { id: 'q1', options: [2, 0, 3, 1] },
    { id: 'q3', options: [2, 3, 0, 1] },
  ];

  it('maps shown options back to the version and scores them right', () => {
    // q2's right options 1 and 3 are shown at 1 and 0; q1's 0 at 1; q3's 2 at 0.
    const mapped = answersToVersion(quiz(), order, { q2: [0, 1], q1: [1], q3: [0] });
    expect(mapped).toEqual({ q2: [1, 3], q1: [0], q3: [2] });
    expect(scoreQuiz(quiz(), mapped!)).toEqual({ score: 100, passed: true, correctCount: 3, questionCount: 3 });
  });

  it('scores the shown index taken at face value as wrong', () => {
    const mapped = answersToVersion(quiz(), order, { q2: [1, 3], q1: [0], q3: [2] })!;
    expect(scoreQuiz(quiz(), mapped)).toEqual({ score: 0, passed: false, correctCount: 0, questionCount: 3 });
  });

  it('rounds down and compares with the pass mark', () => {
    const mapped = answersToVersion(quiz(), order, { q2: [0, 1], q1: [1] })!;
    expect(scoreQuiz(quiz(), mapped)).toMatchObject({ score: 66, passed: true });
    expect(scoreQuiz(quiz({ passMark: 67 }), mapped)).toMatchObject({ score: 66, passed: false });
  });

  it('refuses an unknown question or too many choices', () => {
    expect(answersToVersion(quiz(), order, { nope: [0] })).toBeNull();
    expect(answersToVersion(quiz(), order, { q1: [0, 1] })).toBeNull();
  });

  it('turns saved answers back into the shown indexes', () => {
    expect(answersToShown(order, { q2: [1, 3], q1: [0] })).toEqual({ q2: [0, 1], q1: [1] });
  });
});

describe('attempts', () => {
  it('counts attempts left, unlimited as null', () => {
    expect(attemptsLeft(3, 1)).toBe(2);
    expect(attemptsLeft(3, 5)).toBe(0);
    expect(attemptsLeft(0, 12)).toBeNull();
  });

  it('gives a deadline only to a timed quiz', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    expect(attemptDeadline(start, 0)).toBeNull();
    expect(attemptDeadline(start, 15)?.toISOString()).toBe('2026-01-01T00:15:00.000Z');
  });
});
