import { Type, type Static, type TSchema } from 'typebox';
import { Nullable } from '../contract/common';

/**
 * The trainer's and supervisors' dashboard answers (SPEC 3's shapes; the gateway's trainer sub-feature): the gateway
 * serializes with these schemas and the trainer pages read their types. Lists answer {items, total, pageIndex,
 * pageSize} like the job portal's.
 */

const closed = { additionalProperties: false } as const;

const pageProperties = { total: Type.Integer(), pageIndex: Type.Integer(), pageSize: Type.Integer() };
const pageOf = <const T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item), ...pageProperties }, closed);

export const TrainerSession = Type.Object(
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
export type TrainerSession = Static<typeof TrainerSession>;

export const TrainerCalendar = Type.Object(
  { year: Type.Integer(), month: Type.Integer(), total: Type.Integer(), items: Type.Array(TrainerSession) },
  closed,
);
export type TrainerCalendar = Static<typeof TrainerCalendar>;

export const CourseStats = Type.Object(
  { total: Type.Integer(), finished: Type.Integer(), ongoing: Type.Integer(), upcoming: Type.Integer(), uncomply: Type.Integer() },
  closed,
);
export type CourseStats = Static<typeof CourseStats>;

export const CLASS_STATES = ['finished', 'ongoing', 'upcoming'] as const;
export type ClassState = (typeof CLASS_STATES)[number];

const myCourseProperties = {
  id: Type.String(),
  courseId: Type.String(),
  competencyName: Type.String(),
  courseName: Type.String(),
  className: Type.String(),
  startsOn: Type.String(),
  endsOn: Type.String(),
  state: Type.Enum(CLASS_STATES, { type: 'string' }),
  trainerId: Type.String(),
  trainerName: Type.String(),
  enrolledStudents: Type.Integer(),
  totalRating: Type.Integer(),
  avgRating: Type.Number(),
};
/** SPEC 3's my-course item and the class beside it. */
export const MyCourseItem = Type.Object(myCourseProperties, closed);
export type MyCourseItem = Static<typeof MyCourseItem>;
export const MyCoursePage = pageOf(MyCourseItem);
export type MyCoursePage = Static<typeof MyCoursePage>;

export const MyCourseDetail = Type.Object(
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
);
export type MyCourseDetail = Static<typeof MyCourseDetail>;

export const LearnerRow = Type.Object(
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
export type LearnerRow = Static<typeof LearnerRow>;
export const LearnerPage = pageOf(LearnerRow);
export type LearnerPage = Static<typeof LearnerPage>;

export const LookupItem = Type.Object({ value: Type.String(), text: Type.String() }, closed);
export type LookupItem = Static<typeof LookupItem>;
export const LookupAnswer = Type.Object({ items: Type.Array(LookupItem) }, closed);
export type LookupAnswer = Static<typeof LookupAnswer>;

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
export const FeedbackAnswer = Type.Object({ courses: Type.Array(feedbackCourse), items: Type.Array(feedbackItem), ...pageProperties }, closed);
export type FeedbackAnswer = Static<typeof FeedbackAnswer>;

const teamQuiz = Type.Object(
  { activityId: Type.String(), bestScore: Nullable(Type.Integer()), attempts: Type.Integer(), passed: Type.Boolean() },
  closed,
);
const teamSession = Type.Object(
  { title: Type.String(), startsAt: Type.String(), endsAt: Type.String(), place: Nullable(Type.String()), onlineUrl: Nullable(Type.String()) },
  closed,
);
const teamCourse = Type.Object(
  {
    courseId: Type.String(),
    courseName: Type.String(),
    classId: Nullable(Type.String()),
    className: Nullable(Type.String()),
    trainerName: Nullable(Type.String()),
    progress: Type.Integer(),
    completed: Type.Boolean(),
    completedAt: Nullable(Type.String()),
    lastActivityAt: Type.String(),
    ojtPassed: Type.Integer(),
    quizzes: Type.Array(teamQuiz),
    nextSession: Type.Union([Type.Null(), teamSession]),
  },
  closed,
);
const trainee = Type.Object({ accountId: Type.String(), name: Type.String(), email: Type.String(), courses: Type.Array(teamCourse) }, closed);
/** The supervisor's and manager's team view. */
export const TeamAnswer = Type.Object({ items: Type.Array(trainee) }, closed);
export type TeamAnswer = Static<typeof TeamAnswer>;

const perMonth = Type.Object({ month: Type.String(), fee: Type.Integer(), count: Type.Integer() }, closed);
const perCourse = Type.Object({ courseId: Type.String(), courseName: Type.String(), fee: Type.Integer(), count: Type.Integer() }, closed);
const fee = Type.Object(
  {
    id: Type.String(),
    classId: Type.String(),
    className: Type.String(),
    courseId: Type.String(),
    courseName: Type.String(),
    learnerName: Type.String(),
    orderId: Type.String(),
    paidAt: Type.String(),
    amount: Type.Integer(),
    feeRate: Type.Number(),
    fee: Type.Integer(),
  },
  closed,
);
/** GET /trainer-transaction: the fees a trainer earned, a page of them and the year's sums. */
export const FeesAnswer = Type.Object(
  {
    currency: Type.Enum(['IDR'], { type: 'string' }),
    totalFee: Type.Integer(),
    months: Type.Array(perMonth),
    courses: Type.Array(perCourse),
    items: Type.Array(fee),
    ...pageProperties,
  },
  closed,
);
export type FeesAnswer = Static<typeof FeesAnswer>;
