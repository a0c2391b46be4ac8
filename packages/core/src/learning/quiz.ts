import { applicantQuestions, cleanAnswers, scoreScreening, type ScreeningAnswers } from '../jobs/screening';
import type { ApplicantQuestion } from '../jobs/screening.contract';
import type { QuizSettings } from './courseDocument';

/**
 * A course quiz's attempts (docs/decisions/2026-11-26-learning.md, quizzes): each attempt keeps the order it showed
 * the questions and their options in (quiz_attempts.question_order), the learner answers in that shown order, and
 * the gateway maps the answers back to the version's options and scores them with the screening tests' scorer.
 * The key never leaves the gateway, not even as right/wrong per question after submitting: with several (or
 * unlimited) attempts, a per-question verdict would give the key away by elimination. The learner sees their score,
 * how many questions were right and pass or fail.
 */

/** One question as an attempt shows it: `options[shown]` is the version's option index. */
export interface ShownQuestion {
  id: string;
  options: number[];
}

export type QuestionOrder = ShownQuestion[];

/** A random whole number in [0, below): Math.random by default, a seeded one in tests. */
export type RandomIndex = (below: number) => number;

export const randomIndex: RandomIndex = (below) => Math.floor(Math.random() * below);

/** Fisher-Yates: every order equally likely. */
function shuffled<T>(items: readonly T[], random: RandomIndex): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** The order a new attempt shows: shuffled questions and options when the quiz says so, else the version's. */
export function questionOrderOf(quiz: Pick<QuizSettings, 'questions' | 'shuffle'>, random: RandomIndex = randomIndex): QuestionOrder {
  const order = quiz.questions.map((question) => ({ id: question.id, options: question.options.map((_, index) => index) }));
  if (!quiz.shuffle) return order;
  return shuffled(order, random).map((question) => ({ id: question.id, options: shuffled(question.options, random) }));
}

/** The attempt's questions as the learner sees them: in the attempt's order, without the key. */
export function shownQuestions(quiz: Pick<QuizSettings, 'questions'>, order: QuestionOrder): ApplicantQuestion[] {
  const byId = new Map(applicantQuestions(quiz.questions).map((question) => [question.id, question]));
  return order.flatMap((shown) => {
    const question = byId.get(shown.id);
    if (!question) return [];
    return [{ ...question, options: shown.options.map((index) => question.options[index] ?? '') }];
  });
}

/**
 * The learner's answers (shown option indexes) kept to the quiz and turned into the version's option indexes.
 * Null when an answer names a question the attempt does not have, or chooses more than the question asks.
 */
export function answersToVersion(
  quiz: Pick<QuizSettings, 'questions'>,
  order: QuestionOrder,
  shownAnswers: ScreeningAnswers,
): ScreeningAnswers | null {
  const cleaned = cleanAnswers(quiz.questions, shownAnswers);
  if (!cleaned) return null;
  const orderById = new Map(order.map((shown) => [shown.id, shown.options]));
  const mapped: ScreeningAnswers = {};
  for (const [id, chosen] of Object.entries(cleaned)) {
    const options = orderById.get(id);
    if (!options) return null;
    mapped[id] = chosen.map((index) => options[index]!).sort((a, b) => a - b);
  }
  return mapped;
}

/** The version's option indexes back into the attempt's shown ones (the player restores saved answers). */
export function answersToShown(order: QuestionOrder, versionAnswers: ScreeningAnswers): ScreeningAnswers {
  const shown: ScreeningAnswers = {};
  for (const question of order) {
    const chosen = versionAnswers[question.id];
    if (chosen)
      shown[question.id] = chosen
        .map((index) => question.options.indexOf(index))
        .filter((index) => index >= 0)
        .sort((a, b) => a - b);
  }
  return shown;
}

/** Scores answers in the version's indexes: the screening tests' scorer, the percent rounded down. */
export function scoreQuiz(quiz: Pick<QuizSettings, 'passMark' | 'questions'>, versionAnswers: ScreeningAnswers) {
  const { score, passed, correctCount, questionCount } = scoreScreening(quiz, versionAnswers);
  return { score, passed, correctCount, questionCount };
}

/** Attempts left: null when unlimited (attempts 0). */
export const attemptsLeft = (allowed: number, used: number): number | null => (allowed === 0 ? null : Math.max(0, allowed - used));

/** When a timed attempt ends; null when untimed. */
export const attemptDeadline = (startedAt: Date, durationMinutes: number): Date | null =>
  durationMinutes > 0 ? new Date(startedAt.getTime() + durationMinutes * 60_000) : null;

/** Submissions arriving this long after the deadline (a slow network) are still taken with their answers. */
export const SUBMIT_GRACE_MS = 30_000;

// The wire types of the quiz routes (server/src/features/learning/learner/memberQuizRoutes.ts).

export interface QuizAttemptSummary {
  id: string;
  attempt: number;
  startedAt: string;
  submittedAt: string | null;
  score: number | null;
  passed: boolean | null;
}

/** GET /api/main/kompetensi/courses/{courseId}/activities/{activityId}/quiz: the quiz as the learner sees it. */
export interface LearnerQuizView {
  courseId: string;
  activityId: string;
  title: string;
  passMark: number;
  /** Attempts allowed; 0 = unlimited. */
  attemptsAllowed: number;
  attemptsLeft: number | null;
  shuffle: boolean;
  durationMinutes: number;
  questionCount: number;
  bestScore: number | null;
  passed: boolean;
  attempts: QuizAttemptSummary[];
  /** The attempt in progress, with its questions in its order and the saved answers (shown indexes). */
  current: {
    id: string;
    attempt: number;
    startedAt: string;
    deadlineAt: string | null;
    /** As the gateway counted it: the player's countdown starts from it. */
    timeLeftMs: number | null;
    questions: ApplicantQuestion[];
    answers: ScreeningAnswers;
  } | null;
  /** The attempt just submitted (the submit answer only). */
  result: { attempt: number; score: number; passed: boolean; correctCount: number; questionCount: number } | null;
}

/** GET /api/main/kompetensi/quiz-results: one quiz of the learner's courses with their best score. */
export interface LearnerQuizResult {
  courseId: string;
  courseTitle: string;
  activityId: string;
  title: string;
  passMark: number;
  attemptsAllowed: number;
  attemptsUsed: number;
  bestScore: number | null;
  passed: boolean;
  lastSubmittedAt: string | null;
}
