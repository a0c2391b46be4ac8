import { createRequire } from 'node:module';
import { getDistricts, getProvinces, getRegencies, getVillages } from 'idn-area-data';
import { sql } from 'kysely';
import type { Db } from './connect';

/** The package the regions come from, and the version installed (docs/decisions/2026-11-26-locations.md). */
export const LOCATION_DATASET = 'idn-area-data';
export const LOCATION_DATASET_VERSION = (createRequire(import.meta.url)('idn-area-data/package.json') as { version: string }).version;

// Any constant works: two instances starting together against one PostgreSQL server load the regions once.
const LOCATIONS_LOCK = 715_304_3;

/** Rows per insert, three parameters each: a statement takes at most 65,535 parameters (21,845 rows). */
const ROWS_PER_STATEMENT = 5000;

async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) await insert(rows.slice(start, start + ROWS_PER_STATEMENT));
}

/**
 * Every start, production included: loads Indonesia's provinces, regencies and cities, districts and villages from
 * the idn-area-data package when the database does not hold this version of it yet (the first start, or after the
 * package was upgraded); otherwise it costs one query. One transaction: a start that fails half-way leaves no partial
 * tree. An upgrade updates renamed or moved areas and adds new ones; codes a newer dataset drops are kept, since
 * addresses may name them. Returns whether it loaded.
 */
export async function seedLocations(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCATIONS_LOCK})`.execute(trx);
    const loaded = await trx.selectFrom('location_dataset').select('version').where('source', '=', LOCATION_DATASET).executeTakeFirst();
    if (loaded?.version === LOCATION_DATASET_VERSION) return false;
    const [provinces, regencies, districts, villages] = await Promise.all([getProvinces(), getRegencies(), getDistricts(), getVillages()]);
    await trx
      .insertInto('location_provinces')
      .values(provinces.map(({ code, name }) => ({ code, name })))
      .onConflict((conflict) => conflict.column('code').doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
      .execute();
    await inBatches(regencies, (batch) =>
      trx
        .insertInto('location_regencies')
        .values(batch.map(({ code, province_code, name }) => ({ code, province_code, name })))
        .onConflict((conflict) =>
          conflict.column('code').doUpdateSet((eb) => ({ province_code: eb.ref('excluded.province_code'), name: eb.ref('excluded.name') })),
        )
        .execute(),
    );
    await inBatches(districts, (batch) =>
      trx
        .insertInto('location_districts')
        .values(batch.map(({ code, regency_code, name }) => ({ code, regency_code, name })))
        .onConflict((conflict) =>
          conflict.column('code').doUpdateSet((eb) => ({ regency_code: eb.ref('excluded.regency_code'), name: eb.ref('excluded.name') })),
        )
        .execute(),
    );
    await inBatches(villages, (batch) =>
      trx
        .insertInto('location_villages')
        .values(batch.map(({ code, district_code, name }) => ({ code, district_code, name })))
        .onConflict((conflict) =>
          conflict.column('code').doUpdateSet((eb) => ({ district_code: eb.ref('excluded.district_code'), name: eb.ref('excluded.name') })),
        )
        .execute(),
    );
    await trx
      .insertInto('location_dataset')
      .values({ source: LOCATION_DATASET, version: LOCATION_DATASET_VERSION })
      .onConflict((conflict) => conflict.column('source').doUpdateSet({ version: LOCATION_DATASET_VERSION, loaded_at: new Date() }))
      .execute();
    return true;
  });
}
