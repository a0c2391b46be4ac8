/** The learner's rating and comment on one course. */
export function CourseFeedback(_props: { courseId: string }) {
  return null;
}
