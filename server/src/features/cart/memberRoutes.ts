import { CART_ROLES } from '@core/cart/model';
import { ENROLLMENT_TYPE } from '@core/rules/programs';
import { isProgramKind } from '@core/rules/programLinks';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { HttpError, badRequest, notFound } from '../../platform/httpError';
import { requestLocale } from '../../platform/locale';
import { principalOf } from '../../platform/policy';
import type { ContractedApp } from '../../platform/typeProvider';
import { cartRows, deleteCartRow, insertCartRow, ownsProgram, publishedProgram } from './queries';
import { addBody, addedAnswer, cartAnswer, cartIdParams, removedAnswer } from './schemas';
import { cartItemOf, programIdOf } from './service';

/** SPEC 3, 4 and 7's cart: each account's own rows; another account's row answers 404. */
export async function memberRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const authenticated = { policy: 'authenticated' as const };
  // Adding is for the roles that have a cart (usesCart): a trainer never sees one, so an add would be lost in it.
  const withCart = { policy: CART_ROLES };

  app.get('/order-cart', { schema: { response: cartAnswer }, config: authenticated }, async (request, reply) => {
    const locale = requestLocale(request);
    const rows = await cartRows(ctx.db, principalOf(request).accountId);
    return envelope(
      request,
      reply,
      rows.map((row) => cartItemOf(row, locale)),
    );
  });

  app.post('/order-cart', { schema: { body: addBody, response: addedAnswer }, config: withCart }, async (request, reply) => {
    const programId = programIdOf(request.body);
    if (programId === undefined) throw badRequest('programId', { enrollmentType: 'cart.idMismatch' });
    const program = await publishedProgram(ctx.db, programId);
    if (!program || !isProgramKind(program.kind) || ENROLLMENT_TYPE[program.kind] !== request.body.enrollmentType)
      throw notFound('catalogue.programNotFound');
    if (await ownsProgram(ctx.db, principalOf(request).accountId, programId)) throw new HttpError(409, 'cart.alreadyOwned');
    const row = await insertCartRow(ctx.db, { accountId: principalOf(request).accountId, programId, enrollmentType: request.body.enrollmentType });
    if (!row) throw new HttpError(409, 'cart.alreadyInCart');
    return envelope(request, reply, { id: row.id }, 'cart.added', 201);
  });

  app.delete('/order-cart/:cartId', { schema: { params: cartIdParams, response: removedAnswer }, config: authenticated }, async (request, reply) => {
    const deleted = await deleteCartRow(ctx.db, principalOf(request).accountId, request.params.cartId);
    if (!deleted) throw notFound();
    return envelope(request, reply, { id: deleted.id }, 'cart.removed');
  });
}
