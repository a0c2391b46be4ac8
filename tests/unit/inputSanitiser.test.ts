import { describe, expect, it } from 'vitest';
import { boundIntegers, findInputProblem, MAX_DEPTH } from '../../server/src/platform/inputSanitiser';

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
});
