import { Type, type Static, type TSchema } from 'typebox';

/**
 * The wire contract's common pieces as TypeBox schemas: each is a JSON Schema (the gateway validates and serialises
 * with it, the OpenAPI document shows it) and `Static<typeof X>` is its TypeScript type (the core, the apps and the
 * server read that). The apps import contracts as types only, so TypeBox never reaches their bundles.
 */

/** DESIGN 2: the {statusCode, message, data} envelope of the main, md, certification, cm and jp families. */
export const Envelope = <const T extends TSchema>(data: T) => Type.Object({ statusCode: Type.Integer(), message: Type.String(), data });

/** An answer without data (data: null). */
export const EmptyEnvelope = Envelope(Type.Null());

/** A text in both languages, as stored and answered (a notification's title, a program's name). */
export const LocalizedText = Type.Object({ id: Type.String(), en: Type.String() }, { additionalProperties: false });

/** A record's id in the path (a malformed one is a 400, before any query). */
export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/**
 * SPEC 7's paging in the query: pageIndex from 1, pageSize 1 to 100, as the digits a query string carries (the
 * gateway does not coerce types, so a pattern keeps "1e3" and "-1" out).
 */
export const PageQuery = Type.Object(
  {
    pageIndex: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
    pageSize: Type.Optional(Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$' })),
  },
  { additionalProperties: false },
);

/** A text in both languages as a person writes it: neither empty, each at most `maxLength` characters. */
export const LocalizedTextInput = (maxLength: number) => {
  const text = Type.String({ minLength: 1, maxLength });
  return Type.Object({ id: text, en: text }, { additionalProperties: false });
};

/** A text that is not blank (a character other than white space), at most `maxLength` characters. */
export const FilledText = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

/**
 * A string or integer that may be null, as `type: [..., 'null']` (one type check when serialising, where a TypeBox
 * union's anyOf tries each branch).
 */
export const Nullable = <const T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
