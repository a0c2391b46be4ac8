import { listQuerySchema, parseListQuery, type ListQueryText } from '../../../../src/core/catalogue/adminList';
import { badRequest } from '../../platform/httpError';

export { contentRange } from '../../../../src/core/catalogue/adminList';

/** ra-data-simple-rest's list query, as every operator list reads it (src/core/catalogue/adminList.ts). */
export const adminListQuery = listQuerySchema;
export type AdminListQuery = ListQueryText;

export interface ParsedListQuery {
  q?: string;
  categoryId?: number;
  ids?: number[];
  first: number;
  limit: number;
  order: { by: 'id' | 'created_at'; direction: 'asc' | 'desc' };
}

/** The content lists filter by category and sort by creation (the default, newest first) or id; a bad value is a 400. */
export function parseAdminListQuery(query: AdminListQuery): ParsedListQuery {
  const parsed = parseListQuery(query, { categoryId: 'integer' }, ['createdAt', 'id']);
  if ('invalid' in parsed) throw badRequest(parsed.invalid);
  const { filter, q, ids, first, limit, sort, direction } = parsed.query;
  return { q, categoryId: filter.categoryId as number | undefined, ids, first, limit, order: { by: sort === 'id' ? 'id' : 'created_at', direction } };
}
