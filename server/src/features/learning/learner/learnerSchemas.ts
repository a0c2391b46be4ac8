import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ACTIVITY_KINDS } from '@core/learning/courseDocument';
import { MAX_QUESTIONS, OPTION_COUNT } from '@core/jobs/screening';
import { envelopeOf } from '../../../platform/typeProvider';

/** The learner's request and answer schemas (/api/main/kompetensi; the types are src/core/learning/learnerViews.ts and quiz.ts). */

type Validated<S> = (JsonSchemaToTsProvider & { schema: S })['validator'];

const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;
const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const boolean = { type: 'boolean' } as const;
const nullableBoolean = { type: ['boolean', 'null'] } as const;
const uuid = { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' } as const;
/** Activity ids are the studio's short names (src/core/learning/courseDocument.ts). */
const activityId = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' } as const;

export const programParams = object({ programId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } }, ['programId']);
export const courseParams = object({ courseId: uuid }, ['courseId']);
export const activityParams = object({ courseId: uuid, activityId }, ['courseId', 'activityId']);
export const attemptParams = object({ courseId: uuid, activityId, attemptId: uuid }, ['courseId', 'activityId', 'attemptId']);

// Requests.

/** Where the player is; every field optional (a PDF reports pages, a video seconds). */
const position = object(
  {
    page: { type: 'integer', minimum: 1, maximum: 100_000 },
    pageCount: { type: 'integer', minimum: 1, maximum: 100_000 },
    second: { type: 'number', minimum: 0, maximum: 1_000_000 },
    duration: { type: 'number', minimum: 0, maximum: 1_000_000 },
    furthestSecond: { type: 'number', minimum: 0, maximum: 1_000_000 },
    opened: boolean,
  },
  [],
);
export const progressBody = object({ seconds: { type: 'integer', minimum: 0, maximum: 3600 }, position }, ['seconds']);
export type ProgressBody = Validated<typeof progressBody>;

const optionIndex = { type: 'integer', minimum: 0, maximum: OPTION_COUNT - 1 } as const;
const indexes = { type: 'array', maxItems: OPTION_COUNT, uniqueItems: true, items: optionIndex } as const;
const answers = {
  type: 'object',
  maxProperties: MAX_QUESTIONS,
  propertyNames: { pattern: '^[A-Za-z0-9_-]{1,40}$' },
  additionalProperties: indexes,
} as const;
export const answersBody = object({ answers }, ['answers']);
export const submitBody = object({ answers }, []);

// Answers.

const storedPosition = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { page: number, pageCount: number, furthestPage: number, second: number, duration: number, furthestSecond: number, opened: boolean },
} as const;
const progress = object({ isDone: boolean, secondsSpent: integer, position: storedPosition, score: nullableNumber, doneAt: nullableString }, [
  'isDone',
  'secondsSpent',
  'position',
  'score',
  'doneAt',
]);

const courseCard = object(
  { id: string, title: string, summary: string, competency: string, started: boolean, progressPercent: integer, completedAt: nullableString },
  ['id', 'title', 'summary', 'competency', 'started', 'progressPercent', 'completedAt'],
);
const program = object(
  {
    enrolmentId: string,
    programId: integer,
    title: string,
    kind: string,
    enrolledAt: string,
    progressPercent: integer,
    courses: { type: 'array', items: courseCard },
  },
  ['enrolmentId', 'programId', 'title', 'kind', 'enrolledAt', 'progressPercent', 'courses'],
);
export const programsAnswer = { 200: envelopeOf({ type: 'array', items: program }) } as const;
export const programAnswer = { 200: envelopeOf(program) } as const;

const activity = object(
  {
    id: string,
    kind: { type: 'string', enum: ACTIVITY_KINDS },
    title: string,
    durationMinutes: number,
    required: boolean,
    fileId: nullableString,
    quiz: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: { passMark: number, attempts: integer, shuffle: boolean, durationMinutes: number, questionCount: integer },
      required: ['passMark', 'attempts', 'shuffle', 'durationMinutes', 'questionCount'],
    },
    ojt: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: { instructions: string, passScore: number },
      required: ['instructions', 'passScore'],
    },
    progress,
  },
  ['id', 'kind', 'title', 'durationMinutes', 'required', 'fileId', 'quiz', 'ojt', 'progress'],
);
const courseView = object(
  {
    id: string,
    learnerCourseId: string,
    title: string,
    summary: string,
    competency: string,
    version: integer,
    classId: nullableString,
    className: nullableString,
    startedAt: string,
    completedAt: nullableString,
    certificateNumber: nullableString,
    progressPercent: integer,
    nextActivityId: nullableString,
    secondsSpent: integer,
    modules: {
      type: 'array',
      items: object({ id: string, title: string, activities: { type: 'array', items: activity } }, ['id', 'title', 'activities']),
    },
  },
  [
    'id',
    'learnerCourseId',
    'title',
    'summary',
    'competency',
    'version',
    'classId',
    'className',
    'startedAt',
    'completedAt',
    'certificateNumber',
    'progressPercent',
    'nextActivityId',
    'secondsSpent',
    'modules',
  ],
);
export const courseAnswer = { 200: envelopeOf(courseView) } as const;
export const progressAnswer = {
  200: envelopeOf(
    object({ activityId: string, progress, courseProgressPercent: integer, completedAt: nullableString }, [
      'activityId',
      'progress',
      'courseProgressPercent',
      'completedAt',
    ]),
  ),
} as const;

const shownQuestion = object({ id: string, text: string, options: { type: 'array', items: string }, choose: integer }, [
  'id',
  'text',
  'options',
  'choose',
]);
const savedAnswers = { type: 'object', additionalProperties: { type: 'array', items: integer } } as const;
const attemptSummary = object(
  { id: string, attempt: integer, startedAt: string, submittedAt: nullableString, score: nullableNumber, passed: nullableBoolean },
  ['id', 'attempt', 'startedAt', 'submittedAt', 'score', 'passed'],
);
const quizView = object(
  {
    courseId: string,
    activityId: string,
    title: string,
    passMark: number,
    attemptsAllowed: integer,
    attemptsLeft: nullableInteger,
    shuffle: boolean,
    durationMinutes: number,
    questionCount: integer,
    bestScore: nullableNumber,
    passed: boolean,
    attempts: { type: 'array', items: attemptSummary },
    current: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: {
        id: string,
        attempt: integer,
        startedAt: string,
        deadlineAt: nullableString,
        timeLeftMs: nullableInteger,
        questions: { type: 'array', items: shownQuestion },
        answers: savedAnswers,
      },
      required: ['id', 'attempt', 'startedAt', 'deadlineAt', 'timeLeftMs', 'questions', 'answers'],
    },
    result: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: { attempt: integer, score: number, passed: boolean, correctCount: integer, questionCount: integer },
      required: ['attempt', 'score', 'passed', 'correctCount', 'questionCount'],
    },
  },
  [
    'courseId',
    'activityId',
    'title',
    'passMark',
    'attemptsAllowed',
    'attemptsLeft',
    'shuffle',
    'durationMinutes',
    'questionCount',
    'bestScore',
    'passed',
    'attempts',
    'current',
    'result',
  ],
);
export const quizAnswer = { 200: envelopeOf(quizView), 201: envelopeOf(quizView) } as const;
const quizResult = object(
  {
    courseId: string,
    courseTitle: string,
    activityId: string,
    title: string,
    passMark: number,
    attemptsAllowed: integer,
    attemptsUsed: integer,
    bestScore: nullableNumber,
    passed: boolean,
    lastSubmittedAt: nullableString,
  },
  ['courseId', 'courseTitle', 'activityId', 'title', 'passMark', 'attemptsAllowed', 'attemptsUsed', 'bestScore', 'passed', 'lastSubmittedAt'],
);
export const quizResultsAnswer = { 200: envelopeOf({ type: 'array', items: quizResult }) } as const;
