import type { MessageKey } from '../i18n/catalog';
import { MAX_QUESTIONS, normaliseScreeningTest, validateScreeningTest } from '../jobs/screening';
import { FILE_ACTIVITY_KINDS, type CourseActivity, type CourseDocument, type FileActivityKind } from './courseDocument';

/**
 * The studio's rules for a course, shared by the editor and the gateway: the course's details and its
 * document (modules of activities). Quiz questions follow the screening tests' rules (packages/core/src/jobs/screening.ts):
 * one shape, one validator, one scorer. Errors are message keys by field path (`modules.0.activities.2.title`,
 * `modules.0.activities.2.quiz.questions.1.options.3`), as the screening tests' are.
 */

export const MAX_COURSE_TITLE = 200;
export const MAX_COURSE_SUMMARY = 2000;
export const MAX_COMPETENCY = 200;
export const MAX_MODULES = 50;
export const MAX_ACTIVITIES = 100;
export const MAX_ACTIVITY_TITLE = 200;
/** Ten hours: SPEC 3's activity time is minutes ('10 Menit'); a longer activity is split into several. */
export const MAX_ACTIVITY_MINUTES = 600;
export const MAX_QUIZ_MINUTES = 240;
export const MAX_ATTEMPTS = 100;
export const MAX_OJT_INSTRUCTIONS = 5000;
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

export type CourseFieldErrors = Record<string, MessageKey>;

/** A file of the course as the document may name it (learning_files.id and kind). */
export interface CourseFileRef {
  id: string;
  kind: FileActivityKind;
}

export interface CourseDetails {
  title: string;
  summary: string;
  competency: string;
}

const isWhole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
const isFileKind = (kind: string): kind is FileActivityKind => (FILE_ACTIVITY_KINDS as readonly string[]).includes(kind);

function checkText(errors: CourseFieldErrors, path: string, value: string, max: number, required = true): void {
  const text = value.trim();
  if (required && !text) errors[path] = 'studio.validation.required';
  else if (text.length > max) errors[path] = 'studio.validation.tooLong';
}

/** The course's own fields: a title, an optional summary and competency. */
export function validateCourseDetails(details: CourseDetails): CourseFieldErrors {
  const errors: CourseFieldErrors = {};
  checkText(errors, 'title', details.title, MAX_COURSE_TITLE);
  checkText(errors, 'summary', details.summary, MAX_COURSE_SUMMARY, false);
  checkText(errors, 'competency', details.competency, MAX_COMPETENCY, false);
  return errors;
}

/** A quiz's settings and questions; question errors are the screening tests' own keys. */
function checkQuiz(errors: CourseFieldErrors, at: string, activity: CourseActivity): void {
  const quiz = activity.quiz;
  if (!quiz) {
    errors[`${at}.quiz`] = 'studio.validation.settings';
    return;
  }
  if (!isWhole(quiz.passMark, 0, 100)) errors[`${at}.quiz.passMark`] = 'studio.validation.passMark';
  if (!isWhole(quiz.attempts, 0, MAX_ATTEMPTS)) errors[`${at}.quiz.attempts`] = 'studio.validation.attempts';
  if (!isWhole(quiz.durationMinutes, 0, MAX_QUIZ_MINUTES)) errors[`${at}.quiz.durationMinutes`] = 'studio.validation.quizDuration';
  if (quiz.questions.length < 1 || quiz.questions.length > MAX_QUESTIONS) errors[`${at}.quiz.questions`] = 'studio.validation.questionCount';
  // The screening test's own fields (title, minutes 1..240) are not a quiz's: only its question errors are kept.
  const screening = validateScreeningTest({ title: activity.title || '-', durationMinutes: 1, passMark: 0, questions: quiz.questions });
  for (const [path, key] of Object.entries(screening)) if (path.startsWith('questions.')) errors[`${at}.quiz.${path}`] = key;
}

/**
 * The document's rules: 1..50 modules (an empty course may be saved, not sent for review: see reviewableErrors),
 * each with an id and a title and at most 100 activities; ids unique among modules and among activities; every
 * activity has a title, whole minutes 0..600 and its kind's settings: a quiz its questions and numbers, an OJT task
 * its instructions and pass score, a file activity a file of this course of the same kind (`files`).
 */
export function validateCourseDocument(document: CourseDocument, files: readonly CourseFileRef[]): CourseFieldErrors {
  const errors: CourseFieldErrors = {};
  const fileKinds = new Map(files.map((file) => [file.id, file.kind]));
  if (document.modules.length > MAX_MODULES) errors.modules = 'studio.validation.moduleCount';
  const moduleIds = new Set<string>();
  const activityIds = new Set<string>();
  document.modules.forEach((module, moduleIndex) => {
    const mat = `modules.${moduleIndex}`;
    if (!ID_PATTERN.test(module.id)) errors[`${mat}.id`] = 'studio.validation.id';
    else if (moduleIds.has(module.id)) errors[`${mat}.id`] = 'studio.validation.duplicateId';
    moduleIds.add(module.id);
    checkText(errors, `${mat}.title`, module.title, MAX_ACTIVITY_TITLE);
    if (module.activities.length > MAX_ACTIVITIES) errors[`${mat}.activities`] = 'studio.validation.activityCount';
    module.activities.forEach((activity, activityIndex) => {
      const at = `${mat}.activities.${activityIndex}`;
      if (!ID_PATTERN.test(activity.id)) errors[`${at}.id`] = 'studio.validation.id';
      else if (activityIds.has(activity.id)) errors[`${at}.id`] = 'studio.validation.duplicateId';
      activityIds.add(activity.id);
      checkText(errors, `${at}.title`, activity.title, MAX_ACTIVITY_TITLE);
      if (!isWhole(activity.durationMinutes, 0, MAX_ACTIVITY_MINUTES)) errors[`${at}.durationMinutes`] = 'studio.validation.duration';
      if (activity.kind === 'quiz') checkQuiz(errors, at, activity);
      else if (activity.kind === 'ojt') {
        if (!activity.ojt) errors[`${at}.ojt`] = 'studio.validation.settings';
        else {
          checkText(errors, `${at}.ojt.instructions`, activity.ojt.instructions, MAX_OJT_INSTRUCTIONS);
          if (!isWhole(activity.ojt.passScore, 0, 100)) errors[`${at}.ojt.passScore`] = 'studio.validation.passMark';
        }
      } else if (isFileKind(activity.kind)) {
        if (!activity.fileId) errors[`${at}.fileId`] = 'studio.validation.fileMissing';
        else if (fileKinds.get(activity.fileId) !== activity.kind) errors[`${at}.fileId`] = 'studio.validation.fileKind';
      }
    });
  });
  return errors;
}

/** What sending for review adds to a valid document: something to learn (a module with an activity). */
export function isEmptyCourse(document: CourseDocument): boolean {
  return !document.modules.some((module) => module.activities.length > 0);
}

/**
 * The stored form: texts trimmed, and each activity with its own kind's settings only (a quiz keeps `quiz`, an
 * OJT task `ojt`, a file activity `fileId`), so a kind changed in the editor leaves nothing stale behind.
 */
export function normaliseCourseDocument(document: CourseDocument): CourseDocument {
  return {
    modules: document.modules.map((module) => ({
      id: module.id,
      title: module.title.trim(),
      activities: module.activities.map((activity): CourseActivity => {
        const base = {
          id: activity.id,
          kind: activity.kind,
          title: activity.title.trim(),
          durationMinutes: activity.durationMinutes,
          required: activity.required,
        };
        if (activity.kind === 'quiz' && activity.quiz) {
          const { questions } = normaliseScreeningTest({ title: '', durationMinutes: 1, passMark: 0, questions: activity.quiz.questions });
          return { ...base, quiz: { ...activity.quiz, questions } };
        }
        if (activity.kind === 'ojt' && activity.ojt)
          return { ...base, ojt: { instructions: activity.ojt.instructions.trim(), passScore: activity.ojt.passScore } };
        if (isFileKind(activity.kind) && activity.fileId) return { ...base, fileId: activity.fileId };
        return base;
      }),
    })),
  };
}

/** The file ids a document's activities use (a file used by a published version is never deleted). */
export function fileIdsOf(document: CourseDocument): string[] {
  return [...new Set(document.modules.flatMap((module) => module.activities.flatMap((activity) => (activity.fileId ? [activity.fileId] : []))))];
}
