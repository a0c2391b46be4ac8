
/** Being built by H3b (issue 16, class operations). */
export function AttendanceSheet(_props: { classId: string; sessionId: string }) {
  return null;
}
