import { contentRange, containsPattern, parseListQuery } from '@core/catalogue/adminList';
import { ListQueryText } from '@core/catalogue/adminList.contract';
import { groupOf, isProgramKind, subProgramOf } from '@core/rules/programLinks';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { badRequest, conflict, notFound } from '../../platform/httpError';
import type { ContractedApp } from '../../platform/typeProvider';
import {
  CATEGORY_COLUMNS,
  categoryById,
  COMPANY_REQUEST_COLUMNS,
  companyRequestById,
  companyRequestRecord,
  PROGRAM_COLUMNS,
  programRecord,
  programRecordById,
} from './queries';
import {
  categoryBody,
  categoryRecordAnswer,
  categoryRecordsAnswer,
  categorySavedAnswer,
  companyRequestIdParams,
  companyRequestRecordAnswer,
  companyRequestRecordsAnswer,
  programBody,
  programIdParams,
  programRecordAnswer,
  programRecordsAnswer,
  programSavedAnswer,
  type CategoryBody,
  type ProgramBody,
} from './schemas';

const operator = { policy: ['Admin'] } as const;

/**
 * The operator console's catalogue (main family, ra-data-simple-rest conventions: lists answer with Content-Range):
 * /admin-programs (every kind; publishing is the `published` field), /admin-categories (competency categories) and
 * the companies' requests, read only, under /admin-company-requests. A change calls `changed`, which empties the
 * catalogue's and the public site's caches so the public pages show it at once. The cover upload is
 * operatorCoverRoutes.ts.
 */
export async function operatorRoutes(app: ContractedApp, { ctx, changed }: { ctx: AppContext; changed: () => void }) {
  const { db } = ctx;

  async function programById(id: number) {
    const program = await programRecordById(db, id);
    if (!program) throw notFound('catalogue.programNotFound');
    return program;
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

  app.get('/admin-programs', { schema: { querystring: ListQueryText, response: programRecordsAnswer }, config: operator }, async (request, reply) => {
    const parsed = parseListQuery(request.query, { kind: 'string', categoryId: 'integer', published: 'boolean' }, [
      'id',
      'titleId',
      'price',
      'updatedAt',
    ]);
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

  app.get('/admin-programs/:id', { schema: { params: programIdParams, response: programRecordAnswer }, config: operator }, async (request, reply) =>
    envelope(request, reply, await programById(Number(request.params.id))),
  );

  app.post('/admin-programs', { schema: { body: programBody, response: programSavedAnswer }, config: operator }, async (request, reply) => {
    const row = await db
      .insertInto('programs')
      .values(await programValues(request.body))
      .returning('id')
      .executeTakeFirstOrThrow();
    changed();
    return envelope(request, reply, await programById(row.id), 'operator.saved', 201);
  });

  app.put(
    '/admin-programs/:id',
    { schema: { params: programIdParams, body: programBody, response: programSavedAnswer }, config: operator },
    async (request, reply) => {
      const id = Number(request.params.id);
      const values = await programValues(request.body);
      const updated = await db
        .updateTable('programs')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw notFound('catalogue.programNotFound');
      changed();
      return envelope(request, reply, await programById(id), 'operator.saved');
    },
  );

  app.get(
    '/admin-categories',
    { schema: { querystring: ListQueryText, response: categoryRecordsAnswer }, config: operator },
    async (request, reply) => {
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
          .select(CATEGORY_COLUMNS)
          .orderBy(query.sort === 'nameId' ? 'name_id' : 'id', query.direction)
          .limit(query.limit)
          .offset(query.first)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      reply.header('content-range', contentRange('admin-categories', query.first, rows.length, Number(count.total)));
      return envelope(request, reply, rows);
    },
  );

  const categoryOf = async (id: number) => {
    const row = await categoryById(db, id);
    if (!row) throw notFound();
    return row;
  };
  const categoryValues = (body: CategoryBody) => ({ group_program: body.groupProgram, name_id: body.nameId.trim(), name_en: body.nameEn.trim() });

  app.get(
    '/admin-categories/:id',
    { schema: { params: programIdParams, response: categoryRecordAnswer }, config: operator },
    async (request, reply) => envelope(request, reply, await categoryOf(Number(request.params.id))),
  );

  app.post('/admin-categories', { schema: { body: categoryBody, response: categorySavedAnswer }, config: operator }, async (request, reply) => {
    const row = await db.insertInto('program_categories').values(categoryValues(request.body)).returning('id').executeTakeFirstOrThrow();
    changed();
    return envelope(request, reply, await categoryOf(row.id), 'operator.saved', 201);
  });

  app.put(
    '/admin-categories/:id',
    { schema: { params: programIdParams, body: categoryBody, response: categorySavedAnswer }, config: operator },
    async (request, reply) => {
      const id = Number(request.params.id);
      const before = await categoryOf(id);
      // Moving a category to the other group would strand its programs in a group their kind is not in.
      if (before.groupProgram !== request.body.groupProgram) {
        const used = await db.selectFrom('programs').select('id').where('category_id', '=', id).executeTakeFirst();
        if (used) throw conflict('operator.categoryInUse');
      }
      await db.updateTable('program_categories').set(categoryValues(request.body)).where('id', '=', id).execute();
      changed();
      return envelope(request, reply, await categoryOf(id), 'operator.saved');
    },
  );

  app.delete(
    '/admin-categories/:id',
    { schema: { params: programIdParams, response: categoryRecordAnswer }, config: operator },
    async (request, reply) => {
      const id = Number(request.params.id);
      const before = await categoryOf(id);
      const used = await db.selectFrom('programs').select('id').where('category_id', '=', id).executeTakeFirst();
      if (used) throw conflict('operator.categoryInUse');
      await db.deleteFrom('program_categories').where('id', '=', id).execute();
      changed();
      return envelope(request, reply, before, 'operator.deleted');
    },
  );

  app.get(
    '/admin-company-requests',
    { schema: { querystring: ListQueryText, response: companyRequestRecordsAnswer }, config: operator },
    async (request, reply) => {
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
        base = base.where((eb) =>
          eb.or([eb('company_name', 'ilike', pattern), eb('contact_name', 'ilike', pattern), eb('contact_email', 'ilike', pattern)]),
        );
      }
      const [rows, count] = await Promise.all([
        base.select(COMPANY_REQUEST_COLUMNS).orderBy('created_at', query.direction).orderBy('id').limit(query.limit).offset(query.first).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      reply.header('content-range', contentRange('admin-company-requests', query.first, rows.length, Number(count.total)));
      return envelope(request, reply, rows.map(companyRequestRecord));
    },
  );

  app.get(
    '/admin-company-requests/:id',
    { schema: { params: companyRequestIdParams, response: companyRequestRecordAnswer }, config: operator },
    async (request, reply) => {
      const row = await companyRequestById(db, request.params.id);
      if (!row) throw notFound();
      return envelope(request, reply, row);
    },
  );
}
