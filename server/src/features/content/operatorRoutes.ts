import { contentRange } from '@core/catalogue/adminList';
import { COLLECTIONS, type Collection } from '@core/content/types';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { badRequest, HttpError, notFound } from '../../platform/httpError';
import type { ContractedApp } from '../../platform/typeProvider';
import { COLLECTION_RULES } from './collections';
import {
  allGlobals,
  contactMessageById,
  countInCategory,
  createItem,
  deleteItem,
  itemById,
  listContactMessages,
  listItems,
  readGlobal,
  refreshCategoryCopies,
  updateItem,
  writeGlobal,
} from './queries';
import {
  collectionBodies,
  contactMessageEnvelope,
  contactMessagesEnvelope,
  createdDocumentEnvelope,
  documentEnvelope,
  documentsEnvelope,
  globalBody,
  idParams,
  operatorGlobalParams,
  operatorListQuery,
} from './schemas';
import { dependentsOf, documentToStore, parseOperatorListQuery, type Document } from './service';

const operator = { policy: ['Admin'] } as const;

/**
 * The operator console's content routes (main family, ra-data-simple-rest conventions: a list answers with
 * Content-Range): one resource per collection, /content-{collection} (the operator menu's segment of the same name),
 * the global pages under /content-globals and the contact messages (read only) under /content-messages. Every change
 * calls `changed`, which empties the content caches.
 */
export async function operatorRoutes(app: ContractedApp, { ctx, changed }: { ctx: AppContext; changed: () => void }) {
  for (const collection of COLLECTIONS) collectionRoutes(app, ctx, collection, changed);

  app.get('/api/main/content-globals', { schema: { response: documentsEnvelope }, config: operator }, async (request, reply) => {
    const rows = await allGlobals(ctx.db);
    reply.header('content-range', contentRange('content-globals', 0, rows.length, rows.length));
    return envelope(
      request,
      reply,
      rows.map((row) => ({ id: row.slug, ...(row.data as Document) })),
    );
  });

  app.get(
    '/api/main/content-globals/:id',
    { schema: { params: operatorGlobalParams, response: documentEnvelope }, config: operator },
    async (request, reply) => {
      const data = await readGlobal<Document>(ctx.db, request.params.id);
      if (!data) throw notFound();
      return envelope(request, reply, { id: request.params.id, ...data });
    },
  );

  app.put(
    '/api/main/content-globals/:id',
    { schema: { params: operatorGlobalParams, body: globalBody, response: documentEnvelope }, config: operator },
    async (request, reply) => {
      const slug = request.params.id;
      const before = await readGlobal<Document>(ctx.db, slug);
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

  app.get(
    '/api/main/content-messages',
    { schema: { querystring: operatorListQuery, response: contactMessagesEnvelope }, config: operator },
    async (request, reply) => {
      const query = parseOperatorListQuery(request.query);
      const { rows, total } = await listContactMessages(ctx.db, {
        q: query.q,
        ids: query.ids,
        limit: query.limit,
        offset: query.first,
        order: query.order,
      });
      reply.header('content-range', contentRange('content-messages', query.first, rows.length, total));
      return envelope(request, reply, rows);
    },
  );

  app.get(
    '/api/main/content-messages/:id',
    { schema: { params: idParams, response: contactMessageEnvelope }, config: operator },
    async (request, reply) => {
      const row = await contactMessageById(ctx.db, Number(request.params.id));
      if (!row) throw notFound();
      return envelope(request, reply, row);
    },
  );
}

/** One collection's list, read, create, update and delete. */
function collectionRoutes(app: ContractedApp, ctx: AppContext, collection: Collection, changed: () => void) {
  const rules = COLLECTION_RULES[collection];
  const body = collectionBodies[collection];
  const base = `/api/main/content-${collection}`;
  const dependents = dependentsOf(collection);

  app.get(base, { schema: { querystring: operatorListQuery, response: documentsEnvelope }, config: operator }, async (request, reply) => {
    const query = parseOperatorListQuery(request.query);
    const search = query.q ? { text: query.q, fields: rules.searchFields } : undefined;
    const { rows, total } = await listItems<Document>(ctx.db, collection, {
      categoryId: query.categoryId,
      ids: query.ids,
      search,
      limit: query.limit,
      offset: query.first,
      order: query.order,
    });
    reply.header('content-range', contentRange(`content-${collection}`, query.first, rows.length, total));
    return envelope(
      request,
      reply,
      rows.map((row) => row.data),
    );
  });

  app.get(`${base}/:id`, { schema: { params: idParams, response: documentEnvelope }, config: operator }, async (request, reply) => {
    const item = await itemById(ctx.db, collection, Number(request.params.id));
    if (!item) throw notFound();
    return envelope(request, reply, item);
  });

  app.post(base, { schema: { body, response: createdDocumentEnvelope }, config: operator }, async (request, reply) => {
    const createdAt = new Date();
    const write = await documentToStore(ctx.db, collection, request.body, undefined);
    // News carries its creation time in the document (SPEC 3's createdAt), like the seeded items.
    if (collection === 'news') write.data.createdAt = createdAt.toISOString();
    const id = await createItem(ctx.db, collection, write, createdAt);
    changed();
    return envelope(request, reply, await itemById(ctx.db, collection, id), 'content.saved', 201);
  });

  app.put(`${base}/:id`, { schema: { params: idParams, body, response: documentEnvelope }, config: operator }, async (request, reply) => {
    const id = Number(request.params.id);
    const before = await itemById<Document>(ctx.db, collection, id);
    if (!before) throw notFound();
    const write = await documentToStore(ctx.db, collection, request.body, id);
    if (collection === 'news') write.data.createdAt = before.createdAt;
    await ctx.db.transaction().execute(async (trx) => {
      await updateItem(trx, collection, id, write);
      for (const dependent of dependents) await refreshCategoryCopies(trx, dependent.collection, dependent.field, { ...write.data, id });
    });
    changed();
    return envelope(request, reply, await itemById(ctx.db, collection, id), 'content.saved');
  });

  app.delete(`${base}/:id`, { schema: { params: idParams, response: documentEnvelope }, config: operator }, async (request, reply) => {
    const id = Number(request.params.id);
    const before = await itemById(ctx.db, collection, id);
    if (!before) throw notFound();
    // A category still in use stays: its documents would name a category that no list offers.
    for (const dependent of dependents)
      if ((await countInCategory(ctx.db, dependent.collection, id)) > 0) throw new HttpError(409, 'content.categoryInUse');
    if (!(await deleteItem(ctx.db, collection, id))) throw notFound();
    changed();
    return envelope(request, reply, before, 'content.deleted');
  });
}
