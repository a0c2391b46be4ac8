import { containsPattern, contentRange, parseListQuery } from '@core/catalogue/adminList';
import { ListQueryText } from '@core/catalogue/adminList.contract';
import { COURSE_STATUSES } from '@core/learning/courseDocument';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { t } from '../../../platform/locale';
import { badRequest } from '../../../platform/httpError';
import { areaPolicy } from '../../../platform/menus';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { linkPrograms, programIdsOf, publishCourse, rejectCourse, reviewCourse, reviewRecord, reviewRows } from './courseReviewQueries';
import { idParams, programsBody, rejectBody, reviewAnswer, reviewListAnswer } from './studioSchemas';

/** The Admin's menu item (schemas/menus.json): the operator's console. */
const operator = { policy: areaPolicy('member', 'admin-courses') } as const;
const RESOURCE = 'admin-courses';

/**
 * The operator's course review at /api/main/admin-courses, with ra-data-simple-rest's list conventions:
 * the courses by status, one course with its draft's outline, publish, send back with a note, the programs.
 */
export async function courseReviewRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get(`/${RESOURCE}`, { config: operator, schema: { querystring: ListQueryText, response: reviewListAnswer } }, async (request, reply) => {
    const parsed = parseListQuery(request.query, { status: 'string' }, ['updatedAt']);
    if ('invalid' in parsed) throw badRequest(parsed.invalid);
    const { query } = parsed;
    let base = reviewRows(db);
    const { status } = query.filter;
    if (status !== undefined) {
      if (!(COURSE_STATUSES as readonly unknown[]).includes(status)) throw badRequest('filter.status');
      base = base.where('courses.status', '=', status as (typeof COURSE_STATUSES)[number]);
    }
    if (query.q) {
      const pattern = containsPattern(query.q);
      base = base.where((eb) => eb.or([eb('courses.title', 'ilike', pattern), eb('organisations.legal_name', 'ilike', pattern)]));
    }
    const [rows, count] = await Promise.all([
      base.orderBy('courses.updated_at', query.direction).orderBy('courses.id').limit(query.limit).offset(query.first).execute(),
      base
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    const programs = await programIdsOf(
      db,
      rows.map((row) => row.id),
    );
    reply.header('content-range', contentRange(RESOURCE, query.first, rows.length, Number(count.total)));
    return envelope(
      request,
      reply,
      rows.map((row) => reviewRecord(row, programs.get(row.id) ?? [])),
    );
  });

  app.get(`/${RESOURCE}/:id`, { config: operator, schema: { params: idParams, response: reviewAnswer } }, async (request, reply) =>
    envelope(request, reply, await reviewCourse(db, request.params.id)),
  );

  /** react-admin's Edit: the programs that open the course. */
  app.put(
    `/${RESOURCE}/:id`,
    { config: operator, schema: { params: idParams, body: programsBody, response: reviewAnswer } },
    async (request, reply) => {
      await linkPrograms(db, request.params.id, request.body.programIds);
      return envelope(request, reply, await reviewCourse(db, request.params.id), 'studio.programsSaved');
    },
  );

  app.post(`/${RESOURCE}/:id/publish`, { config: operator, schema: { params: idParams, response: reviewAnswer } }, async (request, reply) => {
    const version = await publishCourse(ctx, principalOf(request).accountId, request.params.id);
    const answer = envelope(request, reply, await reviewCourse(db, request.params.id));
    return { ...answer, message: t(request, 'studio.published', { version }) };
  });

  app.post(
    `/${RESOURCE}/:id/reject`,
    { config: operator, schema: { params: idParams, body: rejectBody, response: reviewAnswer } },
    async (request, reply) => {
      await rejectCourse(ctx, request.params.id, request.body.note);
      return envelope(request, reply, await reviewCourse(db, request.params.id), 'studio.rejected');
    },
  );
}
