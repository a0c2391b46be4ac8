
/** Being built by H3b (issue 16, class operations). */
export function OjtTasksPage() {
  return null;
}
