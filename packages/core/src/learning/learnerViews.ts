import type { ActivityKind } from './courseDocument';
import type { ActivityPosition } from './completion';

/** The wire types of the learner's routes (server/src/features/learning/learner/memberRoutes.ts, /api/main/kompetensi). */

/** A course a program opens, with the learner's progress (0 before they open it). */
export interface LearnerCourseCard {
  id: string;
  title: string;
  summary: string;
  competency: string;
  started: boolean;
  progressPercent: number;
  completedAt: string | null;
}

/** GET /api/main/kompetensi and /kompetensi/programs/{programId}: a program of the learner's enrolments. */
export interface LearnerProgram {
  enrolmentId: string;
  programId: number;
  title: string;
  /** The catalogue's kind: a course program opens one course, a package several. */
  kind: string;
  enrolledAt: string;
  progressPercent: number;
  courses: LearnerCourseCard[];
}

export interface ActivityProgressView {
  isDone: boolean;
  secondsSpent: number;
  position: ActivityPosition | null;
  score: number | null;
  doneAt: string | null;
}

/** An activity as the learner sees it: no quiz question and no key (the quiz route gives an attempt's questions). */
export interface LearnerActivity {
  id: string;
  kind: ActivityKind;
  title: string;
  durationMinutes: number;
  required: boolean;
  fileId: string | null;
  quiz: { passMark: number; attempts: number; shuffle: boolean; durationMinutes: number; questionCount: number } | null;
  ojt: { instructions: string; passScore: number } | null;
  progress: ActivityProgressView;
}

export interface LearnerModule {
  id: string;
  title: string;
  activities: LearnerActivity[];
}

/** GET /api/main/kompetensi/courses/{courseId}: the learner's version of the course with their progress. */
export interface LearnerCourseView {
  id: string;
  learnerCourseId: string;
  title: string;
  summary: string;
  competency: string;
  version: number;
  classId: string | null;
  className: string | null;
  startedAt: string;
  completedAt: string | null;
  certificateNumber: string | null;
  progressPercent: number;
  /** The first activity not done (the continue button). */
  nextActivityId: string | null;
  secondsSpent: number;
  modules: LearnerModule[];
}

/** POST .../activities/{activityId}/progress: what the player reports. */
export interface ProgressReport {
  /** Seconds spent since the last report (bounded by the gateway). */
  seconds: number;
  position?: ActivityPosition;
}

/** The answer to a progress report: the activity's progress and the course's state. */
export interface ProgressAnswer {
  activityId: string;
  progress: ActivityProgressView;
  courseProgressPercent: number;
  completedAt: string | null;
}
