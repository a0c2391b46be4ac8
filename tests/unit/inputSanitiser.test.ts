import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../../server/src/platform/errorHandler';
import { boundIntegers, findInputProblem, inputSanitiserPlugin, MAX_DEPTH } from '../../server/src/platform/inputSanitiser';

/** `leaf` under `levels` nested objects: the innermost object is at depth levels - 1. */
function nestedIn(levels: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level += 1) value = { child: value };
  return value;
}

describe('findInputProblem', () => {
  it('accepts ordinary text, emoji (surrogate pairs) and nesting up to the limit', () => {
    let nested: unknown = 'daun';
    for (let level = 1; level < MAX_DEPTH; level += 1) nested = { child: nested };
    expect(findInputProblem({ name: 'Ani 😀', tags: ['a', 'b'], nested }, 'body')).toBeNull();
  });

  it('names the field holding a NUL character, in values and in keys', () => {
    expect(findInputProblem({ contact: { email: 'a\u0000b' } }, 'body')).toEqual({ kind: 'character', field: 'body.contact.email' });
    expect(findInputProblem({ ['x\u0000']: 1 }, 'query')).toEqual({ kind: 'character', field: 'query.x\u0000' });
    expect(findInputProblem(['ok', 'bad\u0000'], 'body')).toEqual({ kind: 'character', field: 'body.1' });
  });

  it('finds lone high and low surrogates', () => {
    expect(findInputProblem({ a: 'x\ud800' }, 'body')?.kind).toBe('character');
    expect(findInputProblem({ a: '\udc00x' }, 'body')?.kind).toBe('character');
    expect(findInputProblem({ a: '\ud83d\ude00' }, 'body')).toBeNull();
  });

  it('stops at the depth limit without recursion, even for 20,000 levels', () => {
    const deep = JSON.parse('['.repeat(20_000) + ']'.repeat(20_000)) as unknown;
    expect(findInputProblem(deep, 'body')).toEqual({ kind: 'depth', field: expect.stringMatching(/^body(\.0)+$/) });
  });

  it('leaves binary bodies alone', () => {
    expect(findInputProblem(Buffer.from([0, 0, 0]), 'body')).toBeNull();
  });

  it('refuses an object at depth 64, and not a plain value, null or bytes there', () => {
    expect(findInputProblem(nestedIn(64, 'leaf'), 'body')).toBeNull();
    expect(findInputProblem(nestedIn(65, 'leaf'), 'body')).toEqual({ kind: 'depth', field: `body${'.child'.repeat(64)}` });
    for (const leaf of [5, true, null, Buffer.from('x')]) expect(findInputProblem(nestedIn(64, leaf), 'body'), String(leaf)).toBeNull();
  });

  it('finds nothing in plain values', () => {
    for (const value of [undefined, null, 0, false, 'text']) expect(findInputProblem(value, 'query')).toBeNull();
  });
});

describe('boundIntegers', () => {
  it('gives unbounded integers the PostgreSQL integer range and keeps explicit bounds', () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'integer', minimum: 1 },
        price: { type: 'integer', minimum: 0, maximum: 1_000_000_000_000 },
        kind: { type: 'integer', enum: [1, 2] },
        list: { type: 'array', items: { type: ['integer', 'null'] } },
        type: { type: 'string' },
      },
    } as const;
    const bounded = boundIntegers(schema) as unknown as { properties: Record<string, Record<string, unknown>> };
    expect(bounded.properties.id).toEqual({ type: 'integer', minimum: 1, maximum: 2_147_483_647 });
    expect(bounded.properties.price).toEqual(schema.properties.price);
    expect(bounded.properties.kind).toEqual(schema.properties.kind);
    expect((bounded.properties.list as { items: unknown }).items).toEqual({
      type: ['integer', 'null'],
      minimum: -2_147_483_648,
      maximum: 2_147_483_647,
    });
    expect(bounded.properties.type).toEqual({ type: 'string' });
    // The route's own schema object is not changed: it may be shared with other routes or with the client.
    expect(schema.properties.id).toEqual({ type: 'integer', minimum: 1 });
  });

  it('keeps exclusive bounds and constants, and values that are no schema', () => {
    expect(boundIntegers({ type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 10 })).toEqual({
      type: 'integer',
      exclusiveMinimum: 0,
      exclusiveMaximum: 10,
    });
    expect(boundIntegers({ type: 'integer', const: 3 })).toEqual({ type: 'integer', const: 3 });
    expect(boundIntegers({ type: 'integer', maximum: 9 })).toEqual({ type: 'integer', maximum: 9, minimum: -2_147_483_648 });
    expect(boundIntegers({ type: 'integer', default: null })).toEqual({
      type: 'integer',
      default: null,
      minimum: -2_147_483_648,
      maximum: 2_147_483_647,
    });
    expect(boundIntegers(null)).toBeNull();
    expect(boundIntegers('integer')).toBe('integer');
  });
});

describe('the input sanitiser plugin', () => {
  async function app() {
    const server = Fastify({ logger: false });
    await server.register(errorHandlerPlugin);
    await server.register(inputSanitiserPlugin);
    const schema = { body: { type: 'object', properties: { n: { type: 'integer' } } } };
    server.post('/items/:slug', { schema }, async (request) => ({ body: request.body }));
    server.get('/plain', async () => ({ ok: true }));
    return server;
  }
  const post = async (url: string, payload: unknown) =>
    (await app()).inject({
      method: 'POST',
      url,
      payload: payload as string,
      headers: { 'accept-language': 'en', 'content-type': 'application/json' },
    });

  it('refuses a NUL in the body, the query or the path, naming the field', async () => {
    const body = await post('/items/ok', { n: 1, name: 'a\u0000b' });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      statusCode: 400,
      requestId: expect.any(String),
      message: 'The field body.name contains characters that are not allowed',
      data: null,
      errors: { 'body.name': 'has an invalid value' },
    });
    expect((await post('/items/ok?q=%00', { n: 1 })).json().message).toBe('The field query.q contains characters that are not allowed');
    expect((await post('/items/a%00b', { n: 1 })).json().message).toBe('The field params.slug contains characters that are not allowed');
  });

  it('refuses a body nested too deeply, and passes a clean one to the handler', async () => {
    const deep = await post('/items/ok', nestedIn(70, 1));
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({
      statusCode: 400,
      message: 'The request is nested too deeply (at most 64 levels)',
      data: null,
      requestId: expect.any(String),
    });
    const clean = await post('/items/ok', { n: 2_147_483_647, name: 'Ani 😀' });
    expect(clean.statusCode).toBe(200);
    expect(clean.json()).toEqual({ body: { n: 2_147_483_647, name: 'Ani 😀' } });
  });

  it("bounds the routes' unbounded integers to PostgreSQL's range", async () => {
    const tooBig = await post('/items/ok', { n: 2_147_483_648 });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors).toEqual({ n: 'has an invalid value' });
  });

  it('leaves a route without a schema alone', async () => {
    expect((await (await app()).inject({ method: 'GET', url: '/plain' })).json()).toEqual({ ok: true });
  });
});
