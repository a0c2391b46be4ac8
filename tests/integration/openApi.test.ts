import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NO_RESPONSE_SCHEMA } from '../../server/src/platform/openApi';
import type { RegisteredRoute } from '../../server/src/platform/policy';
import { describeOnDatabase } from './support/databases';
import { pathParams } from './support/routeTable';
import { createTestApp, type TestApp } from './support/testApp';

/**
 * The OpenAPI document at /api/docs/json describes every route of the gateway's own table
 * (app.routePolicies, so a route added tomorrow must be in it the day it lands) with its method, its policy
 * (x-policy), its path parameters and at least one answer. Swagger UI at /api/docs is a public HTML page.
 */

const PLATFORM = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * Routes deliberately not in the document, each with why. Everything else must be.
 * - HEAD routes are Fastify's automatic twins of GET routes (the GET is documented).
 * - Wildcard routes serve static files (the member app's build, /assets, the docs' own assets) and the public
 *   site's catch-all page renderer.
 * - Paths outside /api are pages (the public site, the member app's entry pages), files (/uploads, certificate
 *   files) and the probes (/healthz): not the JSON API.
 * - /api/docs is the documentation itself.
 */
function hiddenBecause(route: RegisteredRoute): string | undefined {
  if (route.method === 'HEAD') return 'automatic HEAD twin of a GET route';
  if (route.url.includes('*')) return 'static files or the public-site catch-all';
  if (!route.url.startsWith('/api/')) return 'a page, a file or a probe';
  if (route.url === '/api/docs' || route.url.startsWith('/api/docs/')) return 'the documentation itself';
  return undefined;
}

/** `/api/jp/job-vacancy/:id` as OpenAPI writes it: `/api/jp/job-vacancy/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string; content?: Record<string, { schema: object }> }>;
  'x-policy'?: unknown;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

describeOnDatabase('OpenAPI document', (kind) => {
  let t: TestApp;
  let doc: Document;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // A browser opening the page sends no API key: the documentation needs none.
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    doc = response.json<Document>();
  });
  afterAll(() => t.close());

  const documented = () => t.app.routePolicies.filter((route) => !hiddenBecause(route));

  it('is OpenAPI 3.1 named after the platform, with the API key and bearer schemes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe(PLATFORM.version);
    expect(doc.info.title).toBe('bisa-platform');
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKey', 'bearer']);
  });

  it('has every route of the gateway with its method, policy, path parameters and answers', () => {
    expect(documented().length).toBeGreaterThan(100);
    const problems = documented().flatMap((route) => {
      const name = `${route.method} ${route.url}`;
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) return [`${name}: missing`];
      const found: string[] = [];
      if (JSON.stringify(operation['x-policy']) !== JSON.stringify(route.policy)) {
        found.push(`${name}: x-policy ${JSON.stringify(operation['x-policy'])}, route ${JSON.stringify(route.policy)}`);
      }
      for (const param of pathParams(route.url)) {
        if (!operation.parameters?.some((p) => p.in === 'path' && p.name === param && p.required)) found.push(`${name}: no path parameter ${param}`);
      }
      const schema = route.schema as Record<string, unknown> | undefined;
      if (schema?.querystring && !operation.parameters?.some((p) => p.in === 'query')) found.push(`${name}: no query parameters`);
      if (schema?.body && !operation.requestBody) found.push(`${name}: no request body`);
      // An answer without a schema is one the route declares none for (a file), and the document says so.
      const answers = Object.values(operation.responses ?? {});
      if (answers.length === 0) found.push(`${name}: no answer`);
      const declared = schema?.response !== undefined;
      if (answers.some((answer) => !answer.content && (declared || answer.description !== NO_RESPONSE_SCHEMA)))
        found.push(`${name}: answer not described`);
      if (operation.tags?.[0] !== route.url.split('/')[2]) found.push(`${name}: tag ${JSON.stringify(operation.tags)}`);
      const schemes = operation.security?.flatMap((requirement) => Object.keys(requirement)).sort();
      const expected = route.policy === 'public' ? ['apiKey'] : ['apiKey', 'bearer'];
      if (JSON.stringify(schemes) !== JSON.stringify(expected)) found.push(`${name}: security ${JSON.stringify(operation.security)}`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  it("gives schemas that are valid in OpenAPI 3.1's dialect (JSON Schema 2020-12)", () => {
    const ajv = new Ajv2020({ strict: false });
    const invalid: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schemas = [
          ...(operation.parameters ?? []).map((parameter) => (parameter as { schema?: object }).schema),
          ...Object.values((operation.requestBody as { content?: Record<string, { schema: object }> } | undefined)?.content ?? {}).map(
            (c) => c.schema,
          ),
          ...Object.values(operation.responses ?? {}).flatMap((answer) => Object.values(answer.content ?? {}).map((c) => c.schema)),
        ];
        for (const schema of schemas) {
          if (!schema || !ajv.validateSchema(schema)) invalid.push(`${method} ${path}: ${ajv.errorsText(ajv.errors)}`);
        }
      }
    }
    expect(invalid).toEqual([]);
  });

  it('describes nothing but those routes', () => {
    const routes = new Set(documented().map((route) => `${route.method.toLowerCase()} ${openApiPath(route.url)}`));
    const extra = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => !routes.has(`${method} ${path}`))
        .map((method) => `${method} ${path}`),
    );
    expect(extra).toEqual([]);
  });

  it('serves Swagger UI at /api/docs as a public HTML page under the platform security headers', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    // The platform CSP, unchanged: the page's scripts are files of its own origin, no inline script.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    const yaml = await t.app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toMatch(/^openapi: 3\.1\.0$/m);
    expect(t.app.routePolicies.filter((route) => route.url.startsWith('/api/docs')).every((route) => route.policy === 'public')).toBe(true);
  });
});
