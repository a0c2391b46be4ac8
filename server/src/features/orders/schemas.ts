import type { MyProgram } from '@core/checkout/myPrograms';
import type { OperatorOrderRow, OperatorOrderView, OrderView } from '@core/checkout/orderView';
import type { BankAccount, PaymentStart, ProofView } from '@core/checkout/payment';
import { envelopeOf } from '../../platform/typeProvider';

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const uuid = { type: 'string', pattern: UUID } as const;

export const orderIdParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
export const proofParams = { type: 'object', required: ['id', 'proofId'], properties: { id: uuid, proofId: uuid } } as const;

export const idempotencyHeaders = {
  type: 'object',
  required: ['idempotency-key'],
  properties: { 'idempotency-key': { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' } },
} as const;

/** Checkout: the selected cart rows, or one program (/buy-now). */
export const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['provider'],
  properties: {
    provider: { type: 'string', enum: ['sandbox', 'manual-transfer'] },
    cartIds: { type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: uuid },
    program: {
      type: 'object',
      additionalProperties: false,
      required: ['enrollmentType', 'programId'],
      properties: { enrollmentType: { type: 'integer', minimum: 1, maximum: 6 }, programId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
    },
  },
  oneOf: [{ required: ['cartIds'] }, { required: ['program'] }],
} as const;

export const sandboxBody = {
  type: 'object',
  additionalProperties: false,
  required: ['outcome'],
  properties: { outcome: { type: 'string', enum: ['paid', 'failed'] } },
} as const;

export const certificationQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['certificationId'],
  properties: { certificationId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
} as const;

export const rejectBody = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: { reason: { type: 'string', minLength: 3, maxLength: 500, pattern: '\\S' } },
} as const;

// Answers.
const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;
const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
/** Rupiah amounts and tax rates (0.11): numbers, never integers, which the serialiser would truncate. */
const amount = { type: 'number' } as const;

/** src/core/checkout/payment.ts PaymentStart: the provider's page, or the bank transfer's instructions. */
const redirectStart = object({ kind: { type: 'string', const: 'redirect' }, path: string }, ['kind', 'path']);
const bankAccount = object({ bankName: string, accountNumber: string, accountHolder: string }, ['bankName', 'accountNumber', 'accountHolder']);
const bankTransferStart = object({ kind: { type: 'string', const: 'bank-transfer' }, account: bankAccount, amount, reference: string }, [
  'kind',
  'account',
  'amount',
  'reference',
]);
const paymentStart = { anyOf: [redirectStart, bankTransferStart] } as const;

const orderItem = object({ programId: integer, enrollmentType: integer, title: string, price: amount, discount: amount, total: amount }, [
  'programId',
  'enrollmentType',
  'title',
  'price',
  'discount',
  'total',
]);
const orderEvent = object(
  { from: nullableString, to: string, action: nullableString, at: string, actorAccountId: nullableString, note: nullableString },
  ['from', 'to', 'action', 'at', 'actorAccountId', 'note'],
);
const proof = object(
  { id: string, status: { type: 'string', enum: ['sent', 'accepted', 'rejected'] }, reason: nullableString, contentType: string, createdAt: string },
  ['id', 'status', 'reason', 'contentType', 'createdAt'],
);

const orderProperties = {
  id: string,
  state: string,
  paymentProvider: string,
  subtotal: amount,
  discount: amount,
  ppnRate: amount,
  pphRate: amount,
  ppn: amount,
  pph: amount,
  total: amount,
  expiresAt: string,
  createdAt: string,
  items: { type: 'array', items: orderItem },
  events: { type: 'array', items: orderEvent },
  payment: { anyOf: [{ type: 'null' }, paymentStart] },
  proofs: { type: 'array', items: proof },
} as const;
const orderFields = [
  'id',
  'state',
  'paymentProvider',
  'subtotal',
  'discount',
  'ppnRate',
  'pphRate',
  'ppn',
  'pph',
  'total',
  'expiresAt',
  'createdAt',
  'items',
  'events',
  'payment',
  'proofs',
] as const;

/** src/core/checkout/orderView.ts OrderView. */
const orderView = object(orderProperties, orderFields);
/** src/core/checkout/orderView.ts OperatorOrderView: the order and its learner. */
const operatorOrderView = object({ ...orderProperties, learnerName: string, learnerEmail: string }, [...orderFields, 'learnerName', 'learnerEmail']);

const myProgram = object({ id: string, programId: integer, title: string, kind: string, enrolledAt: string, status: string }, [
  'id',
  'programId',
  'title',
  'kind',
  'enrolledAt',
  'status',
]);
const operatorOrderRow = object(
  {
    id: string,
    state: string,
    paymentProvider: string,
    total: amount,
    createdAt: string,
    learnerName: string,
    learnerEmail: string,
    proofWaiting: { type: 'boolean' },
  },
  ['id', 'state', 'paymentProvider', 'total', 'createdAt', 'learnerName', 'learnerEmail', 'proofWaiting'],
);

// Each answer names every field of its core type (checked when compiling).
void (redirectStart.properties satisfies Record<keyof Extract<PaymentStart, { kind: 'redirect' }>, object>);
void (bankTransferStart.properties satisfies Record<keyof Extract<PaymentStart, { kind: 'bank-transfer' }>, object>);
void (bankAccount.properties satisfies Record<keyof BankAccount, object>);
void (orderItem.properties satisfies Record<keyof OrderView['items'][number], object>);
void (orderEvent.properties satisfies Record<keyof OrderView['events'][number], object>);
void (proof.properties satisfies Record<keyof ProofView, object>);
void (orderView.properties satisfies Record<keyof OrderView, object>);
void (operatorOrderView.properties satisfies Record<keyof OperatorOrderView, object>);
void (operatorOrderRow.properties satisfies Record<keyof OperatorOrderRow, object>);
void (myProgram.properties satisfies Record<keyof MyProgram, object>);

/** POST /order: the order and how to pay it; 201 when made now, 200 for a repeat of the same idempotency key. */
const placedOrder = envelopeOf(object({ id: string, payment: paymentStart }, ['id', 'payment']));
export const placedAnswer = { 200: placedOrder, 201: placedOrder } as const;
export const ordersAnswer = { 200: envelopeOf({ type: 'array', items: orderView }) } as const;
export const orderAnswer = { 200: envelopeOf(orderView) } as const;
/** A learner's move (cancel, the sandbox's payment): the order and its new state. */
export const orderStateAnswer = { 200: envelopeOf(object({ id: string, state: string }, ['id', 'state'])) } as const;
/** SPEC 7's certification enrolment: the registration's id. */
export const registrationAnswer = { 200: envelopeOf(object({ id: string }, ['id'])) } as const;
/** src/core/checkout/myPrograms.ts MyProgram[]. */
export const myProgramsAnswer = { 200: envelopeOf({ type: 'array', items: myProgram }) } as const;
/** A proof sent: its id and status. */
export const proofSentAnswer = { 201: envelopeOf(object({ id: string, status: { type: 'string', enum: ['sent'] } }, ['id', 'status'])) } as const;

/** src/core/checkout/orderView.ts OperatorOrderRow[]. */
export const operatorOrderListAnswer = { 200: envelopeOf({ type: 'array', items: operatorOrderRow }) } as const;
export const operatorOrderAnswer = { 200: envelopeOf(operatorOrderView) } as const;
