import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { Localizer } from '@rjsf/validator-ajv8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormAjv, fieldErrors, formLocalizer, type FormDefinition, type JsonObject } from '@core/forms';
import { translate } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { FORMS_DIR, partKeys, partSchema, partValidatorCode, readFormFiles } from '../../src/pages/forms/precompile/formValidatorCode';

const definitions = readFormFiles(FORMS_DIR);
const folder = mkdtempSync(path.join(tmpdir(), 'form-validators-'));
/** Per form, part and locale: the part's schema as rendered in Indonesian and its validator with the page's localizer. */
const validators = new Map<string, { schema: RJSFSchema; validator: ValidatorType }>();
const LOCALES: Locale[] = ['id', 'en'];
const ajv = createFormAjv();

/** Every string of a document turned into a number: type errors at every text field, deep in the tables too. */
function mistyped(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (Array.isArray(value)) return value.map(mistyped);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mistyped(item)]));
  return value;
}

const sorted = (list: { path: string; message: string }[]) => [...new Set(list.map(({ path: at, message }) => `${at} ${message}`))].sort();

/** The gateway's verdict on one part: the whole document checked, only this part's errors, paths inside it. */
function serverErrors(definition: FormDefinition, part: string, data: JsonObject, locale: Locale = 'id') {
  const validate = ajv.compile(definition.schema);
  validate(data);
  const mine = (validate.errors ?? []).filter((error) => error.instancePath === `/${part}` || error.instancePath.startsWith(`/${part}/`));
  return fieldErrors(mine, locale, definition).map(({ path: at, message }) => ({ path: at.slice(part.length + 1) || '/', message }));
}

/** What rjsf shows beside the fields: its errors after the page's transformErrors (an if/then's own error left out). */
function browserErrors(part: string, definition: FormDefinition, data: unknown, locale: Locale = 'id') {
  const { schema, validator } = validators.get(`${definition.code}/${part}/${locale}`)!;
  const drop = (errors: RJSFValidationError[]) => errors.filter((error) => error.name !== 'if');
  const { errors } = validator.validateFormData(data, schema, undefined, drop);
  // rjsf's property is '.unit.0.jawaban', or 'nama' for a missing property at the root.
  return errors.map((error) => ({ path: `/${(error.property ?? '').replace(/^\./, '').replace(/\./g, '/')}`, message: error.message ?? '' }));
}

beforeAll(async () => {
  for (const definition of definitions) {
    for (const part of partKeys(definition)) {
      const schema = partSchema(definition, part, 'id');
      const file = path.join(folder, `${definition.code}-${part}.mjs`);
      writeFileSync(file, partValidatorCode(schema));
      const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: Record<string, never> };
      const texts = { schema: (definition.schema.properties as JsonObject)[part] as JsonObject, en: definition.en };
      for (const locale of LOCALES) {
        const localizer = formLocalizer(locale, texts, (key, params) => translate(locale, key, params)) as Localizer;
        validators.set(`${definition.code}/${part}/${locale}`, { schema, validator: createPrecompiledValidator(module.default, schema, localizer) });
      }
    }
  }
}, 120_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the precompiled form validators', () => {
  it('cover every part of every form file', () => {
    expect(validators.size).toBe(LOCALES.length * definitions.reduce((count, definition) => count + partKeys(definition).length, 0));
    expect(validators.size).toBeGreaterThan(48);
  });

  it('contain no runtime code generation and no CommonJS', () => {
    const code = partValidatorCode(partSchema(definitions[0]!, partKeys(definitions[0]!)[0]!, 'en'));
    expect(code).not.toMatch(/new Function|require\(/);
  });

  describe.each(definitions.map((definition) => [definition.code, definition] as const))('%s', (_code, definition) => {
    it.each(partKeys(definition))('accepts the example’s %s part, as the gateway does', (part) => {
      expect(serverErrors(definition, part, definition.example)).toEqual([]);
      expect(browserErrors(part, definition, definition.example[part])).toEqual([]);
    });

    it.each(partKeys(definition))('rejects a bad %s part with the gateway’s paths and messages, in both languages', (part) => {
      const empty = { ...definition.example, [part]: {} };
      const wrong = { ...definition.example, [part]: mistyped(definition.example[part]) };
      const notObject = { ...definition.example, [part]: 'teks' };
      for (const locale of LOCALES) {
        for (const data of [empty, wrong, notObject]) {
          const expected = serverErrors(definition, part, data, locale);
          expect(sorted(browserErrors(part, definition, data[part], locale))).toEqual(sorted(expected));
        }
      }
      const title = ((definition.schema.properties as JsonObject)[part] as { title: string }).title;
      expect(browserErrors(part, definition, 'teks')).toEqual([{ path: '/', message: `${title} belum diisi dengan benar` }]);
      expect(browserErrors(part, definition, 'teks', 'en')).toEqual([{ path: '/', message: `${definition.en[title]} is not filled in correctly` }]);
    });
  });

  it('puts a missing field’s message, named by its title, on that field for rjsf', () => {
    const definition = definitions.find((candidate) => candidate.code === 'FR.APL.02')!;
    const rekomendasi = ((definition.schema.properties as JsonObject).asesor as { properties: { rekomendasi: { title: string } } }).properties
      .rekomendasi.title;
    for (const locale of LOCALES) {
      const { schema, validator } = validators.get(`FR.APL.02/asesor/${locale}`)!;
      const { errorSchema } = validator.validateFormData({}, schema);
      const title = locale === 'id' ? rekomendasi : definition.en[rekomendasi];
      expect((errorSchema as { rekomendasi?: { __errors?: string[] } }).rekomendasi?.__errors).toEqual([
        locale === 'id' ? `${title} wajib diisi` : `${title} is required`,
      ]);
    }
  });
});
