
/** Being built by H3b (issue 16, class operations). */
export function OjtGradingPage(_props: { classId: string }) {
  return null;
}
