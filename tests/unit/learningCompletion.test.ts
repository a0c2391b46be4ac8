import { describe, expect, it } from 'vitest';
import {
  boundedSeconds,
  courseComplete,
  MAX_SECONDS_PER_REPORT,
  mergePosition,
  nextActivityId,
  positionCompletes,
  progressPercent,
  requiredActivities,
  scormCompletes,
} from '@core/learning/completion';
import type { CourseActivity, CourseDocument } from '@core/learning/courseDocument';

const activity = (id: string, kind: CourseActivity['kind'], required = true): CourseActivity => ({
  id,
  kind,
  title: id,
  durationMinutes: 5,
  required,
});
const course = (...activities: CourseActivity[]): CourseDocument => ({
  modules: [
    { id: 'm1', title: 'One', activities: activities.slice(0, 2) },
    { id: 'm2', title: 'Two', activities: activities.slice(2) },
  ],
});

describe('activity completion by position', () => {
  it('marks a PDF done only when its last page was shown', () => {
    expect(positionCompletes('pdf', null)).toBe(false);
    expect(positionCompletes('pdf', mergePosition(null, { page: 3, pageCount: 4 }))).toBe(false);
    const last = mergePosition(mergePosition(null, { page: 3, pageCount: 4 }), { page: 4 });
    expect(positionCompletes('pdf', last)).toBe(true);
    // Going back to page 1 keeps the furthest page, and done stays done.
    expect(positionCompletes('pdf', mergePosition(last, { page: 1 }))).toBe(true);
  });

  it('refuses a page beyond the page count and a PDF without a page count', () => {
    const beyond = mergePosition(null, { page: 9, pageCount: 4 });
    expect(beyond.page).toBeUndefined();
    expect(positionCompletes('pdf', beyond)).toBe(false);
    expect(positionCompletes('pdf', mergePosition(null, { page: 4 }))).toBe(false);
  });

  it('marks a video done at 90% of its length watched, not by a position alone', () => {
    const almost = mergePosition(null, { second: 89, duration: 100 });
    expect(positionCompletes('video', almost)).toBe(false);
    expect(positionCompletes('video', mergePosition(almost, { second: 90 }))).toBe(true);
    expect(positionCompletes('video', mergePosition(null, { second: 95 }))).toBe(false);
    // A second far past the end is not believed.
    expect(mergePosition(null, { second: 500, duration: 100 }).furthestSecond).toBeUndefined();
  });

  it('marks PPTX done when downloaded or read to its last page', () => {
    expect(positionCompletes('pptx', { opened: true })).toBe(true);
    expect(positionCompletes('pptx', mergePosition(null, { page: 2, pageCount: 2 }))).toBe(true);
    expect(positionCompletes('pptx', mergePosition(null, { page: 1, pageCount: 2 }))).toBe(false);
  });

  it('never marks a quiz, an OJT task or a SCORM lesson done from a progress report', () => {
    const everything = { page: 1, pageCount: 1, furthestPage: 1, second: 10, duration: 10, furthestSecond: 10, opened: true };
    expect(positionCompletes('quiz', everything)).toBe(false);
    expect(positionCompletes('ojt', everything)).toBe(false);
    expect(positionCompletes('scorm', everything)).toBe(false);
  });

  it('takes SCORM completed or passed as done', () => {
    expect(scormCompletes('completed', null)).toBe(true);
    expect(scormCompletes('passed', null)).toBe(true);
    expect(scormCompletes('incomplete', 'passed')).toBe(true);
    expect(scormCompletes('incomplete', 'failed')).toBe(false);
    expect(scormCompletes(null, null)).toBe(false);
  });
});

describe('course completion', () => {
  const document = course(activity('a', 'pdf'), activity('b', 'quiz'), activity('c', 'video', false), activity('d', 'ojt'));

  it('needs every required activity, not the optional ones', () => {
    expect(courseComplete(document, new Set(['a', 'b']))).toBe(false);
    expect(courseComplete(document, new Set(['a', 'b', 'd']))).toBe(true);
    expect(requiredActivities(document).map((item) => item.id)).toEqual(['a', 'b', 'd']);
  });

  it('needs every activity when none is flagged required, and is never complete when empty', () => {
    const none = course(activity('a', 'pdf', false), activity('b', 'video', false));
    expect(courseComplete(none, new Set(['a']))).toBe(false);
    expect(courseComplete(none, new Set(['a', 'b']))).toBe(true);
    expect(courseComplete({ modules: [] }, new Set())).toBe(false);
  });

  it('counts progress over the required activities, rounded down', () => {
    expect(progressPercent(document, new Set())).toBe(0);
    expect(progressPercent(document, new Set(['a', 'c']))).toBe(33);
    expect(progressPercent(document, new Set(['a', 'b', 'd']))).toBe(100);
    expect(progressPercent({ modules: [] }, new Set())).toBe(0);
  });

  it('continues at the first activity not done, in reading order', () => {
    expect(nextActivityId(document, new Set(['a']))).toBe('b');
    expect(nextActivityId(document, new Set(['a', 'b', 'c', 'd']))).toBe('a');
    expect(nextActivityId({ modules: [] }, new Set())).toBeNull();
  });
});

describe('time per report', () => {
  it('is bounded and whole', () => {
    expect(boundedSeconds(15.7)).toBe(15);
    expect(boundedSeconds(10_000)).toBe(MAX_SECONDS_PER_REPORT);
    expect(boundedSeconds(-5)).toBe(0);
    expect(boundedSeconds(Number.NaN)).toBe(0);
  });
});
