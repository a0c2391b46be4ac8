/**
 * ra-data-simple-rest's list query (filter={json}, range=[first,last], sort=["field","ASC"]) for the operator
 * console's catalogue, order and configuration lists. Pure: the gateway turns `invalid` into a 400.
 */
import type { ListQueryText } from './adminList.contract';

export type FilterType = 'string' | 'integer' | 'boolean';

export interface ListQuery<F extends string, S extends string> {
  filter: Partial<Record<F, string | number | boolean>>;
  q?: string;
  /** react-admin's getMany (a reference field): filter {"id": [1, 2]}, whole numbers. */
  ids?: number[];
  first: number;
  limit: number;
  sort: S;
  direction: 'asc' | 'desc';
}

export const MAX_LIST_PAGE = 100;

function parseJson(value: string | undefined): { value: unknown } | undefined {
  if (value === undefined) return { value: undefined };
  try {
    return { value: JSON.parse(value) };
  } catch {
    return undefined;
  }
}

const matches = (value: unknown, type: FilterType) => (type === 'integer' ? Number.isInteger(value) : typeof value === type);

/**
 * Reads the query against the filters a list knows (`q` is the search text of any list) and the fields it sorts
 * by (the first is the default, newest first). Unknown filters are ignored, as react-admin may send its own.
 */
export function parseListQuery<F extends string, S extends string>(
  text: ListQueryText,
  filters: Record<F, FilterType>,
  sorts: readonly [S, ...S[]],
): { query: ListQuery<F, S> } | { invalid: string } {
  const filter = parseJson(text.filter);
  const range = parseJson(text.range);
  const sort = parseJson(text.sort);
  if (!filter || (filter.value !== undefined && (typeof filter.value !== 'object' || filter.value === null || Array.isArray(filter.value))))
    return { invalid: 'filter' };
  if (!range || (range.value !== undefined && !isRange(range.value))) return { invalid: 'range' };
  if (!sort || (sort.value !== undefined && !isSort(sort.value))) return { invalid: 'sort' };
  const given = (filter.value ?? {}) as Record<string, unknown>;
  const chosen: Partial<Record<F, string | number | boolean>> = {};
  for (const [name, type] of Object.entries(filters) as [F, FilterType][]) {
    const value = given[name];
    if (value === undefined || value === '' || value === null) continue;
    if (!matches(value, type) || (type === 'string' && (value as string).length > 100)) return { invalid: `filter.${name}` };
    chosen[name] = value as string | number | boolean;
  }
  const q = given.q;
  if (q !== undefined && (typeof q !== 'string' || q.length > 100)) return { invalid: 'filter.q' };
  const ids = given.id === undefined ? undefined : [given.id].flat();
  if (ids && (ids.length > MAX_LIST_PAGE || !ids.every((id) => Number.isInteger(id)))) return { invalid: 'filter.id' };
  const [first, last] = (range.value as [number, number] | undefined) ?? [0, 24];
  const [field, order] = (sort.value as [string, string] | undefined) ?? [sorts[0], 'DESC'];
  return {
    query: {
      filter: chosen,
      q: typeof q === 'string' && q.trim() ? q.trim() : undefined,
      ids: ids as number[] | undefined,
      first,
      limit: Math.min(MAX_LIST_PAGE, last - first + 1),
      sort: (sorts as readonly string[]).includes(field) ? (field as S) : sorts[0],
      direction: order === 'ASC' ? 'asc' : 'desc',
    },
  };
}

function isRange(value: unknown): value is [number, number] {
  return Array.isArray(value) && value.length === 2 && value.every((n) => Number.isInteger(n) && n >= 0) && value[1] >= value[0];
}

function isSort(value: unknown): value is [string, string] {
  return Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string');
}

/** The header ra-data-simple-rest reads the total from. */
export function contentRange(resource: string, first: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${first}-${first + count - 1}/${total}`;
}

/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
