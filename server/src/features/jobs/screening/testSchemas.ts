import { Type, type Static } from 'typebox';
import { Envelope } from '@core/contract/common';
import { MAX_DURATION_MINUTES, MAX_OPTION_TEXT, MAX_QUESTION_TEXT, MAX_QUESTIONS, MAX_TITLE, OPTION_COUNT } from '@core/jobs/screening';
import { ApplicantTestView, EmployerTestView, TestResultView } from '@core/jobs/screening.contract';

/**
 * Screening tests' request and answer schemas (the answers are packages/core/src/jobs/screening.contract.ts, the rules
 * packages/core/src/jobs/screening.ts). The shapes are checked here; what a shape cannot say (a text of spaces, two questions
 * with one id) is the core's validateScreeningTest, answered 400 with field errors.
 */

const closed = { additionalProperties: false } as const;
const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const optionIndex = Type.Integer({ minimum: 0, maximum: OPTION_COUNT - 1 });
const indexes = Type.Array(optionIndex, { maxItems: OPTION_COUNT, uniqueItems: true });

export const testBody = Type.Object(
  {
    title: text(MAX_TITLE),
    durationMinutes: Type.Integer({ minimum: 1, maximum: MAX_DURATION_MINUTES }),
    passMark: Type.Integer({ minimum: 0, maximum: 100 }),
    questions: Type.Array(
      Type.Object(
        {
          // Optional: the gateway names a new question; the editor sends back the names it was given.
          id: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' })),
          text: text(MAX_QUESTION_TEXT),
          options: Type.Array(text(MAX_OPTION_TEXT), { minItems: OPTION_COUNT, maxItems: OPTION_COUNT }),
          correct: Type.Array(optionIndex, { maxItems: OPTION_COUNT, uniqueItems: true, minItems: 1 }),
        },
        closed,
      ),
      { minItems: 1, maxItems: MAX_QUESTIONS },
    ),
  },
  closed,
);
export type TestBody = Static<typeof testBody>;

/** The chosen option indexes by question id (the whole set or a part: saved answers are merged). */
const answers = Type.Unsafe<Record<string, number[]>>({ type: 'object', maxProperties: MAX_QUESTIONS, additionalProperties: indexes });
export const answersBody = Type.Object({ answers }, closed);
export const submitBody = Type.Object({ answers: Type.Optional(answers) }, closed);
export type AnswersBody = Static<typeof answersBody>;

// Answers.

export const employerTestAnswer = { 200: Envelope(Type.Union([Type.Null(), EmployerTestView])) } as const;
export const applicantTestAnswer = { 200: Envelope(ApplicantTestView) } as const;
export const testResultAnswer = { 200: Envelope(TestResultView) } as const;
