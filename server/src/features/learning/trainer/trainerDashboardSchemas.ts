import { Type, type Static, type TSchema } from 'typebox';
import { Envelope, Nullable } from '@core/contract/common';

/**
 * The trainer's and supervisors' dashboard calls (SPEC 7, SPEC 3's shapes): requests and answers. Query values arrive
 * as text (the gateway does not coerce); lists answer {items, total, pageIndex, pageSize} like the job portal's.
 */

const closed = { additionalProperties: false } as const;
export const uuid = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });
const isoDate = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' });
const pageIndex = Type.String({ pattern: '^[1-9][0-9]{0,4}$' });
const pageSize = Type.String({ pattern: '^([1-9]|[1-4][0-9]|50)$' });
const keyword = Type.String({ maxLength: 200 });

export const idParams = Type.Object({ id: uuid }, closed);

const year = Type.String({ pattern: '^(20[0-9]{2}|2100)$' });
const month = Type.String({ pattern: '^([1-9]|0[1-9]|1[0-2])$' });
const limit = Type.String({ pattern: '^([1-9]|[1-4][0-9]|50)$' });

/** SPEC 4's trainer choice: a trainer's id, or 0 for 'All Trainer'; one value or the key repeated. */
const trainerId = Type.String({ pattern: '^(0|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$' });
const profileTrainerIds = Type.Union([trainerId, Type.Array(trainerId, { maxItems: 100 })]);

const O = Type.Optional;

export const calendarQuery = Type.Object({ year: O(year), month: O(month), limit: O(limit) }, closed);
export const spvCalendarQuery = Type.Object({ year: O(year), month: O(month), limit: O(limit), profileTrainerIds: O(profileTrainerIds) }, closed);
export const spvScopeQuery = Type.Object({ profileTrainerIds: O(profileTrainerIds) }, closed);

const courseFilter = {
  keyword: O(keyword),
  competency: O(keyword),
  startDate: O(isoDate),
  courseId: O(uuid),
  pageIndex: O(pageIndex),
  pageSize: O(pageSize),
};
export const myCourseQuery = Type.Object(courseFilter, closed);
export const spvMyCourseQuery = Type.Object({ ...courseFilter, profileTrainerIds: O(profileTrainerIds) }, closed);
export const learnersQuery = Type.Object({ keyword: O(keyword), pageIndex: O(pageIndex), pageSize: O(pageSize) }, closed);
export const feedbackQuery = Type.Object({ classId: O(uuid), pageIndex: O(pageIndex), pageSize: O(pageSize) }, closed);

export type CalendarQuery = Static<typeof calendarQuery>;
export type MyCourseQuery = Static<typeof myCourseQuery>;
export type SpvScopeQuery = Static<typeof spvScopeQuery>;

// Answers.

const page = <const T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer(), pageIndex: Type.Integer(), pageSize: Type.Integer() }, closed);

const session = Type.Object(
  {
    id: Type.String(),
    classId: Type.String(),
    className: Type.String(),
    courseId: Type.String(),
    courseName: Type.String(),
    title: Type.String(),
    startsAt: Type.String(),
    endsAt: Type.String(),
    place: Nullable(Type.String()),
    onlineUrl: Nullable(Type.String()),
  },
  closed,
);
export const calendarAnswer = {
  200: Envelope(Type.Object({ year: Type.Integer(), month: Type.Integer(), total: Type.Integer(), items: Type.Array(session) }, closed)),
} as const;

export const aggregateAnswer = {
  200: Envelope(
    Type.Object(
      { total: Type.Integer(), finished: Type.Integer(), ongoing: Type.Integer(), upcoming: Type.Integer(), uncomply: Type.Integer() },
      closed,
    ),
  ),
} as const;

const myCourseProperties = {
  id: Type.String(),
  courseId: Type.String(),
  competencyName: Type.String(),
  courseName: Type.String(),
  className: Type.String(),
  startsOn: Type.String(),
  endsOn: Type.String(),
  state: Type.Enum(['finished', 'ongoing', 'upcoming'], { type: 'string' }),
  trainerId: Type.String(),
  trainerName: Type.String(),
  enrolledStudents: Type.Integer(),
  totalRating: Type.Integer(),
  avgRating: Type.Number(),
};
export const myCoursesAnswer = { 200: Envelope(page(Type.Object(myCourseProperties, closed))) } as const;
export const myCourseAnswer = {
  200: Envelope(
    Type.Object(
      {
        ...myCourseProperties,
        summary: Type.String(),
        capacity: Nullable(Type.Integer()),
        sessionsCount: Type.Integer(),
        learnersCount: Type.Integer(),
        completedCount: Type.Integer(),
        ratingCount: Type.Integer(),
      },
      closed,
    ),
  ),
} as const;

const learner = Type.Object(
  {
    id: Type.String(),
    accountId: Type.String(),
    classId: Type.String(),
    className: Type.String(),
    courseId: Type.String(),
    courseName: Type.String(),
    name: Type.String(),
    email: Type.String(),
    progress: Type.Integer(),
    completed: Type.Boolean(),
    completedAt: Nullable(Type.String()),
    certificateNumber: Nullable(Type.String()),
    startedAt: Type.String(),
    lastActivityAt: Type.String(),
  },
  closed,
);
export const learnersAnswer = { 200: Envelope(page(learner)) } as const;

const lookupItem = Type.Object({ value: Type.String(), text: Type.String() }, closed);
export const lookupAnswer = { 200: Envelope(Type.Object({ items: Type.Array(lookupItem) }, closed)) } as const;

const feedbackItem = Type.Object(
  {
    courseId: Type.String(),
    courseName: Type.String(),
    classId: Type.String(),
    className: Type.String(),
    accountId: Type.String(),
    name: Type.String(),
    rating: Type.Integer(),
    comment: Type.String(),
    updatedAt: Type.String(),
  },
  closed,
);
const feedbackCourse = Type.Object(
  { courseId: Type.String(), courseName: Type.String(), totalRating: Type.Integer(), ratingCount: Type.Integer(), avgRating: Type.Number() },
  closed,
);
export const feedbackAnswer = {
  200: Envelope(
    Type.Object(
      {
        courses: Type.Array(feedbackCourse),
        items: Type.Array(feedbackItem),
        total: Type.Integer(),
        pageIndex: Type.Integer(),
        pageSize: Type.Integer(),
      },
      closed,
    ),
  ),
} as const;

/** Reads a list's paging (defaults: first page of 10). */
export function pagingOf(query: { pageIndex?: string; pageSize?: string }) {
  return { pageIndex: Number(query.pageIndex ?? 1), pageSize: Number(query.pageSize ?? 10) };
}
