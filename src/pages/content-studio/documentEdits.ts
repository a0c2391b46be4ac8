import type { ActivityKind, CourseActivity, CourseDocument, CourseModule } from '@core/learning/courseDocument';
import { blankQuestion, questionsOf } from '../../shared/QuestionListEditor';

/** The editor's changes to a course document, as pure functions (the page keeps the document in its state). */

// Ids the gateway accepts (^[A-Za-z0-9_-]{1,40}$), unique within the course and kept across versions.
const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const blankModule = (): CourseModule => ({ id: newId('m'), title: '', activities: [] });

/** A new activity of the kind with its kind's starting settings. */
export function blankActivity(kind: ActivityKind): CourseActivity {
  const base = { id: newId('a'), kind, title: '', durationMinutes: 10, required: true };
  if (kind === 'quiz')
    return { ...base, quiz: { passMark: 60, attempts: 0, shuffle: true, durationMinutes: 0, questions: questionsOf([blankQuestion()]) } };
  if (kind === 'ojt') return { ...base, ojt: { instructions: '', passScore: 70 } };
  return base;
}

/** The activity as another kind: its title, minutes and id kept, the new kind's settings started. */
export function changeKind(activity: CourseActivity, kind: ActivityKind): CourseActivity {
  return { ...blankActivity(kind), id: activity.id, title: activity.title, durationMinutes: activity.durationMinutes, required: activity.required };
}

export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...items];
  const target = index + by;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function updateModule(document: CourseDocument, index: number, change: (module: CourseModule) => CourseModule): CourseDocument {
  return { modules: document.modules.map((module, at) => (at === index ? change(module) : module)) };
}

export function updateActivity(
  document: CourseDocument,
  moduleIndex: number,
  activityIndex: number,
  change: (activity: CourseActivity) => CourseActivity,
): CourseDocument {
  return updateModule(document, moduleIndex, (module) => ({
    ...module,
    activities: module.activities.map((activity, at) => (at === activityIndex ? change(activity) : activity)),
  }));
}

/** A number field's value: whole digits or NaN, which the shared rules name as the field's error. */
export const whole = (value: string) => (/^[0-9]{1,6}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);
