import type { Envelope } from '@core/gateway/families';
import type { QueryValue } from '@client/gateway/client';
import { useGatewayQuery, type GatewayQueryOptions } from '../../shared/useGatewayQuery';

/**
 * The trainer's and supervisors' dashboard reads (server/src/features/learning/trainerDashboard*.ts, spvManager*.ts,
 * trainerTransaction*.ts): one cache key per family, path and query.
 */
export const TRAINER_BASE = '/trainer-dashboard';
export const WATCHER_BASE = '/trainer-dashboard-spv-manager';

export type Query = Record<string, QueryValue>;

/** One read of /api/{family}{path}?{query} (array values repeat their key: SPEC 7's profileTrainerIds), unwrapped. */
export function useDashboardRead<T>(path: string, query: Query = {}, options?: GatewayQueryOptions<T>, family: 'main' | 'cm' = 'main') {
  return useGatewayQuery([family, path, query], async (gateway) => (await gateway[family].get<Envelope<T>>(path, { query })).data, options);
}

export interface Page<T> {
  items: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

export interface SessionItem {
  id: string;
  classId: string;
  className: string;
  courseId: string;
  courseName: string;
  title: string;
  startsAt: string;
  endsAt: string;
  place: string | null;
  onlineUrl: string | null;
}

export interface CalendarAnswer {
  year: number;
  month: number;
  total: number;
  items: SessionItem[];
}

export interface CourseStats {
  total: number;
  finished: number;
  ongoing: number;
  upcoming: number;
  uncomply: number;
}

export type ClassState = 'finished' | 'ongoing' | 'upcoming';

/** SPEC 3's my-course item and the class beside it. */
export interface MyCourseItem {
  id: string;
  courseId: string;
  competencyName: string;
  courseName: string;
  className: string;
  startsOn: string;
  endsOn: string;
  state: ClassState;
  trainerId: string;
  trainerName: string;
  enrolledStudents: number;
  totalRating: number;
  avgRating: number;
}

export interface MyCourseDetail extends MyCourseItem {
  summary: string;
  capacity: number | null;
  sessionsCount: number;
  learnersCount: number;
  completedCount: number;
  ratingCount: number;
}

export interface LearnerRow {
  id: string;
  accountId: string;
  classId: string;
  className: string;
  courseId: string;
  courseName: string;
  name: string;
  email: string;
  progress: number;
  completed: boolean;
  completedAt: string | null;
  certificateNumber: string | null;
  startedAt: string;
  lastActivityAt: string;
}

export interface LookupItem {
  value: string;
  text: string;
}

export interface FeedbackAnswer extends Page<{
  courseId: string;
  courseName: string;
  classId: string;
  className: string;
  accountId: string;
  name: string;
  rating: number;
  comment: string;
  updatedAt: string;
}> {
  courses: { courseId: string; courseName: string; totalRating: number; ratingCount: number; avgRating: number }[];
}

export interface TeamAnswer {
  items: {
    accountId: string;
    name: string;
    email: string;
    courses: {
      courseId: string;
      courseName: string;
      classId: string | null;
      className: string | null;
      trainerName: string | null;
      progress: number;
      completed: boolean;
      completedAt: string | null;
      lastActivityAt: string;
      ojtPassed: number;
      quizzes: { activityId: string; bestScore: number | null; attempts: number; passed: boolean }[];
      nextSession: { title: string; startsAt: string; endsAt: string; place: string | null; onlineUrl: string | null } | null;
    }[];
  }[];
}

export interface FeesAnswer extends Page<{
  id: string;
  classId: string;
  className: string;
  courseId: string;
  courseName: string;
  learnerName: string;
  orderId: string;
  paidAt: string;
  amount: number;
  feeRate: number;
  fee: number;
}> {
  currency: 'IDR';
  totalFee: number;
  months: { month: string; fee: number; count: number }[];
  courses: { courseId: string; courseName: string; fee: number; count: number }[];
}

/** The my-course filter (SPEC 3): empty fields are left out of the query. */
export interface CourseFilter {
  keyword: string;
  competency: string;
  startDate: string;
  courseId: string;
}

export const EMPTY_FILTER: CourseFilter = { keyword: '', competency: '', startDate: '', courseId: '' };

export function filterQuery(filter: CourseFilter): Query {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value.trim() !== ''));
}
