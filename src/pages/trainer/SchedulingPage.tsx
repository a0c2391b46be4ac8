
/** Being built by H3b (issue 16, class operations). */
export function SchedulingPage() {
  return null;
}
