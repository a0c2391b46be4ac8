import { en } from './en';
import { id } from './id';
import type { Locale } from './locales';
import { interpolate, lookupMessage } from './lookup';

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

/** The message in the locale (English when the locale lacks it, the key when both do), parameters filled in. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return interpolate(lookupMessage(catalogs[locale], key) ?? lookupMessage(catalogs.en, key) ?? key, params);
}
