import { sql } from 'kysely';
import type { AreaLevel } from '@core/locations/areas';
import type { Db } from '../../db/connect';

interface Area {
  code: string;
  name: string;
}

/** Each level below the province: its table, the column naming its parent, and the parent's table. */
const TABLES = {
  regency: { table: 'location_regencies', parentColumn: 'province_code', parentTable: 'location_provinces' },
  district: { table: 'location_districts', parentColumn: 'regency_code', parentTable: 'location_regencies' },
  village: { table: 'location_villages', parentColumn: 'district_code', parentTable: 'location_districts' },
} as const;

export type ChildLevel = Exclude<AreaLevel, 'province'>;

export async function provinces(db: Db): Promise<Area[]> {
  return db.selectFrom('location_provinces').select(['code', 'name']).execute();
}

/**
 * The areas of a level inside one parent, or undefined when no parent has that code (the route's 404). One query:
 * the parent joined to its children, so a parent without children answers an empty list rather than a 404.
 */
export async function areasWithin(db: Db, level: ChildLevel, parentCode: string): Promise<Area[] | undefined> {
  const { table, parentColumn, parentTable } = TABLES[level];
  const { rows } = await sql<{ code: string | null; name: string | null }>`
    select area.code, area.name from ${sql.table(parentTable)} parent
    left join ${sql.table(table)} area on ${sql.ref(`area.${parentColumn}`)} = parent.code
    where parent.code = ${parentCode}
  `.execute(db);
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) => (row.code !== null && row.name !== null ? [{ code: row.code, name: row.name }] : []));
}
