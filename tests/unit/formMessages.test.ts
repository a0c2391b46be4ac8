import { describe, expect, it } from 'vitest';
import { loadFormDefinitions } from '../../server/src/features/certification/forms/formDefinitions';
import { fieldErrors, type FieldError, type JsonObject } from '@core/forms';
import type { Locale } from '@core/i18n/locales';
import invalidData from './fixtures/formInvalidData.json';

const forms = loadFormDefinitions();

/** The gateway's messages for a copy of a form's example changed by `change`. */
function messages(code: string, change: (data: JsonObject) => void, locale: Locale): FieldError[] {
  const { definition, validate } = forms.get(code)!;
  const data = structuredClone(definition.example);
  change(data);
  validate(data);
  return fieldErrors(validate.errors, locale, definition);
}

/** The object at a dotted path of a document, to change one field of it. */
const at = (data: JsonObject, path: string) => path.split('.').reduce<JsonObject>((node, key) => node[key] as JsonObject, data);

/** Every field schema of a form that has a pattern, with its path. */
function patternFields(node: unknown, path = ''): { path: string; field: JsonObject }[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => patternFields(item, `${path}/${index}`));
  if (!node || typeof node !== 'object') return [];
  const own = 'pattern' in node && typeof (node as JsonObject).pattern === 'string' ? [{ path, field: node as JsonObject }] : [];
  return [...own, ...Object.entries(node).flatMap(([key, child]) => patternFields(child, `${path}/${key}`))];
}

/** ajv's and ajv-i18n's own wording, which no one filling a form should read. */
const RAW =
  /must have|must match|must be equal|must NOT|must be (string|number|integer|boolean|object|array)|harus memiliki properti|harus cocok|\^|\$|\[0-9\]|\{\d/;

describe('the forms’ validation messages', () => {
  it('name a missing field by its title, in Indonesian and through the form’s English texts', () => {
    const drop = (data: JsonObject) => delete at(data, 'asesi.dataPribadi').nama;
    expect(messages('FR.APL.01', drop, 'id')).toEqual([{ path: '/asesi/dataPribadi/nama', message: 'Nama lengkap wajib diisi' }]);
    expect(messages('FR.APL.01', drop, 'en')).toEqual([{ path: '/asesi/dataPribadi/nama', message: 'Full name is required' }]);
    // minLength 1 is how a text field says "required" once it exists.
    const blank = (data: JsonObject) => (at(data, 'asesi.dataPribadi').nama = '');
    expect(messages('FR.APL.01', blank, 'id')).toEqual([{ path: '/asesi/dataPribadi/nama', message: 'Nama lengkap wajib diisi' }]);
  });

  it('give a pattern field its own hint from the form file, never the regular expression', () => {
    const nik = (data: JsonObject) => (at(data, 'asesi.dataPribadi').nik = '123');
    expect(messages('FR.APL.01', nik, 'id')).toEqual([
      { path: '/asesi/dataPribadi/nik', message: 'No. KTP/NIK/Paspor: isi dengan 16 digit NIK atau nomor paspor (huruf diikuti 6-8 huruf/angka)' },
    ]);
    const phone = (data: JsonObject) => (at(data, 'asesi.dataPribadi').hp = 'nomor saya');
    const [id] = messages('FR.APL.01', phone, 'id');
    const [en] = messages('FR.APL.01', phone, 'en');
    expect(id).toEqual({ path: '/asesi/dataPribadi/hp', message: 'HP: isi dengan nomor telepon, misalnya +62 812 3456 7890' });
    expect(en?.message).toMatch(/: enter a phone number, e\.g\. \+62 812 3456 7890$/);
    const postcode = (data: JsonObject) => (at(data, 'asesi.dataPribadi').kodePos = '123');
    expect(messages('FR.APL.01', postcode, 'id')[0]?.message).toBe('Kode pos: isi dengan 5 digit kode pos');
    const time = (data: JsonObject) => (at(data, 'asesor').waktu = '9 pagi');
    expect(messages('FR.AK.01', time, 'en')).toEqual([{ path: '/asesor/waktu', message: 'Time: enter hours and minutes, e.g. 09:00' }]);
  });

  it('give every field with a pattern a hint in both languages', () => {
    let count = 0;
    for (const { definition } of forms.values()) {
      for (const { path, field } of patternFields(definition.schema)) {
        const hint = field['x-message'] as { id?: unknown; en?: unknown } | undefined;
        expect(typeof hint?.id === 'string' && typeof hint.en === 'string', `${definition.code}${path}`).toBe(true);
        count += 1;
      }
    }
    expect(count).toBeGreaterThanOrEqual(11);
  });

  it('word formats, choices, limits and ticks', () => {
    const email = (data: JsonObject) => (at(data, 'asesi.dataPribadi').email = 'bukan-email');
    expect(messages('FR.APL.01', email, 'id')[0]?.message).toMatch(/: masukkan alamat e-mail yang benar$/);
    expect(messages('FR.APL.01', email, 'en')[0]?.message).toMatch(/: enter a valid e-mail address$/);
    const date = (data: JsonObject) => (at(data, 'asesor').tanggal = '23/11/2026');
    expect(messages('FR.AK.01', date, 'id')).toEqual([{ path: '/asesor/tanggal', message: 'Tanggal: masukkan tanggal yang benar' }]);
    expect(messages('FR.AK.01', date, 'en')).toEqual([{ path: '/asesor/tanggal', message: 'Date: enter a valid date' }]);
    const day = (data: JsonObject) => (at(data, 'asesor').hari = 'Libur');
    expect(messages('FR.AK.01', day, 'id')).toEqual([{ path: '/asesor/hari', message: 'Pilih salah satu pilihan Hari' }]);
    expect(messages('FR.AK.01', day, 'en')).toEqual([{ path: '/asesor/hari', message: 'Choose one of the options for Day' }]);
    // A checkbox group's option has no title of its own: the group's is used.
    const evidence = (data: JsonObject) => (at(data, 'asesor').bukti = ['Tebakan']);
    expect(messages('FR.AK.01', evidence, 'en')).toEqual([{ path: '/asesor/bukti/0', message: 'Choose one of the options for Evidence to collect' }]);
    // A statement that must be ticked reads as one, unticked or missing, not as its whole text "is required".
    const unticked = (data: JsonObject) => {
      at(data, 'asesi').banding = false;
      delete at(data, 'asesi').persetujuan;
    };
    expect(messages('FR.AK.01', unticked, 'id').sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: '/asesi/banding', message: 'Centang pernyataan ini untuk melanjutkan' },
      { path: '/asesi/persetujuan', message: 'Centang pernyataan ini untuk melanjutkan' },
    ]);
    const long = (data: JsonObject) => (at(data, 'asesor').catatan = 'x'.repeat(4001));
    expect(messages('FR.AK.05', long, 'id')).toEqual([{ path: '/asesor/catatan', message: 'Catatan maksimal 4000 karakter' }]);
    expect(messages('FR.AK.05', long, 'en')).toEqual([{ path: '/asesor/catatan', message: 'Notes may have at most 4000 characters' }]);
    const noUnits = (data: JsonObject) => (at(data, 'asesor').unit = []);
    expect(messages('FR.AK.05', noUnits, 'id')).toEqual([
      { path: '/asesor/unit', message: expect.stringMatching(/: tambahkan setidaknya satu baris$/) },
    ]);
  });

  it('name the field of a conditional branch and of a table row', () => {
    const bk = (data: JsonObject) => (at(data, 'asesor').hasil = { rekomendasi: 'BK' });
    expect(messages('FR.IA.01', bk, 'id')).toEqual([{ path: '/asesor/hasil/detailBK', message: 'Jika BK wajib diisi' }]);
    const answer = (data: JsonObject) => (((at(data, 'asesi').unit as JsonObject[])[0]!.elemen as JsonObject[])[0]!.jawaban = 'Mungkin');
    expect(messages('FR.APL.02', answer, 'id')).toEqual([
      { path: '/asesi/unit/0/elemen/0/jawaban', message: expect.stringMatching(/^Pilih salah satu pilihan /) },
    ]);
  });

  type Case = { path: string; ops: { op: string; path: string; value?: unknown }[] };
  const cases = Object.entries(invalidData as Record<string, Case[]>).flatMap(([code, list]) => list.map((c) => [code, c.path, c] as const));
  it.each(cases)('%s: the known-bad data at %s gets human messages in both languages', (code, _path, { ops }) => {
    const apply = (data: JsonObject) => {
      for (const { op, path, value } of ops) {
        const keys = path.split('/').slice(1);
        const last = keys.pop()!;
        const parent = keys.reduce<JsonObject>((node, key) => node[key] as JsonObject, data);
        if (op === 'remove') delete parent[last];
        else parent[last] = value;
      }
    };
    for (const locale of ['id', 'en'] as const) {
      const list = messages(code, apply, locale);
      expect(list.length).toBeGreaterThan(0);
      for (const { message } of list) expect(message, `${code} ${locale}`).not.toMatch(RAW);
    }
  });
});
