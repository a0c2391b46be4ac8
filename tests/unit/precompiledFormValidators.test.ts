import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ErrorObject } from 'ajv';
import localizeId from 'ajv-i18n/localize/id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormAjv, fieldErrors, type FormDefinition, type JsonObject } from '@core/forms';
import { FORMS_DIR, partKeys, partSchema, partValidatorCode, readFormFiles } from '../../src/pages/forms/precompile/formValidatorCode';

const definitions = readFormFiles(FORMS_DIR);
const folder = mkdtempSync(path.join(tmpdir(), 'form-validators-'));
const validators = new Map<string, { schema: RJSFSchema; validator: ValidatorType }>();
const ajv = createFormAjv();

/** Every string of a document turned into a number: type errors at every text field, deep in the tables too. */
function mistyped(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (Array.isArray(value)) return value.map(mistyped);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mistyped(item)]));
  return value;
}

const sorted = (list: { path: string; message: string }[]) => list.map(({ path: at, message }) => `${at} ${message}`).sort();

/** The gateway's verdict on one part: the whole document checked, only this part's errors, paths inside it. */
function serverErrors(definition: FormDefinition, part: string, data: JsonObject) {
  const validate = ajv.compile(definition.schema);
  validate(data);
  const mine = (validate.errors ?? []).filter((error) => error.instancePath === `/${part}` || error.instancePath.startsWith(`/${part}/`));
  return fieldErrors(
    mine.map((error) => ({ ...error, instancePath: error.instancePath.slice(part.length + 1) })),
    'id',
  );
}

function browserErrors(part: string, definition: FormDefinition, data: unknown) {
  const { schema, validator } = validators.get(`${definition.code}/${part}`)!;
  const { errors } = validator.rawValidation<ErrorObject>(schema, data);
  return fieldErrors(errors, 'id');
}

beforeAll(async () => {
  for (const definition of definitions) {
    for (const part of partKeys(definition)) {
      const schema = partSchema(definition, part, 'id');
      const file = path.join(folder, `${definition.code}-${part}.mjs`);
      writeFileSync(file, partValidatorCode(schema));
      const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: Record<string, never> };
      validators.set(`${definition.code}/${part}`, { schema, validator: createPrecompiledValidator(module.default, schema, localizeId as never) });
    }
  }
}, 120_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the precompiled form validators', () => {
  it('cover every part of every form file', () => {
    expect(validators.size).toBe(definitions.reduce((count, definition) => count + partKeys(definition).length, 0));
    expect(validators.size).toBeGreaterThan(24);
  });

  it('contain no runtime code generation and no CommonJS', () => {
    const code = partValidatorCode(partSchema(definitions[0]!, partKeys(definitions[0]!)[0]!, 'en'));
    expect(code).not.toMatch(/new Function|require\(/);
  });

  describe.each(definitions.map((definition) => [definition.code, definition] as const))('%s', (_code, definition) => {
    it.each(partKeys(definition))('accepts the example’s %s part, as the gateway does', (part) => {
      expect(serverErrors(definition, part, definition.example)).toEqual([]);
      expect(browserErrors(part, definition, definition.example[part])).toEqual([]);
      const { schema, validator } = validators.get(`${definition.code}/${part}`)!;
      expect(validator.validateFormData(definition.example[part], schema).errors).toEqual([]);
    });

    it.each(partKeys(definition))('rejects a bad %s part with the gateway’s paths and messages', (part) => {
      const empty = { ...definition.example, [part]: {} };
      const wrong = { ...definition.example, [part]: mistyped(definition.example[part]) };
      const notObject = { ...definition.example, [part]: 'teks' };
      for (const data of [empty, wrong, notObject]) {
        const expected = serverErrors(definition, part, data);
        expect(sorted(browserErrors(part, definition, data[part]))).toEqual(sorted(expected));
      }
      expect(browserErrors(part, definition, 'teks')).toEqual([{ path: '/', message: expect.stringMatching(/object/) }]);
    });
  });

  it('puts a missing field’s message on that field for rjsf, in Indonesian', () => {
    const definition = definitions.find((candidate) => candidate.code === 'FR.APL.02')!;
    const { schema, validator } = validators.get('FR.APL.02/asesor')!;
    const { errorSchema } = validator.validateFormData({}, schema);
    expect((errorSchema as { rekomendasi?: { __errors?: string[] } }).rekomendasi?.__errors?.[0]).toMatch(/harus/);
    expect(definition.schema.properties).toHaveProperty('asesor');
  });
});
