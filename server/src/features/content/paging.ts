import type { Docs, PagedList } from '@core/content/contract';

/** Page numbers from the query (validated patterns), with the defaults the site's calls use. */
export function pageOf(query: { limit?: string; page?: string }, defaultLimit: number): { limit: number; page: number; offset: number } {
  const limit = query.limit ? Number(query.limit) : defaultLimit;
  const page = query.page ? Number(query.page) : 1;
  return { limit, page, offset: (page - 1) * limit };
}

export const totalPagesOf = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

export function pagedList<T>(data: T[], total: number, page: number, limit: number): PagedList<T> {
  return { data, page, totalPages: totalPagesOf(total, limit) };
}

/** Payload's listing of a collection. */
export function docsOf<T>(docs: T[], total: number, page: number, limit: number): Docs<T> {
  const totalPages = totalPagesOf(total, limit);
  return { docs, totalDocs: total, limit, page, totalPages, hasPrevPage: page > 1, hasNextPage: page < totalPages };
}
