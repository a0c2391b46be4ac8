import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './httpError';

/**
 * Input that no field of ours can hold is refused once, here, before any schema or handler sees it:
 * - a NUL character (PostgreSQL text cannot store it, so it used to surface as a 500 from the database);
 * - a lone UTF-16 surrogate (not valid Unicode: JSON columns and UTF-8 encoders reject it);
 * - nesting deeper than MAX_DEPTH (a 20,000-level body overflowed the stack in JSON.stringify).
 * The walk is iterative, so the check itself cannot overflow. Body, query string and path parameters are
 * checked for every route, including the public pages rendered from a path.
 */
export const MAX_DEPTH = 64;

/** Integer columns are PostgreSQL `integer` unless a schema says otherwise with its own bounds. */
const INT4_MAX = 2_147_483_647;
const INT4_MIN = -2_147_483_648;

export type InputProblem = { kind: 'character' | 'depth'; field: string };

/** Lone high or low surrogate: a pair is fine, half of one is not. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** The first problem in a parsed value (a body, a query, the params), or null when it is clean. */
export function findInputProblem(value: unknown, root: string): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (badText(item.value)) return { kind: 'character', field: item.path };
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null || ArrayBuffer.isView(item.value)) continue;
    if (item.depth >= MAX_DEPTH) return { kind: 'depth', field: item.path };
    const entries = Array.isArray(item.value) ? item.value.map((child, index) => [String(index), child] as const) : Object.entries(item.value);
    for (const [key, child] of entries) {
      const path = `${item.path}.${key}`;
      if (badText(key)) return { kind: 'character', field: path };
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}

function refuse(problem: InputProblem): HttpError {
  return problem.kind === 'character'
    ? new HttpError(400, 'errors.invalidCharacters', { field: problem.field }, { [problem.field]: 'errors.fieldInvalid' })
    : new HttpError(400, 'errors.tooDeep', { depth: MAX_DEPTH });
}

export function checkRequestInput(request: FastifyRequest): void {
  const problem = findInputProblem(request.params, 'params') ?? findInputProblem(request.query, 'query') ?? findInputProblem(request.body, 'body');
  if (problem) throw refuse(problem);
}

type Schema = Record<string, unknown>;

/**
 * A copy of a request schema in which every integer without its own bounds gets PostgreSQL's integer range,
 * so 1e308 (an integer to JSON Schema) is a 400 and never reaches the database as an out-of-range value.
 */
export function boundIntegers<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => boundIntegers(item)) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Schema = Object.fromEntries(Object.entries(schema as Schema).map(([key, value]) => [key, boundIntegers(value)]));
  const types = Array.isArray(copy.type) ? copy.type : [copy.type];
  if (types.includes('integer')) {
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined && copy.enum === undefined && copy.const === undefined)
      copy.maximum = INT4_MAX;
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined && copy.enum === undefined && copy.const === undefined)
      copy.minimum = INT4_MIN;
  }
  return copy as T;
}

export const inputSanitiserPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    const { body, querystring, params } = route.schema;
    route.schema = {
      ...route.schema,
      ...(body ? { body: boundIntegers(body) } : {}),
      ...(querystring ? { querystring: boundIntegers(querystring) } : {}),
      ...(params ? { params: boundIntegers(params) } : {}),
    };
  });
  // preValidation: after the body is parsed, before the schema and the handler.
  app.addHook('preValidation', async (request) => {
    checkRequestInput(request);
  });
});
