import type { CourseActivity } from '@core/learning/courseDocument';

/** The OJT task inside the player (being built by H3b). */
export function OjtTaskPanel(_props: { courseId: string; activity: CourseActivity }) {
  return null;
}
