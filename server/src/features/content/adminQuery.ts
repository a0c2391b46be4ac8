import { badRequest } from '../../platform/httpError';

/**
 * ra-data-simple-rest's list query: filter={json}, range=[first,last], sort=["field","ASC"]. Parsed here so a bad
 * value is a 400, never a thrown JSON error.
 */
export const adminListQuery = {
  type: 'object',
  properties: { filter: { type: 'string', maxLength: 2000 }, range: { type: 'string', maxLength: 40 }, sort: { type: 'string', maxLength: 100 } },
  additionalProperties: false,
} as const;

export interface AdminListQuery {
  filter?: string;
  range?: string;
  sort?: string;
}

export interface ParsedListQuery {
  q?: string;
  categoryId?: number;
  ids?: number[];
  first: number;
  limit: number;
  order: { by: 'id' | 'created_at'; direction: 'asc' | 'desc' };
}

const MAX_PAGE = 100;

function json(value: string | undefined, name: string): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(name);
  }
}

export function parseAdminListQuery(query: AdminListQuery): ParsedListQuery {
  const filter = (json(query.filter, 'filter') ?? {}) as Record<string, unknown>;
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw badRequest('filter');
  const range = json(query.range, 'range') ?? [0, 24];
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0]) throw badRequest('range');
  const sort = json(query.sort, 'sort') ?? ['createdAt', 'DESC'];
  if (!Array.isArray(sort) || sort.length !== 2) throw badRequest('sort');
  const ids = filter.id === undefined ? undefined : [filter.id].flat();
  if (ids && !ids.every((id) => Number.isInteger(id))) throw badRequest('filter.id');
  const q = filter.q;
  if (q !== undefined && (typeof q !== 'string' || q.length > 100)) throw badRequest('filter.q');
  const categoryId = filter.categoryId;
  if (categoryId !== undefined && !Number.isInteger(categoryId)) throw badRequest('filter.categoryId');
  return {
    q,
    categoryId: categoryId as number | undefined,
    ids: ids as number[] | undefined,
    first: range[0] as number,
    limit: Math.min(MAX_PAGE, (range[1] as number) - (range[0] as number) + 1),
    order: { by: sort[0] === 'id' ? 'id' : 'created_at', direction: sort[1] === 'ASC' ? 'asc' : 'desc' },
  };
}

/** The header ra-data-simple-rest reads the total from. */
export function contentRange(resource: string, first: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${first}-${first + count - 1}/${total}`;
}
