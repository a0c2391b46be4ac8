import type { ScreeningQuestion } from '../jobs/screening';

/**
 * A course's content as one document: modules of activities. The studio edits the draft copy
 * (courses.draft); publishing freezes it as a version (course_versions.structure), which a learner follows from
 * their first visit to the end. Activity ids are unique within a course and stay the same across versions, so
 * progress, attempts and forum links survive a new version. Quiz keys live here and never leave the gateway for a
 * learner (the learner's view is made by the learner routes, without `correct`).
 */

export const ACTIVITY_KINDS = ['quiz', 'pdf', 'scorm', 'pptx', 'video', 'ojt'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The activity kinds that play an uploaded file (learning_files.kind is the same word). */
export const FILE_ACTIVITY_KINDS = ['pdf', 'scorm', 'pptx', 'video'] as const satisfies readonly ActivityKind[];
export type FileActivityKind = (typeof FILE_ACTIVITY_KINDS)[number];

/** Quiz questions are the screening tests' (4 options, one or several right): one shape, one scorer. */
export type QuizQuestion = ScreeningQuestion;

export interface QuizSettings {
  /** Percent of the questions' points needed to pass, 0..100. */
  passMark: number;
  /** How many attempts a learner has; 0 means no limit. The best score counts. */
  attempts: number;
  /** Each attempt shows the questions (and their options) in a new order. */
  shuffle: boolean;
  /** Minutes per attempt; 0 means untimed. */
  durationMinutes: number;
  questions: QuizQuestion[];
}

export interface OjtSettings {
  /** What the learner does at their workplace and hands in (markdown-free plain text). */
  instructions: string;
  /** The trainer's score a submission needs to pass, 0..100. */
  passScore: number;
}

export interface CourseActivity {
  id: string;
  kind: ActivityKind;
  title: string;
  /** SPEC 3's activity time, in minutes (the demo's '10 Menit'). */
  durationMinutes: number;
  /** Counts towards completion (optional activities are extra reading). */
  required: boolean;
  /** learning_files.id for pdf, scorm, pptx and video. */
  fileId?: string;
  quiz?: QuizSettings;
  ojt?: OjtSettings;
}

export interface CourseModule {
  id: string;
  title: string;
  activities: CourseActivity[];
}

export interface CourseDocument {
  modules: CourseModule[];
}

export const COURSE_STATUSES = ['draft', 'review', 'published'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** Every activity of the document in reading order. */
export function activitiesOf(document: CourseDocument): CourseActivity[] {
  return document.modules.flatMap((module) => module.activities);
}

/** One activity by id, or undefined. */
export function activityOf(document: CourseDocument, activityId: string): CourseActivity | undefined {
  return activitiesOf(document).find((activity) => activity.id === activityId);
}
