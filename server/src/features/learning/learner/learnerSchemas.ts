import { Type, type Static, type TProperties } from 'typebox';
import { Envelope, Nullable } from '@core/contract/common';
import { ACTIVITY_KINDS } from '@core/learning/courseDocument';
import { MAX_QUESTIONS, OPTION_COUNT } from '@core/jobs/screening';

/** The learner's request and answer schemas (/api/main/kompetensi; the types are packages/core/src/learning/learnerViews.ts and quiz.ts). */

const closed = { additionalProperties: false } as const;
const nullableNumber = Type.Unsafe<number | null>({ type: ['number', 'null'] });
const nullableBoolean = Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] });
/** An object or null, as `type: ['object', 'null']` (one type check when serialising). */
const NullableObject = <const P extends TProperties>(properties: P) => {
  const schema = Type.Object(properties, closed);
  return Type.Unsafe<Static<typeof schema> | null>({ ...schema, type: ['object', 'null'] });
};
const uuid = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });
/** Activity ids are the studio's short names (packages/core/src/learning/courseDocument.ts). */
const activityId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' });

export const programParams = Type.Object({ programId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, closed);
export const courseParams = Type.Object({ courseId: uuid }, closed);
export const activityParams = Type.Object({ courseId: uuid, activityId }, closed);
export const attemptParams = Type.Object({ courseId: uuid, activityId, attemptId: uuid }, closed);

// Requests.

/** Where the player is; every field optional (a PDF reports pages, a video seconds). */
const position = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    second: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
    duration: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
    furthestSecond: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
    opened: Type.Optional(Type.Boolean()),
  },
  closed,
);
export const progressBody = Type.Object({ seconds: Type.Integer({ minimum: 0, maximum: 3600 }), position: Type.Optional(position) }, closed);
export type ProgressBody = Static<typeof progressBody>;

const optionIndex = Type.Integer({ minimum: 0, maximum: OPTION_COUNT - 1 });
const indexes = Type.Array(optionIndex, { maxItems: OPTION_COUNT, uniqueItems: true });
const answers = Type.Unsafe<Record<string, number[]>>({
  type: 'object',
  maxProperties: MAX_QUESTIONS,
  propertyNames: { pattern: '^[A-Za-z0-9_-]{1,40}$' },
  additionalProperties: indexes,
});
export const answersBody = Type.Object({ answers }, closed);
export const submitBody = Type.Object({ answers: Type.Optional(answers) }, closed);

// Answers.

const storedPosition = Type.Unsafe<{
  page?: number;
  pageCount?: number;
  furthestPage?: number;
  second?: number;
  duration?: number;
  furthestSecond?: number;
  opened?: boolean;
} | null>({
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {
    page: { type: 'number' },
    pageCount: { type: 'number' },
    furthestPage: { type: 'number' },
    second: { type: 'number' },
    duration: { type: 'number' },
    furthestSecond: { type: 'number' },
    opened: { type: 'boolean' },
  },
});
const progress = Type.Object(
  { isDone: Type.Boolean(), secondsSpent: Type.Integer(), position: storedPosition, score: nullableNumber, doneAt: Nullable(Type.String()) },
  closed,
);

const courseCard = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    summary: Type.String(),
    competency: Type.String(),
    started: Type.Boolean(),
    progressPercent: Type.Integer(),
    completedAt: Nullable(Type.String()),
  },
  closed,
);
const program = Type.Object(
  {
    enrolmentId: Type.String(),
    programId: Type.Integer(),
    title: Type.String(),
    kind: Type.String(),
    enrolledAt: Type.String(),
    progressPercent: Type.Integer(),
    courses: Type.Array(courseCard),
  },
  closed,
);
export const programsAnswer = { 200: Envelope(Type.Array(program)) } as const;
export const programAnswer = { 200: Envelope(program) } as const;

const activity = Type.Object(
  {
    id: Type.String(),
    kind: Type.Enum(ACTIVITY_KINDS, { type: 'string' }),
    title: Type.String(),
    durationMinutes: Type.Number(),
    required: Type.Boolean(),
    fileId: Nullable(Type.String()),
    quiz: NullableObject({
      passMark: Type.Number(),
      attempts: Type.Integer(),
      shuffle: Type.Boolean(),
      durationMinutes: Type.Number(),
      questionCount: Type.Integer(),
    }),
    ojt: NullableObject({ instructions: Type.String(), passScore: Type.Number() }),
    progress,
  },
  closed,
);
const courseView = Type.Object(
  {
    id: Type.String(),
    learnerCourseId: Type.String(),
    title: Type.String(),
    summary: Type.String(),
    competency: Type.String(),
    version: Type.Integer(),
    classId: Nullable(Type.String()),
    className: Nullable(Type.String()),
    startedAt: Type.String(),
    completedAt: Nullable(Type.String()),
    certificateNumber: Nullable(Type.String()),
    progressPercent: Type.Integer(),
    nextActivityId: Nullable(Type.String()),
    secondsSpent: Type.Integer(),
    modules: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), activities: Type.Array(activity) }, closed)),
  },
  closed,
);
export const courseAnswer = { 200: Envelope(courseView) } as const;
export const progressAnswer = {
  200: Envelope(
    Type.Object({ activityId: Type.String(), progress, courseProgressPercent: Type.Integer(), completedAt: Nullable(Type.String()) }, closed),
  ),
} as const;

const shownQuestion = Type.Object({ id: Type.String(), text: Type.String(), options: Type.Array(Type.String()), choose: Type.Integer() }, closed);
const savedAnswers = Type.Unsafe<Record<string, number[]>>({ type: 'object', additionalProperties: { type: 'array', items: { type: 'integer' } } });
const attemptSummary = Type.Object(
  {
    id: Type.String(),
    attempt: Type.Integer(),
    startedAt: Type.String(),
    submittedAt: Nullable(Type.String()),
    score: nullableNumber,
    passed: nullableBoolean,
  },
  closed,
);
const quizView = Type.Object(
  {
    courseId: Type.String(),
    activityId: Type.String(),
    title: Type.String(),
    passMark: Type.Number(),
    attemptsAllowed: Type.Integer(),
    attemptsLeft: Nullable(Type.Integer()),
    shuffle: Type.Boolean(),
    durationMinutes: Type.Number(),
    questionCount: Type.Integer(),
    bestScore: nullableNumber,
    passed: Type.Boolean(),
    attempts: Type.Array(attemptSummary),
    current: NullableObject({
      id: Type.String(),
      attempt: Type.Integer(),
      startedAt: Type.String(),
      deadlineAt: Nullable(Type.String()),
      timeLeftMs: Nullable(Type.Integer()),
      questions: Type.Array(shownQuestion),
      answers: savedAnswers,
    }),
    result: NullableObject({
      attempt: Type.Integer(),
      score: Type.Number(),
      passed: Type.Boolean(),
      correctCount: Type.Integer(),
      questionCount: Type.Integer(),
    }),
  },
  closed,
);
export const quizAnswer = { 200: Envelope(quizView), 201: Envelope(quizView) } as const;
const quizResult = Type.Object(
  {
    courseId: Type.String(),
    courseTitle: Type.String(),
    activityId: Type.String(),
    title: Type.String(),
    passMark: Type.Number(),
    attemptsAllowed: Type.Integer(),
    attemptsUsed: Type.Integer(),
    bestScore: nullableNumber,
    passed: Type.Boolean(),
    lastSubmittedAt: Nullable(Type.String()),
  },
  closed,
);
export const quizResultsAnswer = { 200: Envelope(Type.Array(quizResult)) } as const;
