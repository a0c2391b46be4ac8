import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A success answer whose status a route's response schema does not declare goes out through JSON.stringify, not
 * through the schema: nothing strips the fields the schema leaves out (a quiz's answer key, a password hash), and the
 * OpenAPI document describes another status. Outside production such an answer fails loudly (a 500 naming the route
 * and status, so the test that made it fails); production answers as Fastify would.
 */
export const responseSchemaGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const declared = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    const status = reply.statusCode;
    if (!declared || status < 200 || status >= 300) return payload;
    if (String(status) in declared || '2xx' in declared || 'default' in declared) return payload;
    throw new Error(`${request.method} ${request.routeOptions.url} answered ${status}, which its response schema does not declare`);
  });
});
