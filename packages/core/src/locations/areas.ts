/**
 * Indonesia's administrative regions as SPEC 7's location lookups serve them, for the gateway and the apps.
 * The levels are named as the dataset and Kemendagri name them (province, regency or city, district, village);
 * SPEC's paths name them one level down (its "district" is a regency or city, its "sub-district" a district and its
 * "urban village" a village), so LOOKUP_PATHS is the one place that maps the two.
 */

import type { LocationLookupItem } from './contract';

export const AREA_LEVELS = ['province', 'regency', 'district', 'village'] as const;
export type AreaLevel = (typeof AREA_LEVELS)[number];

/** Kemendagri's codes: two digits per level, dot-separated, four for a village ('31.71.01.1001'). */
export const AREA_CODE_PATTERNS: Record<AreaLevel, string> = {
  province: '^[0-9]{2}$',
  regency: '^[0-9]{2}\\.[0-9]{2}$',
  district: '^[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}$',
  village: '^[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}\\.[0-9]{4}$',
};

/** The md family's path listing each level (SPEC 7); every level but the province's takes its parent's code. */
export const LOOKUP_PATHS: Record<AreaLevel, string> = {
  province: '/location-area/province-lookup/',
  regency: '/location-area/district-lookup/',
  district: '/location-area/sub-district-lookup/',
  village: '/location-area/urban-village-lookup/',
};

/** The level above this one (whose code a lookup of this level takes), or undefined for the province. */
export function parentLevel(level: AreaLevel): AreaLevel | undefined {
  return AREA_LEVELS[AREA_LEVELS.indexOf(level) - 1];
}

/** The path of a level's lookup under the md family; the parent's code is a path segment (codes hold only digits and dots). */
export function lookupPath(level: AreaLevel, parentCode = ''): string {
  return `${LOOKUP_PATHS[level]}${parentCode}`;
}

/**
 * Names in the order a reader of Indonesian expects: case and accents ignored, numbers by value ('Kelurahan 2' before
 * 'Kelurahan 10'), the code breaking ties; the same on every database, whatever its collation.
 */
const byName = new Intl.Collator('id', { sensitivity: 'base', numeric: true });

/** Rows of a region table as SPEC's lookup items, sorted by name. */
export function toLookupItems(rows: readonly { code: string; name: string }[]): LocationLookupItem[] {
  return rows.map((row) => ({ value: row.code, text: row.name })).sort((a, b) => byName.compare(a.text, b.text) || (a.value < b.value ? -1 : 1));
}
