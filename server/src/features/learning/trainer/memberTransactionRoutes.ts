import { Type } from 'typebox';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { areaPolicy } from '../../../platform/menus';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { feesAnswer, pagingOf } from './trainerDashboardSchemas';
import { trainerFees } from './trainerTransactionQueries';

const closed = { additionalProperties: false } as const;

const query = Type.Object(
  {
    year: Type.Optional(Type.String({ pattern: '^(20[0-9]{2}|2100)$' })),
    pageIndex: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$' })),
    pageSize: Type.Optional(Type.String({ pattern: '^([1-9]|[1-4][0-9]|50)$' })),
  },
  closed,
);
/**
 * GET /trainer-transaction: the fees the caller earned from their classes' paid orders (trainerTransactionQueries.ts).
 * The policy is the menu's (schemas/menus.json): a Trainer Staff of account type 2 has no trainer-transaction item.
 */
export async function trainerTransactionRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  app.get(
    '/trainer-transaction',
    { config: { policy: areaPolicy('member', 'trainer-transaction') }, schema: { querystring: query, response: feesAnswer } },
    async (request, reply) =>
      envelope(
        request,
        reply,
        await trainerFees(
          ctx.db,
          principalOf(request).accountId,
          request.query.year ? Number(request.query.year) : undefined,
          pagingOf(request.query),
        ),
      ),
  );
}
