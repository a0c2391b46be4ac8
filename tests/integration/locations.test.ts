import { getDistricts, getProvinces, getRegencies, getVillages } from 'idn-area-data';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationLookupItem } from '@core/locations/contract';
import { LOCATION_DATASET, LOCATION_DATASET_VERSION, seedLocations } from '../../server/src/db/seedLocations';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

const MD = '/api/md/location-area';
type Lookup = { items: LocationLookupItem[] };

/** SPEC 7's location lookups over the real regions of the idn-area-data package (docs/decisions/2026-11-26-locations.md). */
describeOnDatabase('location lookups', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    // The shared template holds no regions (they would make every test file's copy seconds slower): loaded here, as a start loads them.
    expect(await seedLocations(t.db)).toBe(true);
  }, 120_000);
  afterAll(() => t.close());

  describe('the load', () => {
    it('holds every province, regency and city, district and village of the package, and the version it came from', async () => {
      const { rows } = await sql<Record<'provinces' | 'regencies' | 'districts' | 'villages', number>>`
        select (select count(*)::int from location_provinces) as provinces, (select count(*)::int from location_regencies) as regencies,
               (select count(*)::int from location_districts) as districts, (select count(*)::int from location_villages) as villages
      `.execute(t.db);
      const [provinces, regencies, districts, villages] = await Promise.all([getProvinces(), getRegencies(), getDistricts(), getVillages()]);
      expect(rows[0]).toEqual({ provinces: provinces.length, regencies: regencies.length, districts: districts.length, villages: villages.length });
      expect(provinces).toHaveLength(38);
      expect(villages.length).toBeGreaterThan(80_000);
      const dataset = await t.db.selectFrom('location_dataset').select(['source', 'version']).execute();
      expect(dataset).toEqual([{ source: LOCATION_DATASET, version: LOCATION_DATASET_VERSION }]);
    });

    it('loads nothing on a later start with the same package version', async () => {
      expect(await seedLocations(t.db)).toBe(false);
    });

    it('takes a newer version over in place: renamed areas updated, areas it does not name kept', async () => {
      await t.db.updateTable('location_villages').set({ name: 'Nama Lama' }).where('code', '=', '31.71.01.1001').execute();
      await t.db.insertInto('location_villages').values({ code: '31.71.01.9999', district_code: '31.71.01', name: 'Desa Dihapus' }).execute();
      await t.db.updateTable('location_dataset').set({ version: '4.0.0-older' }).execute();
      expect(await seedLocations(t.db)).toBe(true);
      const rows = await t.db
        .selectFrom('location_villages')
        .select(['code', 'name'])
        .where('code', 'in', ['31.71.01.1001', '31.71.01.9999'])
        .execute();
      expect(rows).toEqual(
        expect.arrayContaining([
          { code: '31.71.01.1001', name: 'Gambir' },
          { code: '31.71.01.9999', name: 'Desa Dihapus' },
        ]),
      );
      await t.db.deleteFrom('location_villages').where('code', '=', '31.71.01.9999').execute();
    });
  });

  describe('GET /api/md/location-area/...', () => {
    it('province-lookup/ lists the 38 provinces as {value, text}, sorted by name, in the envelope, cacheable', async () => {
      const response = await api.get<Lookup>(`${MD}/province-lookup/`, { lang: 'en' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ statusCode: 200, message: 'OK' });
      const { items } = response.body.data;
      expect(items).toHaveLength(38);
      for (const item of items) expect(Object.keys(item).sort()).toEqual(['text', 'value']);
      expect(items).toContainEqual({ value: '31', text: 'Daerah Khusus Ibukota Jakarta' });
      expect(items.slice(0, 3).map((item) => item.text)).toEqual(['Aceh', 'Bali', 'Banten']);
      expect(items.at(-1)?.text).toBe('Sumatera Utara');
      expect(response.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
      expect(response.headers.vary).toBe('Accept-Language');
    });

    it("district-lookup/{province} lists DKI Jakarta's six regencies and cities, sorted by name", async () => {
      const response = await api.get<Lookup>(`${MD}/district-lookup/31`);
      expect(response.status).toBe(200);
      expect(response.body.data.items).toEqual([
        { value: '31.01', text: 'Kabupaten Administrasi Kepulauan Seribu' },
        { value: '31.73', text: 'Kota Administrasi Jakarta Barat' },
        { value: '31.71', text: 'Kota Administrasi Jakarta Pusat' },
        { value: '31.74', text: 'Kota Administrasi Jakarta Selatan' },
        { value: '31.75', text: 'Kota Administrasi Jakarta Timur' },
        { value: '31.72', text: 'Kota Administrasi Jakarta Utara' },
      ]);
    });

    it("sub-district-lookup/{regency} lists Jakarta Pusat's eight districts, sorted by name", async () => {
      const response = await api.get<Lookup>(`${MD}/sub-district-lookup/31.71`);
      expect(response.status).toBe(200);
      expect(response.body.data.items.map((item) => item.text)).toEqual([
        'Cempaka Putih',
        'Gambir',
        'Johar Baru',
        'Kemayoran',
        'Menteng',
        'Sawah Besar',
        'Senen',
        'Tanah Abang',
      ]);
      expect(response.body.data.items).toContainEqual({ value: '31.71.01', text: 'Gambir' });
    });

    it("urban-village-lookup/{district} lists Gambir's six villages, sorted by name", async () => {
      const response = await api.get<Lookup>(`${MD}/urban-village-lookup/31.71.01`);
      expect(response.status).toBe(200);
      expect(response.body.data.items).toEqual([
        { value: '31.71.01.1002', text: 'Cideng' },
        { value: '31.71.01.1006', text: 'Duri Pulo' },
        { value: '31.71.01.1001', text: 'Gambir' },
        { value: '31.71.01.1005', text: 'Kebon Kelapa' },
        { value: '31.71.01.1004', text: 'Petojo Selatan' },
        { value: '31.71.01.1003', text: 'Petojo Utara' },
      ]);
    });

    it('keeps the quotation marks and commas the dataset writes in names', async () => {
      const response = await api.get<Lookup>(`${MD}/urban-village-lookup/35.13.15`);
      expect(response.body.data.items).toContainEqual({ value: '35.13.15.2017', text: 'Soka"an' });
      const commas = await api.get<Lookup>(`${MD}/urban-village-lookup/12.07.28`);
      expect(commas.body.data.items).toContainEqual({ value: '12.07.28.1007', text: 'Lubuk Pakam I,II' });
    });

    it('answers an unknown code with a 404 naming it, in the caller language, and not cached', async () => {
      const cases: [url: string, en: string, id: string][] = [
        [`${MD}/district-lookup/99`, 'No province has the code 99', 'Tidak ada provinsi dengan kode 99'],
        [`${MD}/sub-district-lookup/31.99`, 'No regency or city has the code 31.99', 'Tidak ada kabupaten atau kota dengan kode 31.99'],
        [`${MD}/urban-village-lookup/31.71.99`, 'No district has the code 31.71.99', 'Tidak ada kecamatan dengan kode 31.71.99'],
      ];
      for (const [url, en, id] of cases) {
        const english = await api.get(url, { lang: 'en' });
        expect(english.status, url).toBe(404);
        expect(english.body).toEqual({ statusCode: 404, message: en, data: null, requestId: expect.any(String) });
        expect(english.headers['cache-control'], url).toBeUndefined();
        expect((await api.get(url, { lang: 'id' })).body.message).toBe(id);
      }
    });

    it('answers a malformed code with a 400 in the caller language, never a 500', async () => {
      const malformed = [
        `${MD}/district-lookup/abc`,
        `${MD}/district-lookup/3`,
        // A regency's code where a province's is expected, and the other way round.
        `${MD}/district-lookup/31.71`,
        `${MD}/sub-district-lookup/31`,
        `${MD}/sub-district-lookup/3171`,
        `${MD}/urban-village-lookup/31.71.01.1001`,
        `${MD}/urban-village-lookup/${'9'.repeat(60)}`,
      ];
      for (const url of malformed) {
        const response = await api.get(url, { lang: 'en' });
        expect(response.status, url).toBe(400);
        expect(response.body.statusCode, url).toBe(400);
        expect(response.body.message, url).toMatch(/^The request is not valid/);
      }
      expect((await api.get(`${MD}/district-lookup/abc`, { lang: 'id' })).body.message).toMatch(/^Permintaan tidak valid/);
      // A NUL byte is refused before the schema, by the platform's input sanitiser.
      expect((await api.get(`${MD}/urban-village-lookup/31.71.01%00`)).status).toBe(400);
    });
  });
});
