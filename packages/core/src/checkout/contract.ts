import { Type, type Static } from 'typebox';
import { Nullable } from '../contract/common';

/** Rupiah amounts and tax rates (0.11): numbers, never integers, which the serialiser would truncate. */
const Amount = Type.Number();

export const BankAccount = Type.Object(
  { bankName: Type.String(), accountNumber: Type.String(), accountHolder: Type.String() },
  { additionalProperties: false },
);
export type BankAccount = Static<typeof BankAccount>;

/** What the learner does next to pay: the provider's page, or the bank transfer's instructions. */
export const PaymentStart = Type.Union([
  /** Go to the provider's page (the sandbox's, a real gateway's later); `path` is on the public site. */
  Type.Object({ kind: Type.Literal('redirect'), path: Type.String() }, { additionalProperties: false }),
  /** Transfer `amount` rupiah to `account`, quoting `reference`, then upload the proof. */
  Type.Object(
    { kind: Type.Literal('bank-transfer'), account: BankAccount, amount: Amount, reference: Type.String() },
    { additionalProperties: false },
  ),
]);
export type PaymentStart = Static<typeof PaymentStart>;

/** A manual transfer's proof: waiting for the operator, accepted (the order is paid) or rejected with a reason. */
export const ProofView = Type.Object(
  {
    id: Type.String(),
    status: Type.Enum(['sent', 'accepted', 'rejected'], { type: 'string' }),
    reason: Nullable(Type.String()),
    contentType: Type.String(),
    createdAt: Type.String(),
  },
  { additionalProperties: false },
);
export type ProofView = Static<typeof ProofView>;

const orderProperties = {
  id: Type.String(),
  state: Type.String(),
  paymentProvider: Type.String(),
  subtotal: Amount,
  discount: Amount,
  ppnRate: Amount,
  pphRate: Amount,
  ppn: Amount,
  pph: Amount,
  total: Amount,
  expiresAt: Type.String(),
  createdAt: Type.String(),
  items: Type.Array(
    Type.Object(
      {
        programId: Type.Integer(),
        enrollmentType: Type.Integer(),
        title: Type.String(),
        price: Amount,
        discount: Amount,
        total: Amount,
      },
      { additionalProperties: false },
    ),
  ),
  events: Type.Array(
    Type.Object(
      {
        from: Nullable(Type.String()),
        to: Type.String(),
        action: Nullable(Type.String()),
        at: Type.String(),
        actorAccountId: Nullable(Type.String()),
        note: Nullable(Type.String()),
      },
      { additionalProperties: false },
    ),
  ),
  /** How to pay, while the order awaits payment (the provider's instructions or page). */
  payment: Type.Union([Type.Null(), PaymentStart]),
  /** A manual transfer's proofs, newest first. */
  proofs: Type.Array(ProofView),
};

/**
 * An order as GET /order and /order/{id} (main family) answer it and the transactions pages read it (amounts in
 * whole rupiah).
 */
export const OrderView = Type.Object(orderProperties, { additionalProperties: false });
export type OrderView = Static<typeof OrderView>;

/** The operator's view of one order (GET /admin-orders/{id} and the actions' answers): the order and its learner. */
export const OperatorOrderView = Type.Object(
  { ...orderProperties, learnerName: Type.String(), learnerEmail: Type.String() },
  { additionalProperties: false },
);
export type OperatorOrderView = Static<typeof OperatorOrderView>;

/** A row of the operator's order list (GET /admin-orders). */
export const OperatorOrderRow = Type.Object(
  {
    id: Type.String(),
    state: Type.String(),
    paymentProvider: Type.String(),
    total: Amount,
    createdAt: Type.String(),
    learnerName: Type.String(),
    learnerEmail: Type.String(),
    proofWaiting: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type OperatorOrderRow = Static<typeof OperatorOrderRow>;

/** GET /api/main/my-programs (src/pages/my-programs): one program the learner holds, an enrolment or a certification registration. */
export const MyProgram = Type.Object(
  {
    id: Type.String(),
    programId: Type.Integer(),
    title: Type.String(),
    kind: Type.String(),
    enrolledAt: Type.String(),
    /** active (paid), completed (the order was fulfilled), refunded; a certification's own registration status. */
    status: Type.String(),
  },
  { additionalProperties: false },
);
export type MyProgram = Static<typeof MyProgram>;
