import type { FastifyInstance } from 'fastify';
import type { AddToCartBody, ServerCartItem } from '../../../../src/core/cart/model';
import { ENROLLMENT_TYPE } from '../../../../src/core/rules/programs';
import { isProgramKind } from '../../../../src/core/rules/programLinks';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { envelope } from '../../platform/envelope';
import { HttpError, badRequest, notFound } from '../../platform/httpError';
import { requestLocale } from '../../platform/locale';
import { principalOf } from '../../platform/policy';
import type { Locale } from '../../../../src/core/i18n/locales';

const id = { type: 'integer', minimum: 0, maximum: 2_147_483_647 } as const;
const addBody = {
  type: 'object',
  additionalProperties: false,
  required: ['enrollmentType', 'courseId', 'packageId', 'certificationId'],
  properties: { enrollmentType: { type: 'integer', minimum: 1, maximum: 6 }, courseId: id, packageId: id, certificationId: id },
} as const;
const cartIdParams = {
  type: 'object',
  required: ['cartId'],
  properties: { cartId: { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' } },
} as const;

/** The program id a body names: the field of its type must be set and the other two 0 (SPEC 7). */
function programIdOf(body: AddToCartBody): number | undefined {
  const { enrollmentType, courseId, packageId, certificationId } = body;
  const [wanted, others] =
    enrollmentType === ENROLLMENT_TYPE.course
      ? [courseId, [packageId, certificationId]]
      : enrollmentType === ENROLLMENT_TYPE.certification
        ? [certificationId, [courseId, packageId]]
        : [packageId, [courseId, certificationId]];
  return wanted > 0 && others.every((other) => other === 0) ? wanted : undefined;
}

async function cartOf(db: Db, accountId: string, locale: Locale): Promise<ServerCartItem[]> {
  const rows = await db
    .selectFrom('order_carts')
    .innerJoin('programs', 'programs.id', 'order_carts.program_id')
    .select([
      'order_carts.id',
      'order_carts.enrollment_type',
      'programs.id as program_id',
      'programs.sub_program_id',
      'programs.title_id',
      'programs.title_en',
      'programs.description_id',
      'programs.description_en',
      'programs.price',
      'programs.discount',
      'programs.cover',
    ])
    .where('order_carts.account_id', '=', accountId)
    .orderBy('order_carts.created_at')
    .orderBy('order_carts.id')
    .execute();
  return rows.map((row) => {
    const en = locale === 'en';
    const price = Number(row.price);
    const discount = Number(row.discount);
    const base = { id: row.id, enrollmentType: row.enrollment_type, subProgramId: row.sub_program_id, packageDescDetail: en ? row.description_en : row.description_id };
    const name = en ? row.title_en : row.title_id;
    if (row.enrollment_type === ENROLLMENT_TYPE.course) {
      return { ...base, courseFileCover: row.cover, courseName: name, courseId: row.program_id, coursePrice: price, courseDiscount: discount, courseTotalAfterDiscount: price - discount };
    }
    if (row.enrollment_type === ENROLLMENT_TYPE.certification) {
      return {
        ...base,
        certificationFileCover: row.cover,
        certificationName: name,
        certificationId: row.program_id,
        certificationPrice: price,
        certificationDiscount: discount,
        certificationTotalDiscount: price - discount,
      };
    }
    return { ...base, packageFileCover: row.cover, packageName: name, packageId: row.program_id, packagePrice: price, packageDiscount: discount, packageTotalAfterDiscount: price - discount };
  });
}

/** SPEC 3, 4 and 7's cart (main family): each account's own rows; another account's row answers 404. */
export async function cartFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const authenticated = { policy: 'authenticated' as const };

  app.get('/order-cart', { config: authenticated }, async (request, reply) =>
    envelope(request, reply, await cartOf(ctx.db, principalOf(request).accountId, requestLocale(request))),
  );

  app.post<{ Body: AddToCartBody }>('/order-cart', { schema: { body: addBody }, config: authenticated }, async (request, reply) => {
    const programId = programIdOf(request.body);
    if (programId === undefined) throw badRequest('programId', { enrollmentType: 'cart.idMismatch' });
    const program = await ctx.db.selectFrom('programs').select(['kind']).where('id', '=', programId).where('published', '=', true).executeTakeFirst();
    if (!program || !isProgramKind(program.kind) || ENROLLMENT_TYPE[program.kind] !== request.body.enrollmentType) throw notFound('catalogue.programNotFound');
    const row = await ctx.db
      .insertInto('order_carts')
      .values({ account_id: principalOf(request).accountId, program_id: programId, enrollment_type: request.body.enrollmentType })
      .onConflict((conflict) => conflict.columns(['account_id', 'program_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new HttpError(409, 'cart.alreadyInCart');
    return envelope(request, reply, { id: row.id }, 'cart.added', 201);
  });

  app.delete<{ Params: { cartId: string } }>('/order-cart/:cartId', { schema: { params: cartIdParams }, config: authenticated }, async (request, reply) => {
    const deleted = await ctx.db
      .deleteFrom('order_carts')
      .where('id', '=', request.params.cartId)
      .where('account_id', '=', principalOf(request).accountId)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw notFound();
    return envelope(request, reply, { id: deleted.id }, 'cart.removed');
  });
}
