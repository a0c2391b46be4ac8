import { envelopeOf } from '../../../platform/typeProvider';

/**
 * The studio's class routes' schemas: the shape and loose bounds; the rules (a name of spaces, an end
 * before the start, a trainer of another provider) are src/core/learning/courseClasses.ts and the queries, answered
 * 400 with field errors so each field gets its own message.
 */

const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;
const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const uuid = { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' } as const;

export const classParams = object({ id: uuid, classId: uuid }, ['id', 'classId']);

export const classBody = object(
  {
    name: { type: 'string', maxLength: 1000 },
    startsOn: { type: 'string', maxLength: 40 },
    endsOn: { type: 'string', maxLength: 40 },
    capacity: { type: ['integer', 'null'], minimum: -2_147_483_648, maximum: 2_147_483_647 },
    feeRate: { type: 'number', minimum: -1_000_000, maximum: 1_000_000 },
    trainerAccountId: { type: 'string', maxLength: 100 },
  },
  ['name', 'startsOn', 'endsOn', 'feeRate', 'trainerAccountId'],
);

const studioClass = object(
  {
    id: string,
    name: string,
    trainerAccountId: string,
    trainerName: string,
    startsOn: string,
    endsOn: string,
    capacity: { type: ['integer', 'null'] },
    feeRate: { type: 'number' },
    learnerCount: integer,
  },
  ['id', 'name', 'trainerAccountId', 'trainerName', 'startsOn', 'endsOn', 'capacity', 'feeRate', 'learnerCount'],
);

export const classListAnswer = { 200: envelopeOf({ type: 'array', items: studioClass }) } as const;
export const classAnswer = { 200: envelopeOf(studioClass), 201: envelopeOf(studioClass) } as const;
export const trainersAnswer = { 200: envelopeOf({ type: 'array', items: object({ value: string, text: string }, ['value', 'text']) }) } as const;
