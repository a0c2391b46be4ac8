import { en } from './en';
import { id } from './id';
import type { Locale } from './locales';

/** The shape of a catalog: en.ts's keys with string leaves, so id.ts must define every key. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalog = Widen<typeof en>;

export const catalogs: Record<Locale, Catalog> = { id, en };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every dotted key of the catalog, e.g. 'auth.loginTitle'. */
export type MessageKey = Leaves<Catalog>;

export type MessageParams = Record<string, string | number>;

function lookup(catalog: Catalog, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Polyglot-style interpolation (%{name}) so the member app's react-admin i18n reads the same catalog. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const text = lookup(catalogs[locale], key) ?? lookup(catalogs.en, key) ?? key;
  return text.replace(/%\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
