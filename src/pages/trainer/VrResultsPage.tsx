
/** Being built by H3b (issue 16, class operations). */
export function VrResultsPage(_props: { classId: string }) {
  return null;
}
