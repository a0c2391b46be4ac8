import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../server/src/config';
import { FORMS_DIR, loadFormDefinitions } from '../../server/src/features/certification/forms/formDefinitions';
import { fieldErrors, localize, scoreMultipleChoice, visibleData, visibleSchema, type JsonObject } from '@core/forms';
import invalidData from './fixtures/formInvalidData.json';

type Op = { op: 'add' | 'replace' | 'remove'; path: string; value?: unknown };
type Case = { path: string; keyword?: string; ops: Op[] };

/** Applies the fixture's JSON-Patch-like operations to a copy of the example. */
function patched(example: JsonObject, ops: Op[]): JsonObject {
  const data = structuredClone(example);
  for (const { op, path: pointer, value } of ops) {
    const keys = pointer.split('/').slice(1);
    const last = keys.pop() as string;
    const parent = keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, data);
    if (op === 'remove') delete parent[last];
    else parent[last] = value;
  }
  return data;
}

const FORMS_MD_CODES = [
  'FR.APL.01',
  'FR.APL.02',
  'FR.MAPA.01',
  'FR.MAPA.02',
  'FR.AK.01',
  'FR.AK.02',
  'FR.AK.03',
  'FR.AK.04',
  'FR.AK.05',
  'FR.AK.06',
  'FR.AK.07',
  'FR.IA.01',
  'FR.IA.02',
  'FR.IA.03',
  'FR.IA.04A',
  'FR.IA.04B',
  'FR.IA.05',
  'FR.IA.06',
  'FR.IA.07',
  'FR.IA.08',
  'FR.IA.09',
  'FR.IA.10',
  'FR.IA.11',
  'FR.VA',
];

describe('the form files of schemas/forms', () => {
  const forms = loadFormDefinitions();

  it('define every form of FORMS.md, each compiling under ajv with a unique slug', () => {
    expect([...forms.keys()].sort()).toEqual([...FORMS_MD_CODES].sort());
    const slugs = [...forms.values()].map(({ definition }) => definition.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(FORMS_MD_CODES)('%s: the example validates', (code) => {
    const { definition, validate } = forms.get(code)!;
    expect(validate(definition.example), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each(Object.entries(invalidData as Record<string, Case[]>).flatMap(([code, cases]) => cases.map((c) => [code, c.path, c] as const)))(
    '%s: known-bad data fails at %s',
    (code, expected, { keyword, ops }) => {
      const { definition, validate } = forms.get(code)!;
      expect(validate(patched(definition.example, ops))).toBe(false);
      const errors = validate.errors ?? [];
      expect(
        errors.some((error) => error.instancePath === expected && (keyword === undefined || error.keyword === keyword)),
        JSON.stringify(errors),
      ).toBe(true);
    },
  );

  it('every form has known-bad cases', () => {
    for (const code of FORMS_MD_CODES) expect((invalidData as Record<string, Case[]>)[code]?.length, code).toBeGreaterThan(0);
  });

  it('reports field paths with messages in the caller language', () => {
    const { definition, validate } = forms.get('FR.APL.01')!;
    const data = structuredClone(definition.example) as { asesi: { dataPribadi: Record<string, unknown> } };
    delete data.asesi.dataPribadi.nama;
    data.asesi.dataPribadi.nik = '123';
    validate(data);
    const id = fieldErrors(validate.errors, 'id', definition);
    expect(id).toContainEqual({ path: '/asesi/dataPribadi/nama', message: 'Nama lengkap wajib diisi' });
    expect(id.find((error) => error.path === '/asesi/dataPribadi/nik')?.message).toBe(
      'No. KTP/NIK/Paspor: isi dengan 16 digit NIK atau nomor paspor (huruf diikuti 6-8 huruf/angka)',
    );
    expect(fieldErrors(validate.errors, 'en', definition)).toContainEqual({ path: '/asesi/dataPribadi/nama', message: 'Full name is required' });
  });

  it('requires the BK details only when the recommendation is BK', () => {
    const { definition, validate } = forms.get('FR.IA.01')!;
    const data = structuredClone(definition.example) as { asesor: { hasil: Record<string, unknown> } };
    data.asesor.hasil = { rekomendasi: 'BK' };
    validate(data);
    expect(fieldErrors(validate.errors, 'en', definition).map((error) => error.path)).toEqual(['/asesor/hasil/detailBK']);
    data.asesor.hasil = { rekomendasi: 'BK', detailBK: { kelompok: 'A', unit: 'U', elemen: '1', kuk: '1.1' } };
    expect(validate(data)).toBe(true);
  });

  it('gives English titles in the en locale and keeps the Indonesian ones otherwise', () => {
    const { definition } = forms.get('FR.APL.01')!;
    expect(localize(definition.schema, definition, 'en').title).toBe('Certification application');
    expect(localize(definition.schema, definition, 'id').title).toBe('Permohonan Sertifikasi Kompetensi');
    const ui = localize(definition.uiSchema, definition, 'en') as { asesi: { dataPribadi: { jenisKelamin: Record<string, unknown> } } };
    expect(ui.asesi.dataPribadi.jenisKelamin['ui:enumNames']).toEqual(['Male', 'Female']);
  });

  it('keeps the FR.IA.05 answer key from the asesi and scores the answers against it', () => {
    const { definition } = forms.get('FR.IA.05')!;
    expect(visibleData(definition, 'asesi', definition.example)).not.toHaveProperty('kunci');
    expect((visibleSchema(definition, 'asesi').properties as JsonObject).kunci).toBeUndefined();
    expect(visibleData(definition, 'asesor', definition.example)).toHaveProperty('kunci');
    const score = scoreMultipleChoice(definition.scoring!, definition.example);
    expect(score).toMatchObject({ correct: 1, total: 2, result: 'BK' });
    expect(score.items).toEqual([
      { nomor: 1, answer: 'b', correct: true },
      { nomor: 2, answer: 'a', correct: false },
    ]);
    const allRight = structuredClone(definition.example) as { asesi: { jawaban: { nomor: number; jawaban: string }[] } };
    allRight.asesi.jawaban = [
      { nomor: 1, jawaban: 'b' },
      { nomor: 2, jawaban: 'c' },
    ];
    expect(scoreMultipleChoice(definition.scoring!, allRight).result).toBe('K');
    allRight.asesi.jawaban = [{ nomor: 1, jawaban: 'b' }];
    expect(scoreMultipleChoice(definition.scoring!, allRight)).toMatchObject({ correct: 1, result: 'BK' });
  });
});

describe('the start-up check of a forms folder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bisa-forms-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const original = JSON.parse(readFileSync(path.join(FORMS_DIR, 'FR.AK.04.json'), 'utf8')) as JsonObject;

  const folderWith = (name: string, text: string) => {
    const sub = mkdtempSync(path.join(dir, 'case-'));
    writeFileSync(path.join(sub, name), text);
    return { sub, file: path.join(sub, name) };
  };

  it('names the file when it is not JSON', () => {
    const { sub, file } = folderWith('FR.X.json', '{ nope');
    expect(() => loadFormDefinitions(sub)).toThrow(ConfigError);
    expect(() => loadFormDefinitions(sub)).toThrow(file);
  });

  it('names the file and the error when the schema does not compile', () => {
    const broken = {
      ...original,
      schema: {
        ...(original.schema as JsonObject),
        properties: { ...((original.schema as JsonObject).properties as JsonObject), asesi: { type: 'objekt' } },
      },
    };
    const { sub, file } = folderWith('FR.AK.04.json', JSON.stringify(broken));
    expect(() => loadFormDefinitions(sub)).toThrow(new RegExp(`^${file.replace(/[.]/g, '\\.')}: the schema does not compile`));
  });

  it('refuses metadata outside the meta-schema, missing English and an invalid example', () => {
    expect(() => loadFormDefinitions(folderWith('a.json', JSON.stringify({ ...original, slug: 'Banding Asesmen' })).sub)).toThrow(
      /does not match the form definition schema: form\/slug/,
    );
    expect(() => loadFormDefinitions(folderWith('b.json', JSON.stringify({ ...original, en: {} })).sub)).toThrow(/no English for/);
    expect(() => loadFormDefinitions(folderWith('c.json', JSON.stringify({ ...original, example: {} })).sub)).toThrow(/the example is invalid/);
  });
});
