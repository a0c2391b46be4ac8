/**
 * The operator console's page-view report (GET /api/main/analytics/page-views?days=): what the gateway answers,
 * and the small reshaping the charts need, kept framework-free so it is tested without a browser. The answer's type
 * is the contract in ./report.contract.ts.
 */
import { calendarDayIn } from '../time/zones';
import type { PageViewReport } from './report.contract';

/** The periods the console offers, in days. */
export const REPORT_PERIODS = [7, 30, 90] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const reportPath = (days: ReportPeriod) => `/analytics/page-views?days=${days}`;

/** Today's date where the gateway counts (Western Indonesia Time), as YYYY-MM-DD. */
export function jakartaToday(now: Date = new Date()): string {
  return calendarDayIn(now, 'Asia/Jakarta');
}

/** Every day of the period, oldest first and ending `today`, with 0 where nothing was counted: a line without gaps. */
export function daySeries(perDay: PageViewReport['perDay'], days: number, today: string): { day: string; views: number }[] {
  const counted = new Map(perDay.map((row) => [row.day, row.views]));
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    return { day, views: counted.get(day) ?? 0 };
  });
}

/** A funnel step's share of the step before it (0..1), or null when the step before had none. */
export function stepRate(count: number, previous: number): number | null {
  return previous > 0 ? count / previous : null;
}
