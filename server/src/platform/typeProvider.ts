import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

/**
 * The one wire contract of a route is its schema, a TypeBox contract (src/core/<domain>/contract.ts or
 * <topic>.contract.ts, composed in the feature's schemas.ts): a route file takes `contracted(app)`, so the handler's
 * body, query, params and answer are the contracts' `Static` types, the same types the core and the apps read, and no
 * route writes its own generic.
 */
export type ContractedApp = ReturnType<typeof contracted>;

export function contracted(app: FastifyInstance) {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}
