import { randomUUID } from 'node:crypto';
import type { RegisteredRoute } from '../../../server/src/platform/policy';

/** A JSON Schema as the routes declare them (plain objects; no $ref is used today). */
export type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
};

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function schemaOf(route: RegisteredRoute, part: 'params' | 'querystring' | 'body' | 'headers'): Schema | undefined {
  const schema = route.schema as Record<string, unknown> | undefined;
  return schema?.[part] as Schema | undefined;
}

/** Names of a URL's path parameters (`:id`), in order. */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}

function firstType(schema: Schema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  return schema.type;
}

/** Strings tried, in order, as a valid value for a string schema with a pattern. */
const CANDIDATES = () => [randomUUID(), '1', '2', 'all', 'id', 'a@b.co', 'halo-dunia', 'Halo', 'x', '2030-01-31', '628123456789', 'abc'];

function stringFits(schema: Schema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return false;
  if (schema.format === 'uuid' && !UUID_RE.test(value)) return false;
  return true;
}

/** A string the schema accepts (its first enum value, a candidate matching its pattern, or letters of a fitting length). */
export function validString(schema: Schema): string {
  if (schema.enum) return String(schema.enum[0]);
  if (schema.const !== undefined) return String(schema.const);
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return 'a@b.co';
  if (schema.format === 'date') return '2030-01-31';
  if (schema.format === 'date-time') return '2030-01-31T10:00:00Z';
  if (schema.format === 'uri') return 'https://example.id/';
  for (const candidate of CANDIDATES()) if (stringFits(schema, candidate)) return candidate;
  const length = Math.max(schema.minLength ?? 1, 1);
  return 'a'.repeat(Math.min(length, schema.maxLength ?? length));
}

/** A value the schema accepts, as far as a small generator can tell (required properties only, one array item). */
export function validValue(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return {};
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative && !schema.type && !schema.properties) return validValue(alternative, depth + 1);
  switch (firstType(schema)) {
    case 'string':
      return validString(schema);
    case 'integer':
      return Math.max(schema.minimum ?? 1, 1);
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => validValue(schema.items, depth + 1));
    case 'null':
      return null;
    default: {
      const object: Record<string, unknown> = {};
      const properties = schema.properties ?? {};
      for (const name of schema.required ?? []) object[name] = validValue(properties[name], depth + 1);
      // oneOf/anyOf of "required" alternatives (e.g. cartIds or program): satisfy the first one.
      const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0];
      for (const name of branch?.required ?? []) object[name] ??= validValue(properties[name], depth + 1);
      if ((schema.minProperties ?? 0) > Object.keys(object).length) {
        const names = Object.keys(properties);
        if (names.length) for (const name of names) object[name] ??= validValue(properties[name], depth + 1);
        else object.title = 'Halo';
      }
      return object;
    }
  }
}

/** The URL with every path parameter replaced: by `values[name]` when given, else a value its params schema accepts. */
export function fillPath(route: RegisteredRoute, values: Record<string, string> = {}): string {
  const params = schemaOf(route, 'params');
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    if (name in values) return encodeURIComponent(values[name]!);
    const schema = params?.properties?.[name];
    return encodeURIComponent(schema ? validString(schema) : randomUUID());
  });
}

/** The query string of the route's required query parameters (valid values), with a leading '?', or ''. */
export function requiredQuery(route: RegisteredRoute): string {
  const query = schemaOf(route, 'querystring');
  const names = query?.required ?? [];
  if (!names.length) return '';
  return `?${names.map((name) => `${name}=${encodeURIComponent(validString(query!.properties?.[name] ?? {}))}`).join('&')}`;
}

/** A small deterministic PRNG (mulberry32): the same seed gives the same fuzz run. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
