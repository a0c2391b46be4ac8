import { Type } from 'typebox';
import { MyProgram, OperatorOrderRow, OperatorOrderView, OrderView, PaymentStart } from '@core/checkout/contract';
import { Envelope } from '@core/contract/common';

const uuid = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });

export const orderIdParams = Type.Object({ id: uuid });
export const proofParams = Type.Object({ id: uuid, proofId: uuid });

export const idempotencyHeaders = Type.Object({ 'idempotency-key': Type.String({ pattern: '^[A-Za-z0-9_-]{8,100}$' }) });

/** Checkout: the selected cart rows, or one program (/buy-now). */
export const createBody = Type.Object(
  {
    provider: Type.Enum(['sandbox', 'manual-transfer'], { type: 'string' }),
    cartIds: Type.Optional(Type.Array(uuid, { minItems: 1, maxItems: 50, uniqueItems: true })),
    program: Type.Optional(
      Type.Object(
        { enrollmentType: Type.Integer({ minimum: 1, maximum: 6 }), programId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
        { additionalProperties: false },
      ),
    ),
  },
  // Exactly one of the two; the handler reads cartIds first.
  { additionalProperties: false, oneOf: [{ required: ['cartIds'] }, { required: ['program'] }] },
);

export const sandboxBody = Type.Object({ outcome: Type.Enum(['paid', 'failed'], { type: 'string' }) }, { additionalProperties: false });

export const certificationQuery = Type.Object({ certificationId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, { additionalProperties: false });

export const rejectBody = Type.Object({ reason: Type.String({ minLength: 3, maxLength: 500, pattern: '\\S' }) }, { additionalProperties: false });

// Answers.
const placedOrder = Envelope(Type.Object({ id: Type.String(), payment: PaymentStart }, { additionalProperties: false }));
export const placedAnswer = { 200: placedOrder, 201: placedOrder } as const;
export const ordersAnswer = { 200: Envelope(Type.Array(OrderView)) } as const;
export const orderAnswer = { 200: Envelope(OrderView) } as const;
/** A learner's move (cancel, the sandbox's payment): the order and its new state. */
export const orderStateAnswer = { 200: Envelope(Type.Object({ id: Type.String(), state: Type.String() }, { additionalProperties: false })) } as const;
/** SPEC 7's certification enrolment: the registration's id. */
export const registrationAnswer = { 200: Envelope(Type.Object({ id: Type.String() }, { additionalProperties: false })) } as const;
export const myProgramsAnswer = { 200: Envelope(Type.Array(MyProgram)) } as const;
/** A proof sent: its id and status. */
export const proofSentAnswer = {
  201: Envelope(Type.Object({ id: Type.String(), status: Type.Enum(['sent'], { type: 'string' }) }, { additionalProperties: false })),
} as const;

export const operatorOrderListAnswer = { 200: Envelope(Type.Array(OperatorOrderRow)) } as const;
export const operatorOrderAnswer = { 200: Envelope(OperatorOrderView) } as const;
