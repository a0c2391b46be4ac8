import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyPlugin } from '../../server/src/platform/apiKey';
import { errorHandlerPlugin } from '../../server/src/platform/errorHandler';
import { badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized, unprocessable } from '../../server/src/platform/httpError';
import { securityHeaders, securityHeadersPlugin } from '../../server/src/platform/security';

const KEY = 'unit-test-key';

/** A bare Fastify with the platform's error envelope, API key and security headers, and routes that fail on purpose. */
async function platformApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } } });
  await app.register(errorHandlerPlugin);
  await app.register(apiKeyPlugin, { apiKey: KEY });
  await app.register(securityHeadersPlugin, { production: false });
  const failures: Record<string, () => Error> = {
    'too-many': () => tooManyRequests(30),
    'bad-request': () => badRequest('the e-mail', { email: 'validation.required' }),
    unauthorized: () => unauthorized(),
    forbidden: () => forbidden(),
    'not-found': () => notFound(),
    conflict: () => conflict('errors.notFound'),
    unprocessable: () => unprocessable('errors.fieldInvalid', [{ path: '/name', message: 'is required' }]),
    'client-fault': () => Object.assign(new Error('Range not satisfiable'), { statusCode: 416 }),
    'client-400': () => Object.assign(new Error('Bad header'), { statusCode: 400 }),
    'client-499': () => Object.assign(new Error('Closed early'), { statusCode: 499 }),
    'status-500': () => Object.assign(new Error('pool exhausted: host=db.internal'), { statusCode: 500 }),
    'our-fault': () => new Error('database exploded: password=secret'),
    'odd-status': () => Object.assign(new Error('gateway'), { statusCode: 502 }),
  };
  app.get<{ Params: { kind: string } }>('/api/fail/:kind', async (request) => {
    throw failures[request.params.kind]!();
  });
  app.post(
    '/api/validated',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: {
            email: { type: 'string' },
            age: { type: 'integer' },
            address: { type: 'object', properties: { zip: { type: 'string', pattern: '^\\d{5}$' } } },
          },
        },
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/outside', async () => ({ ok: true }));
  return app;
}

describe('the platform plugins (error envelope, API key, security headers)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await platformApp();
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', url: string, extra: { payload?: unknown; headers?: Record<string, string> } = {}) =>
    app.inject({ method, url, headers: { 'x-api-key': KEY, 'accept-language': 'en', ...extra.headers }, payload: extra.payload as string });

  describe('the API key', () => {
    it('lets a call with the key through', async () => {
      expect((await call('GET', '/api/fail/not-found')).statusCode).toBe(404);
    });

    it('answers 403 (never 401) without the key, with a wrong key, or with a key of another length', async () => {
      for (const headers of [{ 'x-api-key': '' }, { 'x-api-key': 'unit-test-kez' }, { 'x-api-key': `${KEY}x` }]) {
        const response = await call('GET', '/api/fail/not-found', { headers });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          statusCode: 403,
          message: 'A valid client API key (x-api-key header) is required',
          data: null,
          requestId: expect.any(String),
        });
      }
      const missing = await app.inject({ method: 'GET', url: '/api/fail/not-found' });
      expect(missing.statusCode).toBe(403);
    });

    it('is not asked for outside /api/', async () => {
      const response = await app.inject({ method: 'GET', url: '/outside' });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('the error envelope', () => {
    it('turns a thrown HttpError into its status, translated message and headers', async () => {
      const response = await call('GET', '/api/fail/too-many');
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.json()).toEqual({
        statusCode: 429,
        message: 'Too many attempts. Try again in 30 seconds',
        data: null,
        requestId: expect.any(String),
      });
    });

    it('translates field errors and the message into the caller language (Indonesian by default)', async () => {
      const english = await call('GET', '/api/fail/bad-request');
      expect(english.json()).toEqual({
        statusCode: 400,
        requestId: expect.any(String),
        message: 'The request is not valid: the e-mail',
        data: null,
        errors: { email: 'This field is required' },
      });
      const indonesian = await call('GET', '/api/fail/bad-request', { headers: { 'accept-language': 'id' } });
      expect(indonesian.statusCode).toBe(400);
      expect(indonesian.json().message).not.toBe(english.json().message);
      expect(indonesian.json().message).toContain('the e-mail');
    });

    it('maps the helpers to 401, 403, 404 and 409 with their messages', async () => {
      expect((await call('GET', '/api/fail/unauthorized')).json()).toEqual({
        statusCode: 401,
        message: 'Please log in to continue',
        data: null,
        requestId: expect.any(String),
      });
      expect((await call('GET', '/api/fail/forbidden')).json()).toEqual({
        statusCode: 403,
        message: 'You are not allowed to do this',
        data: null,
        requestId: expect.any(String),
      });
      expect((await call('GET', '/api/fail/not-found')).json()).toEqual({
        statusCode: 404,
        message: 'Not found',
        data: null,
        requestId: expect.any(String),
      });
      expect((await call('GET', '/api/fail/conflict')).json()).toEqual({
        statusCode: 409,
        message: 'Not found',
        data: null,
        requestId: expect.any(String),
      });
    });

    it('gives a 422 its field errors as data', async () => {
      const response = await call('GET', '/api/fail/unprocessable');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        statusCode: 422,
        requestId: expect.any(String),
        message: 'has an invalid value',
        data: { errors: [{ path: '/name', message: 'is required' }] },
      });
    });

    it('names the missing field of a schema failure', async () => {
      const response = await call('POST', '/api/validated', { payload: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        requestId: expect.any(String),
        message: 'The request is not valid: email: This field is required',
        data: null,
        errors: { email: 'This field is required' },
      });
    });

    it('names a field of the wrong type, an unknown field and an invalid nested value', async () => {
      const wrongType = await call('POST', '/api/validated', { payload: { email: 'a@b.id', age: 'old' } });
      expect(wrongType.json().errors).toEqual({ age: 'must be of type integer' });
      const unknown = await call('POST', '/api/validated', { payload: { email: 'a@b.id', colour: 'red' } });
      expect(unknown.json().errors).toEqual({ colour: 'is not an accepted field' });
      const nested = await call('POST', '/api/validated', { payload: { email: 'a@b.id', address: { zip: 'abc' } } });
      expect(nested.json().errors).toEqual({ 'address.zip': 'has an invalid value' });
      expect(nested.json().message).toBe('The request is not valid: address.zip: has an invalid value');
    });

    it('names the body itself when the whole body is of the wrong type', async () => {
      const response = await call('POST', '/api/validated', { payload: '[1]', headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ '(body)': 'must be of type object' });
    });

    it('answers a body that is not JSON with 400, an empty JSON body with 400, and another media type with 415', async () => {
      const broken = await call('POST', '/api/validated', { payload: '{"email":', headers: { 'content-type': 'application/json' } });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ statusCode: 400, message: 'The request body is not valid JSON', data: null, requestId: expect.any(String) });
      const empty = await call('POST', '/api/validated', { payload: '', headers: { 'content-type': 'application/json' } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('The request body is not valid JSON');
      const xml = await call('POST', '/api/validated', { payload: '<a/>', headers: { 'content-type': 'application/xml' } });
      expect(xml.statusCode).toBe(415);
      expect(xml.json()).toEqual({ statusCode: 415, message: 'The request body must be JSON', data: null, requestId: expect.any(String) });
    });

    it('answers a body over the limit with 413', async () => {
      const small = Fastify({ logger: false, bodyLimit: 10 });
      await small.register(errorHandlerPlugin);
      small.post('/api/x', async () => ({ ok: true }));
      const response = await small.inject({
        method: 'POST',
        url: '/api/x',
        payload: { text: 'more than ten bytes' },
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ statusCode: 413, message: 'The request body is too large', data: null, requestId: expect.any(String) });
      await small.close();
    });

    it("passes another client error's status through with its message as the detail", async () => {
      const response = await call('GET', '/api/fail/client-fault');
      expect(response.statusCode).toBe(416);
      expect(response.json()).toEqual({
        statusCode: 416,
        message: 'The request is not valid: Range not satisfiable',
        data: null,
        requestId: expect.any(String),
      });
      // Both ends of the 4xx range.
      expect((await call('GET', '/api/fail/client-400')).json()).toEqual({
        statusCode: 400,
        requestId: expect.any(String),
        message: 'The request is not valid: Bad header',
        data: null,
      });
      expect((await call('GET', '/api/fail/client-499')).json()).toEqual({
        statusCode: 499,
        requestId: expect.any(String),
        message: 'The request is not valid: Closed early',
        data: null,
      });
    });

    it('answers a fault of ours, or a status outside 4xx, with a 500 that tells nothing of it', async () => {
      for (const kind of ['our-fault', 'odd-status', 'status-500']) {
        const response = await call('GET', `/api/fail/${kind}`);
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({
          statusCode: 500,
          message: 'Something went wrong on our side. Please try again',
          data: null,
          requestId: expect.any(String),
        });
      }
    });

    it('answers an unknown route with 404 naming the method and the path without its query', async () => {
      const response = await call('GET', '/api/nowhere?secret=1');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'Route GET /api/nowhere not found', data: null, requestId: expect.any(String) });
    });
  });

  describe('the security headers', () => {
    it('go on every response, errors included', async () => {
      for (const response of [await app.inject({ method: 'GET', url: '/outside' }), await call('GET', '/api/fail/not-found')]) {
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      }
    });

    it("allow only the site's own scripts, inline styles (MUI), data and blob images, and no plugins", () => {
      const header = securityHeaders(false)['content-security-policy']!;
      const csp = Object.fromEntries(
        header
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values.join(' ')]),
      );
      expect(csp).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: blob:",
        'font-src': "'self' data:",
        'connect-src': "'self'",
        'worker-src': "'self'",
        'frame-ancestors': "'self'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
        'script-src-attr': "'none'",
      });
    });

    it('add HSTS and upgrade-insecure-requests in production only', () => {
      const local = securityHeaders(false);
      const production = securityHeaders(true);
      expect(local['strict-transport-security']).toBeUndefined();
      expect(local['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(production['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(production['content-security-policy']).toContain('upgrade-insecure-requests');
    });
  });
});
