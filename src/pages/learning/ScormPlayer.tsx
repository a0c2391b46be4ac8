import type { CourseActivity } from '@core/learning/courseDocument';

/** What the player learns from the lesson's commits (H2a refreshes the outline's progress). */
export interface ScormProgress {
  isDone: boolean;
  score: number | null;
}

/** The SCORM lesson inside the course player (the body follows in this slice). */
export function ScormPlayer(_props: { courseId: string; activity: CourseActivity; onProgress?: (progress: ScormProgress) => void }) {
  return null;
}
