import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { envelopeOf } from '../../../platform/typeProvider';

/**
 * The trainer's and supervisors' dashboard calls (SPEC 7, SPEC 3's shapes): requests and answers. Query values arrive
 * as text (the gateway does not coerce); lists answer {items, total, pageIndex, pageSize} like the job portal's.
 */

type Validated<S> = (JsonSchemaToTsProvider & { schema: S })['validator'];

const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;
const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;
const boolean = { type: 'boolean' } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
export const uuid = { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' } as const;
const isoDate = { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' } as const;
const pageIndex = { type: 'string', pattern: '^[1-9][0-9]{0,4}$' } as const;
const pageSize = { type: 'string', pattern: '^([1-9]|[1-4][0-9]|50)$' } as const;
const keyword = { type: 'string', maxLength: 200 } as const;

export const idParams = object({ id: uuid }, ['id']);

const year = { type: 'string', pattern: '^(20[0-9]{2}|2100)$' } as const;
const month = { type: 'string', pattern: '^([1-9]|0[1-9]|1[0-2])$' } as const;
const limit = { type: 'string', pattern: '^([1-9]|[1-4][0-9]|50)$' } as const;

/** SPEC 4's trainer choice: a trainer's id, or 0 for 'All Trainer'; one value or the key repeated. */
const trainerId = { type: 'string', pattern: '^(0|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$' } as const;
const profileTrainerIds = { anyOf: [trainerId, { type: 'array', maxItems: 100, items: trainerId }] } as const;

export const calendarQuery = object({ year, month, limit }, []);
export const spvCalendarQuery = object({ year, month, limit, profileTrainerIds }, []);
export const spvScopeQuery = object({ profileTrainerIds }, []);

const courseFilter = { keyword, competency: keyword, startDate: isoDate, courseId: uuid, pageIndex, pageSize } as const;
export const myCourseQuery = object(courseFilter, []);
export const spvMyCourseQuery = object({ ...courseFilter, profileTrainerIds }, []);
export const learnersQuery = object({ keyword, pageIndex, pageSize }, []);
export const feedbackQuery = object({ classId: uuid, pageIndex, pageSize }, []);

export type CalendarQuery = Validated<typeof calendarQuery>;
export type MyCourseQuery = Validated<typeof myCourseQuery>;
export type SpvScopeQuery = Validated<typeof spvScopeQuery>;

// Answers.

const page = <const T extends object>(item: T) =>
  object({ items: { type: 'array', items: item }, total: integer, pageIndex: integer, pageSize: integer }, [
    'items',
    'total',
    'pageIndex',
    'pageSize',
  ]);

const session = object(
  {
    id: string,
    classId: string,
    className: string,
    courseId: string,
    courseName: string,
    title: string,
    startsAt: string,
    endsAt: string,
    place: nullableString,
    onlineUrl: nullableString,
  },
  ['id', 'classId', 'className', 'courseId', 'courseName', 'title', 'startsAt', 'endsAt', 'place', 'onlineUrl'],
);
export const calendarAnswer = {
  200: envelopeOf(
    object({ year: integer, month: integer, total: integer, items: { type: 'array', items: session } }, ['year', 'month', 'total', 'items']),
  ),
} as const;

export const aggregateAnswer = {
  200: envelopeOf(
    object({ total: integer, finished: integer, ongoing: integer, upcoming: integer, uncomply: integer }, [
      'total',
      'finished',
      'ongoing',
      'upcoming',
      'uncomply',
    ]),
  ),
} as const;

const classState = { type: 'string', enum: ['finished', 'ongoing', 'upcoming'] } as const;
const myCourseProperties = {
  id: string,
  courseId: string,
  competencyName: string,
  courseName: string,
  className: string,
  startsOn: string,
  endsOn: string,
  state: classState,
  trainerId: string,
  trainerName: string,
  enrolledStudents: integer,
  totalRating: integer,
  avgRating: number,
} as const;
const myCourseRequired = [
  'id',
  'courseId',
  'competencyName',
  'courseName',
  'className',
  'startsOn',
  'endsOn',
  'state',
  'trainerId',
  'trainerName',
  'enrolledStudents',
  'totalRating',
  'avgRating',
] as const;
export const myCoursesAnswer = { 200: envelopeOf(page(object(myCourseProperties, myCourseRequired))) } as const;
export const myCourseAnswer = {
  200: envelopeOf(
    object(
      {
        ...myCourseProperties,
        summary: string,
        capacity: nullableInteger,
        sessionsCount: integer,
        learnersCount: integer,
        completedCount: integer,
        ratingCount: integer,
      },
      [...myCourseRequired, 'summary', 'capacity', 'sessionsCount', 'learnersCount', 'completedCount', 'ratingCount'],
    ),
  ),
} as const;

const learner = object(
  {
    id: string,
    accountId: string,
    classId: string,
    className: string,
    courseId: string,
    courseName: string,
    name: string,
    email: string,
    progress: integer,
    completed: boolean,
    completedAt: nullableString,
    certificateNumber: nullableString,
    startedAt: string,
    lastActivityAt: string,
  },
  [
    'id',
    'accountId',
    'classId',
    'className',
    'courseId',
    'courseName',
    'name',
    'email',
    'progress',
    'completed',
    'completedAt',
    'certificateNumber',
    'startedAt',
    'lastActivityAt',
  ],
);
export const learnersAnswer = { 200: envelopeOf(page(learner)) } as const;

const lookupItem = object({ value: string, text: string }, ['value', 'text']);
export const lookupAnswer = { 200: envelopeOf(object({ items: { type: 'array', items: lookupItem } }, ['items'])) } as const;

const feedbackItem = object(
  {
    courseId: string,
    courseName: string,
    classId: string,
    className: string,
    accountId: string,
    name: string,
    rating: integer,
    comment: string,
    updatedAt: string,
  },
  ['courseId', 'courseName', 'classId', 'className', 'accountId', 'name', 'rating', 'comment', 'updatedAt'],
);
const feedbackCourse = object({ courseId: string, courseName: string, totalRating: integer, ratingCount: integer, avgRating: number }, [
  'courseId',
  'courseName',
  'totalRating',
  'ratingCount',
  'avgRating',
]);
export const feedbackAnswer = {
  200: envelopeOf(
    object(
      {
        courses: { type: 'array', items: feedbackCourse },
        items: { type: 'array', items: feedbackItem },
        total: integer,
        pageIndex: integer,
        pageSize: integer,
      },
      ['courses', 'items', 'total', 'pageIndex', 'pageSize'],
    ),
  ),
} as const;

/** Reads a list's paging (defaults: first page of 10). */
export function pagingOf(query: { pageIndex?: string; pageSize?: string }) {
  return { pageIndex: Number(query.pageIndex ?? 1), pageSize: Number(query.pageSize ?? 10) };
}
