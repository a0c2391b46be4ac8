/**
 * The lists inside content documents (a partner's numbers, FAQs, products, their pictures) carry an id per item that
 * the public pages key on. An item the operator adds has none: it gets the next free one, and existing ids stay.
 */
export function withItemIds<T extends object>(items: readonly T[] | null | undefined): (T & { id: number })[] {
  const list = items ?? [];
  const idOf = (item: T) => (item as { id?: unknown }).id;
  let next = Math.max(0, ...list.map((item) => (Number.isInteger(idOf(item)) ? (idOf(item) as number) : 0))) + 1;
  return list.map((item) => (Number.isInteger(idOf(item)) ? (item as T & { id: number }) : { ...item, id: next++ }));
}
