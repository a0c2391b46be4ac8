import { envelopeOf } from '../../../platform/typeProvider';

/** The supervisor's and manager's team view's answer (teamProgress.ts). */

const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;
const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
const boolean = { type: 'boolean' } as const;

const quiz = object({ activityId: string, bestScore: { type: ['integer', 'null'] }, attempts: integer, passed: boolean }, [
  'activityId',
  'bestScore',
  'attempts',
  'passed',
]);
const session = object({ title: string, startsAt: string, endsAt: string, place: nullableString, onlineUrl: nullableString }, [
  'title',
  'startsAt',
  'endsAt',
  'place',
  'onlineUrl',
]);
const course = object(
  {
    courseId: string,
    courseName: string,
    classId: nullableString,
    className: nullableString,
    trainerName: nullableString,
    progress: integer,
    completed: boolean,
    completedAt: nullableString,
    lastActivityAt: string,
    ojtPassed: integer,
    quizzes: { type: 'array', items: quiz },
    nextSession: { anyOf: [{ type: 'null' }, session] },
  },
  [
    'courseId',
    'courseName',
    'classId',
    'className',
    'trainerName',
    'progress',
    'completed',
    'completedAt',
    'lastActivityAt',
    'ojtPassed',
    'quizzes',
    'nextSession',
  ],
);
const trainee = object({ accountId: string, name: string, email: string, courses: { type: 'array', items: course } }, [
  'accountId',
  'name',
  'email',
  'courses',
]);

export const teamAnswer = { 200: envelopeOf(object({ items: { type: 'array', items: trainee } }, ['items'])) } as const;
