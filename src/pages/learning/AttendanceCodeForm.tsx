
/** Being built by H3b (issue 16, class operations). */
export function AttendanceCodeForm(_props: { courseId: string }) {
  return null;
}
