import { describe, expect, it } from 'vitest';
import {
  addressComplete,
  addressLine,
  chooseArea,
  EMPTY_ADDRESS,
  lookupParentOf,
  POSTAL_CODE_PATTERN,
  postalCodeInput,
  type Address,
} from '@core/locations/address';
import { fetchLocationLookup } from '@client/locations/api';
import { AREA_CODE_PATTERNS, AREA_LEVELS, lookupPath, parentLevel, toLookupItems } from '@core/locations/areas';
import { createGateway } from '@client/gateway/client';
import { memoryCookieJar } from '@core/session/cookies';
import { createSessionStore, memoryStorage } from '@client/session/store';

const jakarta = { value: '31', text: 'Daerah Khusus Ibukota Jakarta' };
const pusat = { value: '31.71', text: 'Kota Administrasi Jakarta Pusat' };
const gambir = { value: '31.71.01', text: 'Gambir' };
const petojo = { value: '31.71.01.1003', text: 'Petojo Utara' };
const FILLED: Address = { province: jakarta, regency: pusat, district: gambir, village: petojo, street: 'Jl. Suryopranoto 8', postalCode: '10130' };

describe('area levels and codes', () => {
  it("accepts each level's Kemendagri code and no other level's", () => {
    const codes = { province: '31', regency: '31.71', district: '31.71.01', village: '31.71.01.1003' };
    for (const level of AREA_LEVELS) {
      for (const [other, code] of Object.entries(codes)) {
        expect(new RegExp(AREA_CODE_PATTERNS[level]).test(code), `${level} ${code}`).toBe(other === level);
      }
    }
    for (const malformed of ['3', '031', 'ab', '31.7', '31.71.1', '31.71.01.100', '31-71', ' 31', '31\n'])
      expect(
        AREA_LEVELS.some((level) => new RegExp(AREA_CODE_PATTERNS[level]).test(malformed)),
        malformed,
      ).toBe(false);
  });

  it("names each level's parent, and SPEC 7's path for each level with the parent's code", () => {
    expect(AREA_LEVELS.map(parentLevel)).toEqual([undefined, 'province', 'regency', 'district']);
    expect(lookupPath('province')).toBe('/location-area/province-lookup/');
    expect(lookupPath('regency', '31')).toBe('/location-area/district-lookup/31');
    expect(lookupPath('district', '31.71')).toBe('/location-area/sub-district-lookup/31.71');
    expect(lookupPath('village', '31.71.01')).toBe('/location-area/urban-village-lookup/31.71.01');
  });
});

describe('toLookupItems', () => {
  it('maps rows to {value, text} sorted by name: case and accents ignored, numbers by value, the code breaking ties', () => {
    const rows = [
      { code: '11.05', name: 'kota Banda Aceh' },
      { code: '11.04', name: 'Kelurahan 10' },
      { code: '11.03', name: 'Kelurahan 2' },
      { code: '11.09', name: 'Ébano' },
      { code: '11.02', name: 'Abang' },
      { code: '11.08', name: 'Sama' },
      { code: '11.01', name: 'Sama' },
    ];
    expect(toLookupItems(rows)).toEqual([
      { value: '11.02', text: 'Abang' },
      { value: '11.09', text: 'Ébano' },
      { value: '11.03', text: 'Kelurahan 2' },
      { value: '11.04', text: 'Kelurahan 10' },
      { value: '11.05', text: 'kota Banda Aceh' },
      { value: '11.01', text: 'Sama' },
      { value: '11.08', text: 'Sama' },
    ]);
    expect(toLookupItems([])).toEqual([]);
  });
});

describe('the address picker rules', () => {
  it('empties the levels below a level whose choice changes, and keeps them when the same area is chosen again', () => {
    const bali = { value: '51', text: 'Bali' };
    expect(chooseArea(FILLED, 'province', bali)).toEqual({ ...FILLED, province: bali, regency: null, district: null, village: null });
    expect(chooseArea(FILLED, 'district', null)).toEqual({ ...FILLED, district: null, village: null });
    expect(chooseArea(FILLED, 'village', null)).toEqual({ ...FILLED, village: null });
    expect(chooseArea(FILLED, 'regency', { ...pusat })).toEqual(FILLED);
    expect(chooseArea(EMPTY_ADDRESS, 'province', jakarta)).toEqual({ ...EMPTY_ADDRESS, province: jakarta });
  });

  it('lists the provinces at once and each other level once its parent is chosen', () => {
    expect(AREA_LEVELS.map((level) => lookupParentOf(EMPTY_ADDRESS, level))).toEqual(['', undefined, undefined, undefined]);
    expect(AREA_LEVELS.map((level) => lookupParentOf(FILLED, level))).toEqual(['', '31', '31.71', '31.71.01']);
    expect(lookupParentOf({ ...EMPTY_ADDRESS, province: jakarta }, 'regency')).toBe('31');
  });

  it('keeps the digits of a typed or pasted postal code, five at most, and knows a valid one', () => {
    expect(postalCodeInput('10130')).toBe('10130');
    expect(postalCodeInput('Kode: 10 130 ')).toBe('10130');
    expect(postalCodeInput('1013099')).toBe('10130');
    expect(postalCodeInput('abc')).toBe('');
    for (const valid of ['10110', '99976', '40115']) expect(POSTAL_CODE_PATTERN.test(valid), valid).toBe(true);
    for (const invalid of ['', '1013', '01234', '101300', '1013a']) expect(POSTAL_CODE_PATTERN.test(invalid), invalid).toBe(false);
  });
});

describe('fetchLocationLookup', () => {
  it("calls the md family's lookup of the level under the parent's code and answers its items", async () => {
    const urls: string[] = [];
    const items = [gambir];
    const gateway = createGateway({
      apiKey: 'test-key',
      session: createSessionStore(memoryCookieJar(), memoryStorage()),
      fetch: async (input) => {
        urls.push(String(input));
        return new Response(JSON.stringify({ statusCode: 200, message: 'OK', data: { items } }), { headers: { 'content-type': 'application/json' } });
      },
    });
    expect(await fetchLocationLookup(gateway, 'district', '31.71')).toEqual(items);
    await fetchLocationLookup(gateway, 'province');
    expect(urls).toEqual(['/api/md/location-area/sub-district-lookup/31.71', '/api/md/location-area/province-lookup/']);
  });
});

describe('an address as one line (the forms that keep it as text)', () => {
  const full: Address = {
    province: { value: '31', text: 'DKI Jakarta' },
    regency: { value: '31.74', text: 'Kota Administrasi Jakarta Selatan' },
    district: { value: '31.74.07', text: 'Mampang Prapatan' },
    village: { value: '31.74.07.1001', text: 'Bangka' },
    street: '  Jl. Kemang Raya No. 12 ',
    postalCode: '',
  };

  it('writes street, village, district, regency and province in that order, leaving out what is not given', () => {
    expect(addressLine(full)).toBe('Jl. Kemang Raya No. 12, Bangka, Mampang Prapatan, Kota Administrasi Jakarta Selatan, DKI Jakarta');
    expect(addressLine({ ...full, postalCode: '12730' })).toMatch(/DKI Jakarta, 12730$/);
    expect(addressLine({ ...EMPTY_ADDRESS, province: full.province })).toBe('DKI Jakarta');
  });

  it('is complete with every area chosen and a street typed', () => {
    expect(addressComplete(full)).toBe(true);
    expect(addressComplete({ ...full, street: '  ' })).toBe(false);
    expect(addressComplete({ ...full, village: null })).toBe(false);
  });
});
