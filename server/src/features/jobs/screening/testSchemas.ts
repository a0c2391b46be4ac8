import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { MAX_DURATION_MINUTES, MAX_OPTION_TEXT, MAX_QUESTION_TEXT, MAX_QUESTIONS, MAX_TITLE, OPTION_COUNT } from '@core/jobs/screening';
import { envelopeOf } from '../../../platform/typeProvider';

/**
 * Screening tests' request and answer schemas (the types are src/core/jobs/screening.ts). The shapes are
 * checked here; what a shape cannot say (a text of spaces, two questions with one id) is the core's
 * validateScreeningTest, answered 400 with field errors.
 */

type Validated<S> = (JsonSchemaToTsProvider & { schema: S })['validator'];

const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;
const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
const boolean = { type: 'boolean' } as const;
const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const optionIndex = { type: 'integer', minimum: 0, maximum: OPTION_COUNT - 1 } as const;
const indexes = { type: 'array', maxItems: OPTION_COUNT, uniqueItems: true, items: optionIndex } as const;
const questionId = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' } as const;

export const testBody = object(
  {
    title: text(MAX_TITLE),
    durationMinutes: { type: 'integer', minimum: 1, maximum: MAX_DURATION_MINUTES },
    passMark: { type: 'integer', minimum: 0, maximum: 100 },
    questions: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_QUESTIONS,
      items: object(
        {
          // Optional: the gateway names a new question; the editor sends back the names it was given.
          id: questionId,
          text: text(MAX_QUESTION_TEXT),
          options: { type: 'array', minItems: OPTION_COUNT, maxItems: OPTION_COUNT, items: text(MAX_OPTION_TEXT) },
          correct: { ...indexes, minItems: 1 },
        },
        ['text', 'options', 'correct'],
      ),
    },
  },
  ['title', 'durationMinutes', 'passMark', 'questions'],
);
export type TestBody = Validated<typeof testBody>;

/** The chosen option indexes by question id (the whole set or a part: saved answers are merged). */
const answers = { type: 'object', maxProperties: MAX_QUESTIONS, additionalProperties: indexes } as const;
export const answersBody = object({ answers }, ['answers']);
export const submitBody = object({ answers }, []);
export type AnswersBody = Validated<typeof answersBody>;

// Answers.

const question = object({ id: string, text: string, options: { type: 'array', items: string }, correct: { type: 'array', items: integer } }, [
  'id',
  'text',
  'options',
  'correct',
]);
const employerTest = object(
  {
    vacancyId: string,
    title: string,
    durationMinutes: integer,
    passMark: integer,
    questions: { type: 'array', items: question },
    attempts: integer,
    updatedAt: string,
  },
  ['vacancyId', 'title', 'durationMinutes', 'passMark', 'questions', 'attempts', 'updatedAt'],
);
export const employerTestAnswer = { 200: envelopeOf({ anyOf: [{ type: 'null' }, employerTest] }) } as const;

const score = object({ score: integer, correctCount: integer, questionCount: integer, passed: boolean }, [
  'score',
  'correctCount',
  'questionCount',
  'passed',
]);
const attemptState = { type: 'string', enum: ['in-progress', 'submitted'] } as const;

export const applicantTestAnswer = {
  200: envelopeOf(
    object(
      {
        applicationId: string,
        vacancy: object({ id: string, title: string, company: string }, ['id', 'title', 'company']),
        withdrawn: boolean,
        test: object(
          {
            title: string,
            durationMinutes: integer,
            passMark: integer,
            questionCount: integer,
            // Only while the attempt runs: nothing to read before the clock starts, no key at any time.
            questions: {
              type: 'array',
              items: object({ id: string, text: string, options: { type: 'array', items: string }, choose: integer }, [
                'id',
                'text',
                'options',
                'choose',
              ]),
            },
          },
          ['title', 'durationMinutes', 'passMark', 'questionCount', 'questions'],
        ),
        attempt: {
          anyOf: [
            { type: 'null' },
            object(
              {
                state: attemptState,
                startedAt: string,
                deadlineAt: string,
                timeLeftMs: integer,
                submittedAt: nullableString,
                answers: { type: 'object', additionalProperties: { type: 'array', items: integer } },
                result: { anyOf: [{ type: 'null' }, score] },
              },
              ['state', 'startedAt', 'deadlineAt', 'timeLeftMs', 'submittedAt', 'answers', 'result'],
            ),
          ],
        },
      },
      ['applicationId', 'vacancy', 'withdrawn', 'test', 'attempt'],
    ),
  ),
} as const;

export const testResultAnswer = {
  200: envelopeOf(
    object(
      {
        test: {
          anyOf: [
            { type: 'null' },
            object({ title: string, durationMinutes: integer, passMark: integer, questionCount: integer }, [
              'title',
              'durationMinutes',
              'passMark',
              'questionCount',
            ]),
          ],
        },
        attempt: {
          anyOf: [
            { type: 'null' },
            object(
              {
                state: attemptState,
                startedAt: string,
                deadlineAt: string,
                submittedAt: nullableString,
                result: { anyOf: [{ type: 'null' }, score] },
                questions: {
                  type: 'array',
                  items: object(
                    {
                      id: string,
                      text: string,
                      options: { type: 'array', items: string },
                      correctOptions: { type: 'array', items: integer },
                      chosen: { type: 'array', items: integer },
                      correct: boolean,
                    },
                    ['id', 'text', 'options', 'correctOptions', 'chosen', 'correct'],
                  ),
                },
              },
              ['state', 'startedAt', 'deadlineAt', 'submittedAt', 'result', 'questions'],
            ),
          ],
        },
      },
      ['test', 'attempt'],
    ),
  ),
} as const;
