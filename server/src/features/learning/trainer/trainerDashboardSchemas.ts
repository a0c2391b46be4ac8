import { Type, type Static } from 'typebox';
import { Envelope } from '@core/contract/common';
import {
  CourseStats,
  FeedbackAnswer,
  FeesAnswer,
  LearnerPage,
  LookupAnswer,
  MyCourseDetail,
  MyCoursePage,
  TeamAnswer,
  TrainerCalendar,
} from '@core/learning/trainer.contract';

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

// Answers: the core's contracts (@core/learning/trainer.contract), enveloped.

export const calendarAnswer = { 200: Envelope(TrainerCalendar) } as const;
export const aggregateAnswer = { 200: Envelope(CourseStats) } as const;
export const myCoursesAnswer = { 200: Envelope(MyCoursePage) } as const;
export const myCourseAnswer = { 200: Envelope(MyCourseDetail) } as const;
export const learnersAnswer = { 200: Envelope(LearnerPage) } as const;
export const lookupAnswer = { 200: Envelope(LookupAnswer) } as const;
export const feedbackAnswer = { 200: Envelope(FeedbackAnswer) } as const;
export const teamAnswer = { 200: Envelope(TeamAnswer) } as const;
export const feesAnswer = { 200: Envelope(FeesAnswer) } as const;

/** Reads a list's paging (defaults: first page of 10). */
export function pagingOf(query: { pageIndex?: string; pageSize?: string }) {
  return { pageIndex: Number(query.pageIndex ?? 1), pageSize: Number(query.pageSize ?? 10) };
}
