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

export type {
  ClassState,
  CourseStats,
  FeedbackAnswer,
  FeesAnswer,
  LearnerRow,
  LookupItem,
  MyCourseDetail,
  MyCourseItem,
  TeamAnswer,
  TrainerCalendar as CalendarAnswer,
  TrainerSession as SessionItem,
} from '@core/learning/trainer.contract';

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
