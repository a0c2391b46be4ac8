import { Type } from 'typebox';
import { Envelope, Nullable } from '@core/contract/common';

/**
 * The studio's class routes' schemas: the shape and loose bounds; the rules (a name of spaces, an end
 * before the start, a trainer of another provider) are packages/core/src/learning/courseClasses.ts and the queries, answered
 * 400 with field errors so each field gets its own message.
 */

const closed = { additionalProperties: false } as const;
const uuid = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });

export const classParams = Type.Object({ id: uuid, classId: uuid }, closed);

export const classBody = Type.Object(
  {
    name: Type.String({ maxLength: 1000 }),
    startsOn: Type.String({ maxLength: 40 }),
    endsOn: Type.String({ maxLength: 40 }),
    capacity: Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: -2_147_483_648, maximum: 2_147_483_647 })),
    feeRate: Type.Number({ minimum: -1_000_000, maximum: 1_000_000 }),
    trainerAccountId: Type.String({ maxLength: 100 }),
  },
  closed,
);

const studioClass = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    trainerAccountId: Type.String(),
    trainerName: Type.String(),
    startsOn: Type.String(),
    endsOn: Type.String(),
    capacity: Nullable(Type.Integer()),
    feeRate: Type.Number(),
    learnerCount: Type.Integer(),
  },
  closed,
);

export const classListAnswer = { 200: Envelope(Type.Array(studioClass)) } as const;
export const classAnswer = { 200: Envelope(studioClass), 201: Envelope(studioClass) } as const;
export const trainersAnswer = { 200: Envelope(Type.Array(Type.Object({ value: Type.String(), text: Type.String() }, closed))) } as const;
