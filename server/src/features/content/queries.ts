import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { containsPattern } from '@core/catalogue/adminList';

/** Reads and writes of the content tables (Payload-style JSON documents, whole) and of the contact messages. */

export async function readGlobal<T = unknown>(db: Db, slug: string): Promise<T | undefined> {
  const row = await db.selectFrom('content_globals').select('data').where('slug', '=', slug).executeTakeFirst();
  return row?.data as T | undefined;
}

export async function writeGlobal(db: Db, slug: string, data: unknown): Promise<void> {
  await db
    .updateTable('content_globals')
    .set({ data: JSON.stringify(data), updated_at: new Date() })
    .where('slug', '=', slug)
    .execute();
}

export interface ListQuery {
  categoryId?: number;
  /** Case-insensitive text searched in these fields of the document. */
  search?: { text: string; fields: string[] };
  limit: number;
  offset: number;
  /** Newest first unless told (the operator console sorts its lists). */
  order?: { by: 'id' | 'created_at'; direction: 'asc' | 'desc' };
  ids?: number[];
}

export interface ItemRow<T> {
  id: number;
  data: T;
}

/** A page of a collection, newest first, and how many documents match. */
export async function listItems<T>(db: Db, collection: string, query: ListQuery): Promise<{ rows: ItemRow<T>[]; total: number }> {
  let base = db.selectFrom('content_items').where('collection', '=', collection);
  if (query.categoryId !== undefined) base = base.where('category_id', '=', query.categoryId);
  if (query.ids) base = base.where('id', 'in', query.ids.length > 0 ? query.ids : [0]);
  const search = query.search;
  if (search && search.text.trim() !== '') {
    // LIKE's own wildcards in the visitor's text are matched literally.
    const pattern = containsPattern(search.text.trim());
    base = base.where((eb) => eb.or(search.fields.map((field) => eb(sql<string>`data->>${field}`, 'ilike', pattern))));
  }
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'data'])
      .orderBy(query.order?.by ?? 'created_at', query.order?.direction ?? 'desc')
      .orderBy('id', query.order?.direction ?? 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => ({ id: row.id, data: row.data as T })), total: Number(count.total) };
}

export async function itemById<T>(db: Db, collection: string, id: number): Promise<T | undefined> {
  const row = await db.selectFrom('content_items').select('data').where('collection', '=', collection).where('id', '=', id).executeTakeFirst();
  return row?.data as T | undefined;
}

export async function itemBySlug<T>(db: Db, collection: string, slug: string): Promise<T | undefined> {
  const row = await db.selectFrom('content_items').select('data').where('collection', '=', collection).where('slug', '=', slug).executeTakeFirst();
  return row?.data as T | undefined;
}

export interface ItemWrite {
  slug: string | null;
  categoryId: number | null;
  data: Record<string, unknown>;
}

/** A new document with the next id of its collection; its id is part of the document too. */
export async function createItem(db: Db, collection: string, write: ItemWrite, createdAt: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const max = await trx
      .selectFrom('content_items')
      .select((eb) => eb.fn.max<number | null>('id').as('max'))
      .where('collection', '=', collection)
      .executeTakeFirstOrThrow();
    const id = (max.max ?? 0) + 1;
    await trx
      .insertInto('content_items')
      .values({ collection, id, slug: write.slug, category_id: write.categoryId, data: JSON.stringify({ ...write.data, id }), created_at: createdAt })
      .execute();
    return id;
  });
}

export async function updateItem(db: Db, collection: string, id: number, write: ItemWrite): Promise<boolean> {
  const result = await db
    .updateTable('content_items')
    .set({ slug: write.slug, category_id: write.categoryId, data: JSON.stringify({ ...write.data, id }), updated_at: new Date() })
    .where('collection', '=', collection)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteItem(db: Db, collection: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('content_items').where('collection', '=', collection).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function allItems<T>(db: Db, collection: string): Promise<T[]> {
  const rows = await db.selectFrom('content_items').select('data').where('collection', '=', collection).orderBy('id').execute();
  return rows.map((row) => row.data as T);
}

/** Copies a renamed category into the documents that carry it whole (SPEC 7's shapes), so every page shows the new titles. */
export async function refreshCategoryCopies(db: Db, collection: string, field: string, category: { id: number }): Promise<void> {
  await db
    .updateTable('content_items')
    .set({ data: sql`jsonb_set(data, array[${field}]::text[], cast(${JSON.stringify(category)} as jsonb))` })
    .where('collection', '=', collection)
    .where('category_id', '=', category.id)
    .execute();
}

export async function countInCategory(db: Db, collection: string, categoryId: number): Promise<number> {
  const row = await db
    .selectFrom('content_items')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('collection', '=', collection)
    .where('category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Every global page, by slug (the operator console's list). */
export function allGlobals(db: Db) {
  return db.selectFrom('content_globals').select(['slug', 'data']).orderBy('slug').execute();
}

export interface StoredContactMessage {
  id: number;
  name: string;
  email: string;
  affiliation: string;
  messages: string;
  createdAt: string;
}

const contactMessageColumns = ['id', 'name', 'email', 'affiliation', 'messages', 'created_at as createdAt'] as const;
const withIsoTime = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Stores a visitor's contact message. */
export async function insertContactMessage(db: Db, message: Omit<StoredContactMessage, 'id' | 'createdAt'>): Promise<StoredContactMessage> {
  const row = await db.insertInto('contact_messages').values(message).returning(contactMessageColumns).executeTakeFirstOrThrow();
  return withIsoTime(row);
}

export interface ContactMessageQuery {
  q?: string;
  ids?: number[];
  limit: number;
  offset: number;
  order: { by: 'id' | 'created_at'; direction: 'asc' | 'desc' };
}

/** A page of the contact messages (searched in name, e-mail and affiliation) and how many match. */
export async function listContactMessages(db: Db, query: ContactMessageQuery): Promise<{ rows: StoredContactMessage[]; total: number }> {
  let base = db.selectFrom('contact_messages');
  if (query.q) {
    const pattern = containsPattern(query.q);
    base = base.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern), eb('affiliation', 'ilike', pattern)]));
  }
  if (query.ids) base = base.where('id', 'in', query.ids.length > 0 ? query.ids : [0]);
  const [rows, count] = await Promise.all([
    base
      .select(contactMessageColumns)
      .orderBy(query.order.by, query.order.direction)
      .orderBy('id', query.order.direction)
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(withIsoTime), total: Number(count.total) };
}

export async function contactMessageById(db: Db, id: number): Promise<StoredContactMessage | undefined> {
  const row = await db.selectFrom('contact_messages').select(contactMessageColumns).where('id', '=', id).executeTakeFirst();
  return row && withIsoTime(row);
}

/** What the sitemap lists: the news articles' slugs and the partners' ids. */
export async function sitemapEntries(db: Db): Promise<{ slugs: string[]; partners: number[] }> {
  const rows = await db
    .selectFrom('content_items')
    .select(['collection', 'id', 'slug'])
    .where('collection', 'in', ['news', 'partners'])
    .orderBy('collection')
    .orderBy('id')
    .execute();
  return {
    slugs: rows.filter((row) => row.collection === 'news' && row.slug).map((row) => row.slug!),
    partners: rows.filter((row) => row.collection === 'partners').map((row) => row.id),
  };
}
