import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { API_KEY_HEADER } from '@core/gateway/families';
import type { Policy } from './policy';
import { fromProjectRoot } from '../projectRoot';

/**
 * The API described by its own route schemas, OpenAPI 3.1 (@fastify/swagger), read at /api/docs
 * (Swagger UI), /api/docs/json and /api/docs/yaml. Each operation carries its route's policy (x-policy), the
 * API family as its tag and the credentials it needs; what is not API (pages, static files) is left out.
 */
export const API_DOCS_PREFIX = '/api/docs';

/** Whether a path is one of the documentation's own (the UI, its assets, the document). */
export const isApiDocsUrl = (url: string) => url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`);

const platform = JSON.parse(readFileSync(fromProjectRoot('package.json'), 'utf8')) as {
  name: string;
  version: string;
  description: string;
};

/** Why a route is not in the document, or undefined when it is. The test lists the same reasons. */
function hiddenFromApiDocs(url: string): string | undefined {
  if (isApiDocsUrl(url)) return 'the documentation itself';
  if (url.includes('*')) return 'static files (member app build, assets, uploads) or the public-site catch-all';
  if (!url.startsWith('/api/')) return 'a page, a file or a probe, not the JSON API';
  return undefined;
}

/** The API family: the first path segment after /api (main, md, cm, jp, certification, v2, ...). */
const familyOf = (url: string) => url.split('/')[2] ?? 'api';

/** Every /api call carries the client key (apiKey.ts); every call past 'public' also a bearer access token. */
const securityOf = (policy: Policy | undefined) => (policy === 'public' ? [{ apiKey: [] }] : [{ apiKey: [], bearer: [] }]);

/**
 * The answer of a route without a response schema: file downloads (PDFs, CSV, evidence files) and the hub's
 * negotiate call, whose bodies Fastify does not serialise through a schema. Said so, not left to look like an
 * empty answer.
 */
export const NO_RESPONSE_SCHEMA = 'Declared without a response schema: a file (PDF, CSV, image) or a body that is not the JSON envelope.';

function describeRoute({ schema, url, route }: { schema: FastifySchema | undefined; url: string; route: RouteOptions }) {
  if (hiddenFromApiDocs(url)) return { schema: { ...schema, hide: true }, url };
  const policy = route.config?.policy;
  const response = schema?.response ?? { 200: { description: NO_RESPONSE_SCHEMA } };
  return { schema: { ...schema, response, tags: [familyOf(url)], security: securityOf(policy), 'x-policy': policy }, url };
}

/**
 * The document's collector. Registered before the policy plugin and the features: @fastify/swagger records
 * routes in an onRoute hook, so it sees only the routes added after it.
 *
 * @fastify/swagger-ui cannot be given a route config, and a route without config.policy is refused (policy.ts):
 * the documentation's own routes get theirs here, in this one place, from an onRoute hook that runs before the
 * policy plugin's (it is added earlier) so the route table records it too. Public in every environment
 * (docs/decisions/2026-11-26-openapi.md): the document names no secret, and every route it lists keeps its own policy.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (isApiDocsUrl(route.url) && !route.config?.policy) route.config = { ...route.config, policy: 'public' };
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: platform.name, version: platform.version, description: `${platform.description}: the gateway's JSON API.` },
      // Relative: the document is right on whatever host and scheme serves it.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: describeRoute,
  });
});

/**
 * The document and Swagger UI under /api/docs. Registered after the platform plugins, so the security headers
 * and the policy check apply to its routes. The UI loads only its own script files (no inline script), and its
 * inline styles are allowed by the platform's style-src: the platform CSP (security.ts) serves it unchanged.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    theme: { title: `${platform.name} API` },
  });
});
