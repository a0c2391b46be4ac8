import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';

/**
 * The one wire contract of a route is its JSON Schema: with this type provider the `as const` schemas type the
 * handler's body, query and params (json-schema-to-ts), so no route writes its own generic. A route file takes
 * `typed(app)` and declares its routes on that.
 */
export type TypedApp = ReturnType<typeof typed>;

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<JsonSchemaToTsProvider>();
}

/**
 * A route file whose schemas are TypeBox contracts (src/core/<domain>/contract.ts) takes `contracted(app)`: the
 * handler's body, query, params and answer are the contracts' `Static` types, the same types the core and the apps
 * read. Features move to it one at a time from `typed`'s hand-written `as const` schemas.
 */
export type ContractedApp = ReturnType<typeof contracted>;

export function contracted(app: FastifyInstance) {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}

/**
 * The response schema of an enveloped answer (DESIGN 2: {statusCode, message, data}). Response schemas make
 * Fastify serialise with fast-json-stringify, which also drops any property a schema does not name: a data
 * schema must list every field the client reads (or allow additional properties where the shape is open).
 */
export function envelopeOf<const T extends object>(data: T) {
  return {
    type: 'object',
    required: ['statusCode', 'message', 'data'],
    properties: { statusCode: { type: 'integer' }, message: { type: 'string' }, data },
  } as const;
}

/** The envelope of an answer without data (data: null). */
export const emptyEnvelope = envelopeOf({ type: 'null' });
