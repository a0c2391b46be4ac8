import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { seedSchemes } from '../../server/src/db/seedSchemes';
import { loadFormDefinitions } from '../../server/src/features/certification/forms/formDefinitions';
import { formPdf } from '../../server/src/features/certification/forms/formPdf';
import type { JsonObject } from '@core/forms';
import { formatLongDate } from '@core/format/dates';
import type { Locale } from '@core/i18n/locales';
import type { RoleName } from '@core/rules/roles';
import { DEV_API_KEY } from '@core/config/apiKey';
import { overlaps, pdfPages } from '../support/pdfText';
import { login } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

const forms = loadFormDefinitions();

type Page = { items: TextItem[]; ticks: number };

/** The coordinates each path command of pdfjs takes: moveTo, lineTo, curveTo, quadraticCurveTo, closePath. */
const COORDINATES: Record<number, number> = { 0: 2, 1: 2, 2: 6, 3: 4, 4: 0 };

/**
 * A tick is an open polyline: pdfjs gives a path as commands and their coordinates (0 moveTo, 1 lineTo, 4 closePath),
 * and the boxes and borders pdfkit draws as rectangles come back closed.
 */
function isTick(args: unknown): boolean {
  const path = (args as [number, ArrayLike<number>[]])[1]?.[0];
  if (!path) return false;
  const codes: number[] = [];
  for (let index = 0; index < path.length; index += 1 + (COORDINATES[path[index]!] ?? 0)) codes.push(path[index]!);
  return codes.join(',') === '0,1,1';
}

async function pages(pdf: Buffer): Promise<Page[]> {
  return (await pdfPages(pdf)).map(({ items, fnArray, argsArray }) => ({
    items,
    ticks: fnArray.filter((fn, index) => fn === OPS.constructPath && isTick(argsArray[index])).length,
  }));
}

/** A document's text as one line: wrapped lines joined again, spaces collapsed. */
const flat = (list: Page[]) =>
  list
    .flatMap((page) => page.items.map((item) => item.str))
    .join(' ')
    .replace(/\s+/g, ' ');

/**
 * Every free text of a document (no choice: those print by their option's name) with where it is; a date answer as
 * the reader's language writes it ("23 November 2026"), never its ISO string.
 */
function freeTexts(schema: JsonObject | undefined, value: unknown, locale: Locale, at = ''): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => freeTexts(schema?.items as JsonObject | undefined, item, locale, `${at}/${index}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      freeTexts((schema?.properties as Record<string, JsonObject> | undefined)?.[key], item, locale, `${at}/${key}`),
    );
  if (typeof value === 'string' && schema?.format === 'date') return [[at, formatLongDate(value, locale)]];
  if (typeof value === 'string' && !schema?.enum && value.trim() !== '') return [[at, value.replace(/\s+/g, ' ')]];
  if (typeof value === 'number') return [[at, String(value)]];
  return [];
}

/** What every form's PDF must hold: no text over text on any page, every free text of its data printed. */
function checkEveryPage(code: string, data: JsonObject, document: Page[], locale: Locale) {
  expect(document.length).toBeGreaterThan(0);
  document.forEach((page, index) => {
    expect(page.items.every((item) => item.height > 0)).toBe(true);
    expect(overlaps(page.items), `${code} page ${index + 1}`).toEqual([]);
    // A glyph the font lacks (a check mark: Helvetica has none) comes out as an apostrophe and a control character.
    const missing = (str: string) => [...str].some((char) => char.charCodeAt(0) < 32 || char === '✓') || /^['’]$/.test(str.trim());
    expect(page.items.filter((item) => missing(item.str)).map((item) => item.str)).toEqual([]);
  });
  const text = flat(document);
  for (const [at, value] of freeTexts(forms.get(code)!.definition.schema, data, locale)) expect(text, `${code} ${at}`).toContain(value);
}

describe('every form’s PDF', () => {
  // Straight from the printer with each form's example (all its parts filled, nothing signed): the layout rules hold
  // for every form file, its tables, nested lists and choices, in both languages.
  it.each([...forms.keys()])('%s: no text over text, no missing glyph, every free text printed', async (code) => {
    const { definition } = forms.get(code)!;
    for (const locale of ['id', 'en'] as const) {
      const pdf = await formPdf({
        definition,
        schema: definition.schema,
        data: definition.example,
        signatures: [],
        version: 1,
        status: 'draft',
        locale,
      });
      const document = await pages(pdf);
      expect(flat(document)).toContain(`${code} ${definition.title[locale].toUpperCase()}`);
      checkEveryPage(code, definition.example, document, locale);
    }
  });
});

describeOnDatabase('the form PDF', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  const tokens = new Map<RoleName, string>();
  let schemeId: string;
  const as = (role: RoleName) => ({ token: tokens.get(role)! });

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    await seedDemo(t.db);
    await seedSchemes(t.db);
    for (const { role, email } of DEMO_ACCOUNTS) tokens.set(role, (await login(api, email, DEMO_PASSWORD)).token);
    const schemes = await api.get<{ id: string; code: string }[]>('/api/certification/schemes', as('Trainee'));
    schemeId = schemes.body.data.find((scheme) => scheme.code === 'SKM/LSP-TIK/JWD/2024')!.id;
  });
  afterAll(() => t.close());

  /** Opens a form, then each role submits its part with the form's example data and signs it with its name. */
  async function filledAndSigned(slug: string, code: string, steps: [RoleName, string, string][], extra: JsonObject = {}) {
    const created = await api.post<{ id: string }>('/api/certification/form-instances', { form: slug, schemeId, ...extra }, as('Trainee'));
    expect(created.status).toBe(201);
    const { id } = created.body.data;
    const example = forms.get(code)!.definition.example;
    for (const [role, part, name] of steps) {
      const submitted = await api.post(`/api/certification/form-instances/${id}/parts/${part}/submit`, { data: example[part] }, as(role));
      expect(submitted.status, `${code} ${part}`).toBe(200);
      const signed = await api.post(`/api/certification/form-instances/${id}/parts/${part}/sign`, { kind: 'typed', value: name }, as(role));
      expect(signed.status, `${code} ${part} signed`).toBe(200);
    }
    const view = await api.get<{ status: string; data: JsonObject }>(`/api/certification/form-instances/${id}`, as('Trainee'));
    expect(view.body.data.status).toBe('locked');
    const pdf = async (lang: 'id' | 'en') => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/certification/form-instances/${id}/pdf`,
        headers: { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${tokens.get('Trainee')!}`, 'accept-language': lang },
      });
      expect(response.headers['content-type']).toBe('application/pdf');
      return pages(response.rawPayload);
    };
    return { data: view.body.data.data, id: await pdf('id'), en: await pdf('en') };
  }

  it('is checked by an overlap test that sees overlapping text', () => {
    const item = (str: string, x: number, y: number) => ({ str, transform: [10, 0, 0, 10, x, y], width: 40, height: 10 }) as TextItem;
    expect(overlaps([item('a', 0, 0), item('b', 30, 5), item('c', 0, 15.2)])).toEqual(['"a" / "b"']);
  });

  it('prints a filled and signed FR.AK.01 page by page: every label and value, the chosen evidence ticked, the status in the reader’s language', async () => {
    const { data, id, en } = await filledAndSigned(
      'persetujuan-asesmen',
      'FR.AK.01',
      [
        ['Assessor', 'asesor', 'Hendra Gunawan'],
        ['Trainee', 'asesi', 'Budi Santoso'],
      ],
      { asesorEmail: 'assessor@demo.local' },
    );
    checkEveryPage('FR.AK.01', data, id, 'id');
    checkEveryPage('FR.AK.01', data, en, 'en');
    const indonesian = flat(id);
    for (const text of [
      'FR.AK.01',
      'PERSETUJUAN ASESMEN DAN KERAHASIAAN',
      'Status: terkunci, versi 1',
      'Bukti yang akan dikumpulkan',
      'Hasil Verifikasi Portofolio',
      'Hasil Observasi Langsung',
      'Hasil Pertanyaan Tertulis',
      'Hari Senin',
      'Waktu 09:00',
      'TUK Sewaktu',
      'Saya menyatakan tidak akan membuka hasil pekerjaan',
      'Asesi: Bahwa saya telah mendapatkan penjelasan terkait hak dan prosedur banding asesmen dari asesor.',
      'Ditandatangani oleh Hendra Gunawan',
      'Ditandatangani oleh Budi Santoso',
    ])
      expect(indonesian, text).toContain(text);
    expect(indonesian).not.toMatch(/\b(submitted|locked|draft)\b/);
    const english = flat(en);
    for (const text of [
      'Status: locked, version 1',
      'Evidence to collect',
      'Direct observation',
      'Written questions',
      'Day Monday',
      'Signed by Hendra Gunawan',
    ])
      expect(english, text).toContain(text);
    expect(english).not.toContain('terkunci');
    // Ticked: the two chosen kinds of evidence, the TUK, the assessor's statement and the asesi's two.
    for (const document of [id, en]) expect(document.reduce((sum, page) => sum + page.ticks, 0)).toBe(6);
  });

  it('prints a filled and signed FR.APL.01 page by page: the personal data, the requirements table, the LSP’s decision ticked', async () => {
    const { data, id, en } = await filledAndSigned('permohonan-sertifikasi', 'FR.APL.01', [
      ['Trainee', 'asesi', 'Budi Santoso'],
      ['LSP', 'adminLsp', 'LSP Teknologi Digital'],
    ]);
    checkEveryPage('FR.APL.01', data, id, 'id');
    checkEveryPage('FR.APL.01', data, en, 'en');
    const indonesian = flat(id);
    for (const text of [
      'FR.APL.01',
      'Status: terkunci, versi 1',
      'No. KTP/NIK/Paspor 3174012304980001',
      'Kode pos 12730',
      'Jenis kelamin',
      'Laki-laki',
      'Kualifikasi pendidikan D4/S1',
      'Fotokopi KTP Ada Memenuhi Syarat',
      'Diterima',
      'Ditandatangani oleh LSP Teknologi Digital',
    ])
      expect(indonesian, text).toContain(text);
    expect(flat(en)).toContain('Status: locked, version 1');
    // Ticked: the sex, the purpose of the assessment and the LSP's recommendation.
    for (const document of [id, en]) expect(document.reduce((sum, page) => sum + page.ticks, 0)).toBe(3);
  });
});
