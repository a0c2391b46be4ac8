import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { contentRange, containsPattern, listQuerySchema, parseListQuery, type ListQueryText } from '../../../../src/core/catalogue/adminList';
import { groupOf, isProgramKind, subProgramOf } from '../../../../src/core/rules/programLinks';
import type { AppContext } from '../../context';
import type { ProgramsTable } from '../../db/schema';
import { envelope } from '../../platform/envelope';
import { badRequest, HttpError, notFound } from '../../platform/httpError';
import { categoryBody, programBody, programIdParams, type CategoryBody, type ProgramBody } from './adminSchemas';
import { coverRoute } from './coverRoute';
import { toIsoDate } from './queries';

const operator = { policy: ['Admin'] } as const;

/** A program row as the console edits it. */
export function programRecord(row: Omit<Selectable<ProgramsTable>, 'search' | 'activities'>) {
  return {
    id: row.id,
    kind: row.kind,
    subProgramId: row.sub_program_id,
    groupProgram: row.group_program,
    categoryId: row.category_id,
    titleId: row.title_id,
    titleEn: row.title_en,
    descriptionId: row.description_id,
    descriptionEn: row.description_en,
    competencyId: row.competency_id,
    competencyEn: row.competency_en,
    price: Number(row.price),
    discount: Number(row.discount),
    cover: row.cover,
    published: row.published,
    availableFrom: row.available_from ? toIsoDate(row.available_from) : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const PROGRAM_COLUMNS = [
  'id', 'kind', 'sub_program_id', 'group_program', 'category_id', 'title_id', 'title_en', 'description_id', 'description_en',
  'competency_id', 'competency_en', 'price', 'discount', 'cover', 'published', 'available_from', 'created_at', 'updated_at',
] as const;

/**
 * The operator console's catalogue (main family, ra-data-simple-rest conventions: lists answer with Content-Range):
 * /admin-programs (every kind; publishing is the `published` field), /admin-categories (competency categories) and
 * the companies' requests, read only, under /admin-company-requests. A change calls `changed`, which empties the
 * catalogue's and the public site's caches so the public pages show it at once.
 */
export async function adminCatalogueRoutes(app: FastifyInstance, { ctx, changed }: { ctx: AppContext; changed: () => void }) {
  const { db } = ctx;

  async function programById(id: number) {
    const row = await db.selectFrom('programs').select(PROGRAM_COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('catalogue.programNotFound');
    return programRecord(row);
  }

  /** The row to write: the kind's numbers, a category of the kind's group, a discount within the price. */
  async function programValues(body: ProgramBody) {
    if (!isProgramKind(body.kind)) throw badRequest('kind');
    const discount = body.discount ?? 0;
    if (discount > body.price) throw badRequest('discount', { discount: 'operator.discountAbovePrice' });
    const category = await db.selectFrom('program_categories').select('group_program').where('id', '=', body.categoryId).executeTakeFirst();
    if (!category || category.group_program !== groupOf(body.kind)) throw badRequest('categoryId', { categoryId: 'operator.categoryOfOtherGroup' });
    return {
      kind: body.kind,
      sub_program_id: subProgramOf(body.kind),
      group_program: groupOf(body.kind),
      category_id: body.categoryId,
      title_id: body.titleId.trim(),
      title_en: body.titleEn.trim(),
      description_id: body.descriptionId,
      description_en: body.descriptionEn,
      competency_id: body.competencyId,
      competency_en: body.competencyEn,
      price: body.price,
      discount,
      published: body.published ?? false,
      available_from: body.availableFrom ?? null,
    };
  }

  app.get<{ Querystring: ListQueryText }>('/admin-programs', { schema: { querystring: listQuerySchema }, config: operator }, async (request, reply) => {
    const parsed = parseListQuery(request.query, { kind: 'string', categoryId: 'integer', published: 'boolean' }, ['id', 'titleId', 'price', 'updatedAt']);
    if ('invalid' in parsed) throw badRequest(parsed.invalid);
    const { query } = parsed;
    let base = db.selectFrom('programs');
    if (query.filter.kind !== undefined) base = base.where('kind', '=', String(query.filter.kind));
    if (query.filter.categoryId !== undefined) base = base.where('category_id', '=', Number(query.filter.categoryId));
    if (query.filter.published !== undefined) base = base.where('published', '=', query.filter.published === true);
    if (query.ids) base = base.where('id', 'in', query.ids.length > 0 ? query.ids : [0]);
    if (query.q) {
      const pattern = containsPattern(query.q);
      base = base.where((eb) => eb.or([eb('title_id', 'ilike', pattern), eb('title_en', 'ilike', pattern)]));
    }
    const order = ({ id: 'id', titleId: 'title_id', price: 'price', updatedAt: 'updated_at' } as const)[query.sort];
    const [rows, count] = await Promise.all([
      base.select(PROGRAM_COLUMNS).orderBy(order, query.direction).orderBy('id', 'desc').limit(query.limit).offset(query.first).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    reply.header('content-range', contentRange('admin-programs', query.first, rows.length, Number(count.total)));
    return envelope(request, reply, rows.map(programRecord));
  });

  app.get<{ Params: { id: string } }>('/admin-programs/:id', { schema: { params: programIdParams }, config: operator }, async (request, reply) =>
    envelope(request, reply, await programById(Number(request.params.id))),
  );

  app.post<{ Body: ProgramBody }>('/admin-programs', { schema: { body: programBody }, config: operator }, async (request, reply) => {
    const row = await db.insertInto('programs').values(await programValues(request.body)).returning('id').executeTakeFirstOrThrow();
    changed();
    return envelope(request, reply, await programById(row.id), 'operator.saved', 201);
  });

  app.put<{ Params: { id: string }; Body: ProgramBody }>(
    '/admin-programs/:id',
    { schema: { params: programIdParams, body: programBody }, config: operator },
    async (request, reply) => {
      const id = Number(request.params.id);
      const values = await programValues(request.body);
      const updated = await db.updateTable('programs').set({ ...values, updated_at: new Date() }).where('id', '=', id).returning('id').executeTakeFirst();
      if (!updated) throw notFound('catalogue.programNotFound');
      changed();
      return envelope(request, reply, await programById(id), 'operator.saved');
    },
  );

  await app.register(coverRoute, { ctx, changed, programById });

  app.get<{ Querystring: ListQueryText }>('/admin-categories', { schema: { querystring: listQuerySchema }, config: operator }, async (request, reply) => {
    const parsed = parseListQuery(request.query, { groupProgram: 'integer' }, ['id', 'nameId']);
    if ('invalid' in parsed) throw badRequest(parsed.invalid);
    const { query } = parsed;
    let base = db.selectFrom('program_categories');
    if (query.filter.groupProgram !== undefined) base = base.where('group_program', '=', Number(query.filter.groupProgram));
    if (query.ids) base = base.where('id', 'in', query.ids.length > 0 ? query.ids : [0]);
    if (query.q) {
      const pattern = containsPattern(query.q);
      base = base.where((eb) => eb.or([eb('name_id', 'ilike', pattern), eb('name_en', 'ilike', pattern)]));
    }
    const [rows, count] = await Promise.all([
      base
        .select(['id', 'group_program as groupProgram', 'name_id as nameId', 'name_en as nameEn'])
        .orderBy(query.sort === 'nameId' ? 'name_id' : 'id', query.direction)
        .limit(query.limit)
        .offset(query.first)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    reply.header('content-range', contentRange('admin-categories', query.first, rows.length, Number(count.total)));
    return envelope(request, reply, rows);
  });

  const categoryById = async (id: number) => {
    const row = await db.selectFrom('program_categories').select(['id', 'group_program as groupProgram', 'name_id as nameId', 'name_en as nameEn']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };
  const categoryValues = (body: CategoryBody) => ({ group_program: body.groupProgram, name_id: body.nameId.trim(), name_en: body.nameEn.trim() });

  app.get<{ Params: { id: string } }>('/admin-categories/:id', { schema: { params: programIdParams }, config: operator }, async (request, reply) =>
    envelope(request, reply, await categoryById(Number(request.params.id))),
  );

  app.post<{ Body: CategoryBody }>('/admin-categories', { schema: { body: categoryBody }, config: operator }, async (request, reply) => {
    const row = await db.insertInto('program_categories').values(categoryValues(request.body)).returning('id').executeTakeFirstOrThrow();
    changed();
    return envelope(request, reply, await categoryById(row.id), 'operator.saved', 201);
  });

  app.put<{ Params: { id: string }; Body: CategoryBody }>(
    '/admin-categories/:id',
    { schema: { params: programIdParams, body: categoryBody }, config: operator },
    async (request, reply) => {
      const id = Number(request.params.id);
      const before = await categoryById(id);
      // Moving a category to the other group would strand its programs in a group their kind is not in.
      if (before.groupProgram !== request.body.groupProgram) {
        const used = await db.selectFrom('programs').select('id').where('category_id', '=', id).executeTakeFirst();
        if (used) throw new HttpError(409, 'operator.categoryInUse');
      }
      await db.updateTable('program_categories').set(categoryValues(request.body)).where('id', '=', id).execute();
      changed();
      return envelope(request, reply, await categoryById(id), 'operator.saved');
    },
  );

  app.delete<{ Params: { id: string } }>('/admin-categories/:id', { schema: { params: programIdParams }, config: operator }, async (request, reply) => {
    const id = Number(request.params.id);
    const before = await categoryById(id);
    const used = await db.selectFrom('programs').select('id').where('category_id', '=', id).executeTakeFirst();
    if (used) throw new HttpError(409, 'operator.categoryInUse');
    await db.deleteFrom('program_categories').where('id', '=', id).execute();
    changed();
    return envelope(request, reply, before, 'operator.deleted');
  });

  const REQUEST_COLUMNS = [
    'id', 'kind', 'company_name as companyName', 'company_industry as companyIndustry', 'company_address as companyAddress',
    'contact_name as contactName', 'contact_email as contactEmail', 'contact_phone as contactPhone', 'contact_position as contactPosition',
    'wanted', 'participants', 'period_start as periodStart', 'period_end as periodEnd', 'notes', 'status', 'created_at as createdAt',
  ] as const;

  app.get<{ Querystring: ListQueryText }>('/admin-company-requests', { schema: { querystring: listQuerySchema }, config: operator }, async (request, reply) => {
    const parsed = parseListQuery(request.query, { kind: 'string', status: 'string' }, ['createdAt']);
    if ('invalid' in parsed) throw badRequest(parsed.invalid);
    const { query } = parsed;
    let base = db.selectFrom('company_requests');
    const kind = query.filter.kind;
    if (kind !== undefined) {
      if (kind !== 'learning-industrial' && kind !== 'link-and-match') throw badRequest('filter.kind');
      base = base.where('kind', '=', kind);
    }
    if (query.filter.status !== undefined) base = base.where('status', '=', String(query.filter.status));
    if (query.q) {
      const pattern = containsPattern(query.q);
      base = base.where((eb) => eb.or([eb('company_name', 'ilike', pattern), eb('contact_name', 'ilike', pattern), eb('contact_email', 'ilike', pattern)]));
    }
    const [rows, count] = await Promise.all([
      base.select(REQUEST_COLUMNS).orderBy('created_at', query.direction).orderBy('id').limit(query.limit).offset(query.first).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    reply.header('content-range', contentRange('admin-company-requests', query.first, rows.length, Number(count.total)));
    return envelope(request, reply, rows);
  });

  const uuidParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' } } } as const;
  app.get<{ Params: { id: string } }>('/admin-company-requests/:id', { schema: { params: uuidParams }, config: operator }, async (request, reply) => {
    const row = await db.selectFrom('company_requests').select(REQUEST_COLUMNS).where('id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound();
    return envelope(request, reply, row);
  });
}
