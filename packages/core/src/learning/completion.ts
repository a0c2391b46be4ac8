import type { ActivityKind, CourseActivity, CourseDocument } from './courseDocument';
import { activitiesOf } from './courseDocument';

/**
 * When an activity and a course are complete (docs/decisions/2026-11-26-learning.md, completion), in the manner
 * of Moodle's activity completion:
 * - PDF (and a PPTX shown as its PDF): the last page was shown;
 * - video: the furthest second watched reaches 90% of the video's length (the last credits need not be sat through);
 * - PPTX without a PDF rendering: opened (downloaded), since nothing tells how far it was read;
 * - quiz: an attempt passed (the best score counts); OJT: the trainer graded it passed; SCORM: the package reported
 *   completed or passed. These kinds are marked by their own routes, never by a progress report;
 * - course: every required activity is done (a course with no activity flagged required needs every activity).
 * Done stays done: a later report or a failed attempt after a pass never takes it back.
 */

export const VIDEO_DONE_RATIO = 0.9;

/** The kinds a progress report may mark done; the others are marked by their scorer or grader. */
export const SELF_REPORTED_KINDS = ['pdf', 'pptx', 'video'] as const satisfies readonly ActivityKind[];

/** Where the learner is in a file activity, as the player reports it (stored in activity_progress.position). */
export interface ActivityPosition {
  /** PDF/PPTX page shown now (1-based) and the document's page count. */
  page?: number;
  pageCount?: number;
  /** The furthest page shown so far. */
  furthestPage?: number;
  /** Video second shown now and the video's length in seconds. */
  second?: number;
  duration?: number;
  /** The furthest second reached by playing (not by seeking past). */
  furthestSecond?: number;
  /** The PPTX was downloaded (no PDF rendering to page through). */
  opened?: boolean;
}

const finite = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Merges a new report into the stored position: the current page/second is the new one, the furthest keeps the
 * largest seen; values out of range are dropped rather than trusted.
 */
export function mergePosition(stored: ActivityPosition | null, report: ActivityPosition): ActivityPosition {
  const merged: ActivityPosition = { ...(stored ?? {}) };
  if (finite(report.pageCount) && report.pageCount >= 1) merged.pageCount = Math.floor(report.pageCount);
  if (finite(report.page) && report.page >= 1 && (!merged.pageCount || report.page <= merged.pageCount)) {
    merged.page = Math.floor(report.page);
    merged.furthestPage = Math.max(merged.furthestPage ?? 0, merged.page);
  }
  if (finite(report.duration) && report.duration > 0) merged.duration = report.duration;
  if (finite(report.second) && (!merged.duration || report.second <= merged.duration + 1)) {
    merged.second = report.second;
    merged.furthestSecond = Math.max(merged.furthestSecond ?? 0, report.second);
  }
  if (finite(report.furthestSecond) && (!merged.duration || report.furthestSecond <= merged.duration + 1)) {
    merged.furthestSecond = Math.max(merged.furthestSecond ?? 0, report.furthestSecond);
  }
  if (report.opened === true) merged.opened = true;
  return merged;
}

/** Is a self-reported activity done at this position? Quiz, OJT and SCORM answer false (not theirs to decide here). */
export function positionCompletes(kind: ActivityKind, position: ActivityPosition | null): boolean {
  if (!position) return false;
  switch (kind) {
    case 'pdf':
      return pdfDone(position);
    case 'pptx':
      return position.opened === true || pdfDone(position);
    case 'video':
      return finite(position.duration) && position.duration > 0 && (position.furthestSecond ?? 0) >= position.duration * VIDEO_DONE_RATIO;
    default:
      return false;
  }
}

const pdfDone = (position: ActivityPosition) =>
  finite(position.pageCount) && position.pageCount >= 1 && (position.furthestPage ?? 0) >= position.pageCount;

/** A SCORM activity is done when the package says completed or passed (1.2's lesson_status or 2004's two fields). */
export function scormCompletes(completion: string | null, success: string | null): boolean {
  return completion === 'completed' || completion === 'passed' || success === 'passed';
}

/** The activities that count towards the course's completion. */
export function requiredActivities(document: CourseDocument): CourseActivity[] {
  const all = activitiesOf(document);
  const required = all.filter((activity) => activity.required);
  return required.length ? required : all;
}

/** Every required activity is done (and there is at least one activity). */
export function courseComplete(document: CourseDocument, doneActivityIds: ReadonlySet<string>): boolean {
  const required = requiredActivities(document);
  return required.length > 0 && required.every((activity) => doneActivityIds.has(activity.id));
}

/** Whole percent of the required activities done, for the progress bars (rounded down: 100 only when complete). */
export function progressPercent(document: CourseDocument, doneActivityIds: ReadonlySet<string>): number {
  const required = requiredActivities(document);
  if (!required.length) return 0;
  const done = required.filter((activity) => doneActivityIds.has(activity.id)).length;
  return Math.floor((done * 100) / required.length);
}

/** The first activity not done in reading order (the "continue" button), or the first one when all are done. */
export function nextActivityId(document: CourseDocument, doneActivityIds: ReadonlySet<string>): string | null {
  const all = activitiesOf(document);
  return (all.find((activity) => !doneActivityIds.has(activity.id)) ?? all[0])?.id ?? null;
}

/** Most seconds a single progress report may add: the player reports every ~15 s, so a larger jump is not real time. */
export const MAX_SECONDS_PER_REPORT = 60;

/** The seconds a report adds, bounded. */
export const boundedSeconds = (seconds: number) =>
  Number.isFinite(seconds) ? Math.max(0, Math.min(MAX_SECONDS_PER_REPORT, Math.floor(seconds))) : 0;
