
/** Being built by H3b (issue 16, class operations). */
export function VrResultList() {
  return null;
}
