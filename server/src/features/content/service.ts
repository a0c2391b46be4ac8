import { parseListQuery } from '@core/catalogue/adminList';
import type { ListQueryText } from '@core/catalogue/adminList.contract';
import { COLLECTIONS, type Category, type Collection } from '@core/content/types';
import type { Db } from '../../db/connect';
import { badRequest } from '../../platform/httpError';
import { COLLECTION_RULES, slugify } from './collections';
import { itemById, itemBySlug, type ItemWrite } from './queries';
import { collectionBodies } from './schemas';

export type Document = Record<string, unknown>;

export interface ParsedListQuery {
  q?: string;
  categoryId?: number;
  ids?: number[];
  first: number;
  limit: number;
  order: { by: 'id' | 'created_at'; direction: 'asc' | 'desc' };
}

/** The content lists filter by category and sort by creation (the default, newest first) or id; a bad value is a 400. */
export function parseOperatorListQuery(query: ListQueryText): ParsedListQuery {
  const parsed = parseListQuery(query, { categoryId: 'integer' }, ['createdAt', 'id']);
  if ('invalid' in parsed) throw badRequest(parsed.invalid);
  const { filter, q, ids, first, limit, sort, direction } = parsed.query;
  return { q, categoryId: filter.categoryId as number | undefined, ids, first, limit, order: { by: sort === 'id' ? 'id' : 'created_at', direction } };
}

/** The collections whose documents carry one of this collection's documents as their category. */
export function dependentsOf(collection: Collection): { collection: Collection; field: string }[] {
  return COLLECTIONS.flatMap((other) => {
    const category = COLLECTION_RULES[other].category;
    return category?.from === collection ? [{ collection: other, field: category.field }] : [];
  });
}

/**
 * The document to store from what the operator's form sent: the schema's fields only, the defaults of what it left
 * out, the category whole (400 when unknown), the slug free (400 when another document has it) and given.
 */
export async function documentToStore(db: Db, collection: Collection, body: Document, id: number | undefined): Promise<ItemWrite> {
  const rules = COLLECTION_RULES[collection];
  const data: Document = {};
  for (const key of Object.keys(collectionBodies[collection].properties)) if (body[key] !== undefined) data[key] = body[key];
  for (const [key, value] of Object.entries(rules.defaults ?? {})) data[key] ??= value;
  let categoryId: number | null = null;
  if (rules.category) {
    const ref = data[rules.category.field] as { id: number };
    const category = await itemById<Category>(db, rules.category.from, ref.id);
    if (!category) throw badRequest(rules.category.field, { [rules.category.field]: 'content.unknownCategory' });
    data[rules.category.field] = category;
    categoryId = category.id;
  }
  let slug: string | null = null;
  if (rules.slug) {
    slug = typeof data.slug === 'string' && data.slug !== '' ? data.slug : slugify(String(data[rules.slug.from]));
    const other = await itemBySlug<{ id: number }>(db, collection, slug);
    if (!slug || (other && other.id !== id)) throw badRequest('slug', { slug: 'content.slugTaken' });
    data.slug = slug;
  }
  if (collection === 'news') data.createdDate = data.createdDate ?? null;
  return { slug, categoryId, data };
}
