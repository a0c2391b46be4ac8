import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { areaPolicy } from '../../../platform/menus';
import { principalOf } from '../../../platform/policy';
import { envelopeOf, type TypedApp } from '../../../platform/typeProvider';
import { pagingOf } from './trainerDashboardSchemas';
import { trainerFees } from './trainerTransactionQueries';

const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;
const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;

const query = object(
  {
    year: { type: 'string', pattern: '^(20[0-9]{2}|2100)$' },
    pageIndex: { type: 'string', pattern: '^[1-9][0-9]{0,4}$' },
    pageSize: { type: 'string', pattern: '^([1-9]|[1-4][0-9]|50)$' },
  },
  [],
);
const perMonth = object({ month: string, fee: integer, count: integer }, ['month', 'fee', 'count']);
const perCourse = object({ courseId: string, courseName: string, fee: integer, count: integer }, ['courseId', 'courseName', 'fee', 'count']);
const fee = object(
  {
    id: string,
    classId: string,
    className: string,
    courseId: string,
    courseName: string,
    learnerName: string,
    orderId: string,
    paidAt: string,
    amount: integer,
    feeRate: number,
    fee: integer,
  },
  ['id', 'classId', 'className', 'courseId', 'courseName', 'learnerName', 'orderId', 'paidAt', 'amount', 'feeRate', 'fee'],
);
const answer = {
  200: envelopeOf(
    object(
      {
        currency: { type: 'string', enum: ['IDR'] },
        totalFee: integer,
        months: { type: 'array', items: perMonth },
        courses: { type: 'array', items: perCourse },
        items: { type: 'array', items: fee },
        total: integer,
        pageIndex: integer,
        pageSize: integer,
      },
      ['currency', 'totalFee', 'months', 'courses', 'items', 'total', 'pageIndex', 'pageSize'],
    ),
  ),
} as const;

/**
 * GET /trainer-transaction: the fees the caller earned from their classes' paid orders (trainerTransactionQueries.ts).
 * The policy is the menu's (schemas/menus.json): a Trainer Staff of account type 2 has no trainer-transaction item.
 */
export async function trainerTransactionRoutes(app: TypedApp, { ctx }: { ctx: AppContext }) {
  app.get(
    '/trainer-transaction',
    { config: { policy: areaPolicy('member', 'trainer-transaction') }, schema: { querystring: query, response: answer } },
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
