/**
 * SPEC 3's trainer course stats (list-course/aggregate): total, finished, ongoing, upcoming, uncomply, over the
 * classes a trainer teaches (or a supervisor watches). The three time states split the classes by their dates
 * against today's date in Jakarta; 'uncomply' counts, across all of them, the classes with work the trainer owes:
 * - a session that ended more than a day ago (UNCOMPLY_ATTENDANCE_GRACE_HOURS) without any attendance taken, or
 * - an OJT submission left ungraded for more than UNCOMPLY_GRADING_DAYS days.
 * So total = finished + ongoing + upcoming, and uncomply is a subset of total (docs/decisions/2026-11-26-learning.md).
 */
export const UNCOMPLY_GRADING_DAYS = 7;
export const UNCOMPLY_ATTENDANCE_GRACE_HOURS = 24;

export type ClassTimeState = 'finished' | 'ongoing' | 'upcoming';

export interface ClassForStats {
  /** YYYY-MM-DD (the class's first and last day). */
  startsOn: string;
  endsOn: string;
  /** The class owes attendance or grading (decided by the query with the rules above). */
  uncomply: boolean;
}

export interface CourseStats {
  total: number;
  finished: number;
  ongoing: number;
  upcoming: number;
  uncomply: number;
}

/** A class's time state on a day (YYYY-MM-DD): its dates include both ends. */
export function classTimeState(startsOn: string, endsOn: string, today: string): ClassTimeState {
  if (endsOn < today) return 'finished';
  if (startsOn > today) return 'upcoming';
  return 'ongoing';
}

export function courseStats(classes: readonly ClassForStats[], today: string): CourseStats {
  const stats: CourseStats = { total: classes.length, finished: 0, ongoing: 0, upcoming: 0, uncomply: 0 };
  for (const item of classes) {
    stats[classTimeState(item.startsOn, item.endsOn, today)] += 1;
    if (item.uncomply) stats.uncomply += 1;
  }
  return stats;
}

/** Today's date in Jakarta (the platform's time zone) as YYYY-MM-DD. */
export function jakartaDate(now: Date): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}
