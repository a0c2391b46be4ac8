import type { FastifyInstance } from 'fastify';
import { COLLECTIONS, GLOBAL_SLUGS, type Category, type Collection } from '../../../../src/core/content/types';
import { containsPattern } from '../../../../src/core/catalogue/adminList';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { badRequest, HttpError, notFound } from '../../platform/httpError';
import { contentRange, adminListQuery, parseAdminListQuery, type AdminListQuery } from './adminQuery';
import { COLLECTION_RULES, slugify } from './collections';
import { collectionBodies, globalBody, idParams } from './schemas';
import {
  countInCategory,
  createItem,
  deleteItem,
  itemById,
  itemBySlug,
  listItems,
  readGlobal,
  refreshCategoryCopies,
  updateItem,
  writeGlobal,
  type ItemWrite,
} from './store';

const operator = { policy: ['Admin'] } as const;
type Body = Record<string, unknown>;

/**
 * The operator console's content routes (main family, ra-data-simple-rest conventions: a list answers with
 * Content-Range): one resource per collection, /content-{collection} (the operator menu's segment of the same name),
 * the global pages under /content-globals and the contact messages (read only) under /content-messages. Every change calls `changed`, which empties the content caches.
 */
export async function adminContentRoutes(app: FastifyInstance, { ctx, changed }: { ctx: AppContext; changed: () => void }) {
  for (const collection of COLLECTIONS) registerCollection(app, ctx, collection, changed);

  app.get('/content-globals', { config: operator }, async (request, reply) => {
    const rows = await ctx.db.selectFrom('content_globals').select(['slug', 'data']).orderBy('slug').execute();
    reply.header('content-range', contentRange('content-globals', 0, rows.length, rows.length));
    return envelope(request, reply, rows.map((row) => ({ id: row.slug, ...(row.data as Body) })));
  });

  const slugParams = { type: 'object', properties: { id: { type: 'string', enum: GLOBAL_SLUGS } }, required: ['id'] } as const;
  app.get<{ Params: { id: string } }>('/content-globals/:id', { schema: { params: slugParams }, config: operator }, async (request, reply) => {
    const data = await readGlobal<Body>(ctx.db, request.params.id);
    if (!data) throw notFound();
    return envelope(request, reply, { id: request.params.id, ...data });
  });

  app.put<{ Params: { id: string }; Body: Body }>(
    '/content-globals/:id',
    { schema: { params: slugParams, body: globalBody }, config: operator },
    async (request, reply) => {
      const slug = request.params.id;
      const before = await readGlobal<Body>(ctx.db, slug);
      if (!before) throw notFound();
      const { id: _id, ...data } = request.body;
      // A page's sections are what its screen draws: the operator edits them, never adds or drops one.
      const same = Object.keys(data).sort().join() === Object.keys(before).sort().join();
      if (!same) throw badRequest('sections', { sections: 'content.shapeChanged' });
      await writeGlobal(ctx.db, slug, data);
      changed();
      return envelope(request, reply, { id: slug, ...data }, 'content.saved');
    },
  );

  app.get<{ Querystring: AdminListQuery }>('/content-messages', { schema: { querystring: adminListQuery }, config: operator }, async (request, reply) => {
    const query = parseAdminListQuery(request.query);
    let base = ctx.db.selectFrom('contact_messages');
    if (query.q) {
      const pattern = containsPattern(query.q);
      base = base.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern), eb('affiliation', 'ilike', pattern)]));
    }
    if (query.ids) base = base.where('id', 'in', query.ids.length > 0 ? query.ids : [0]);
    const [rows, count] = await Promise.all([
      base
        .select(['id', 'name', 'email', 'affiliation', 'messages', 'created_at as createdAt'])
        .orderBy(query.order.by === 'id' ? 'id' : 'created_at', query.order.direction)
        .orderBy('id', query.order.direction)
        .limit(query.limit)
        .offset(query.first)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    reply.header('content-range', contentRange('content-messages', query.first, rows.length, Number(count.total)));
    return envelope(request, reply, rows);
  });

  app.get<{ Params: { id: string } }>('/content-messages/:id', { schema: { params: idParams }, config: operator }, async (request, reply) => {
    const row = await ctx.db
      .selectFrom('contact_messages')
      .select(['id', 'name', 'email', 'affiliation', 'messages', 'created_at as createdAt'])
      .where('id', '=', Number(request.params.id))
      .executeTakeFirst();
    if (!row) throw notFound();
    return envelope(request, reply, row);
  });
}

function registerCollection(app: FastifyInstance, ctx: AppContext, collection: Collection, changed: () => void) {
  const rules = COLLECTION_RULES[collection];
  const schema = collectionBodies[collection];
  const base = `/content-${collection}`;
  // The collections whose documents carry one of this collection's documents as their category.
  const dependents = COLLECTIONS.flatMap((other) => {
    const category = COLLECTION_RULES[other].category;
    return category?.from === collection ? [{ collection: other, field: category.field }] : [];
  });

  /** The document to store: the schema's fields only, the category whole, the slug free and given. */
  async function toWrite(body: Body, id: number | undefined): Promise<ItemWrite> {
    const data: Body = {};
    for (const key of Object.keys(schema.properties)) if (body[key] !== undefined) data[key] = body[key];
    for (const [key, value] of Object.entries(rules.defaults ?? {})) data[key] ??= value;
    let categoryId: number | null = null;
    if (rules.category) {
      const ref = data[rules.category.field] as { id: number };
      const category = await itemById<Category>(ctx.db, rules.category.from, ref.id);
      if (!category) throw badRequest(rules.category.field, { [rules.category.field]: 'content.unknownCategory' });
      data[rules.category.field] = category;
      categoryId = category.id;
    }
    let slug: string | null = null;
    if (rules.slug) {
      slug = typeof data.slug === 'string' && data.slug !== '' ? data.slug : slugify(String(data[rules.slug.from]));
      const other = await itemBySlug<{ id: number }>(ctx.db, collection, slug);
      if (!slug || (other && other.id !== id)) throw badRequest('slug', { slug: 'content.slugTaken' });
      data.slug = slug;
    }
    if (collection === 'news') data.createdDate = data.createdDate ?? null;
    return { slug, categoryId, data };
  }

  app.get<{ Querystring: AdminListQuery }>(base, { schema: { querystring: adminListQuery }, config: operator }, async (request, reply) => {
    const query = parseAdminListQuery(request.query);
    const search = query.q ? { text: query.q, fields: rules.searchFields } : undefined;
    const { rows, total } = await listItems<Body>(ctx.db, collection, {
      categoryId: query.categoryId,
      ids: query.ids,
      search,
      limit: query.limit,
      offset: query.first,
      order: query.order,
    });
    reply.header('content-range', contentRange(`content-${collection}`, query.first, rows.length, total));
    return envelope(request, reply, rows.map((row) => row.data));
  });

  app.get<{ Params: { id: string } }>(`${base}/:id`, { schema: { params: idParams }, config: operator }, async (request, reply) => {
    const item = await itemById(ctx.db, collection, Number(request.params.id));
    if (!item) throw notFound();
    return envelope(request, reply, item);
  });

  app.post<{ Body: Body }>(base, { schema: { body: schema }, config: operator }, async (request, reply) => {
    const createdAt = new Date();
    const write = await toWrite(request.body, undefined);
    // News carries its creation time in the document (SPEC 3's createdAt), like the seeded items.
    if (collection === 'news') write.data.createdAt = createdAt.toISOString();
    const id = await createItem(ctx.db, collection, write, createdAt);
    changed();
    return envelope(request, reply, await itemById(ctx.db, collection, id), 'content.saved', 201);
  });

  app.put<{ Params: { id: string }; Body: Body }>(`${base}/:id`, { schema: { params: idParams, body: schema }, config: operator }, async (request, reply) => {
    const id = Number(request.params.id);
    const before = await itemById<Body>(ctx.db, collection, id);
    if (!before) throw notFound();
    const write = await toWrite(request.body, id);
    if (collection === 'news') write.data.createdAt = before.createdAt;
    await ctx.db.transaction().execute(async (trx) => {
      await updateItem(trx, collection, id, write);
      for (const dependent of dependents) await refreshCategoryCopies(trx, dependent.collection, dependent.field, { ...write.data, id });
    });
    changed();
    return envelope(request, reply, await itemById(ctx.db, collection, id), 'content.saved');
  });

  app.delete<{ Params: { id: string } }>(`${base}/:id`, { schema: { params: idParams }, config: operator }, async (request, reply) => {
    const id = Number(request.params.id);
    const before = await itemById(ctx.db, collection, id);
    if (!before) throw notFound();
    // A category still in use stays: its documents would name a category that no list offers.
    for (const dependent of dependents) if ((await countInCategory(ctx.db, dependent.collection, id)) > 0) throw new HttpError(409, 'content.categoryInUse');
    if (!(await deleteItem(ctx.db, collection, id))) throw notFound();
    changed();
    return envelope(request, reply, before, 'content.deleted');
  });
}
