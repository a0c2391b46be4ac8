/**
 * Moves focus to the first field (in form order) that has an error, so keyboard and screen-reader users land
 * on what needs fixing. The field elements exist already; only their error text renders later.
 * Returns whether there was an error.
 */
export function focusFirstError(formId: string, errors: Partial<Record<string, string>>, order: readonly string[]): boolean {
  const first = order.find((field) => errors[field]);
  if (!first) return false;
  document.getElementById(`${formId}-${first}`)?.focus();
  return true;
}
