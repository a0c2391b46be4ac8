/**
 * A react-admin form's values in the shape of `empty`: react-admin's inputs give null for an emptied field (its
 * default parse), while the pure rules and the bodies the pages send read strings, so each null or missing field
 * takes its empty value ('' for text, false for a switch, the empty object for a group such as an address).
 */
export function filledValues<T extends object>(values: Record<string, unknown>, empty: T): T {
  const filled = Object.entries(empty).map(([name, blank]) => [name, values[name] ?? blank]);
  return Object.fromEntries(filled) as T;
}
