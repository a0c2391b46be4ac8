/**
 * Build time only (Node): turns the form files into ES modules of precompiled ajv validators, one per form,
 * locale and part, for the member app (validatorsPlugin.ts serves them to Vite) and the unit tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { FORM_AJV_OPTIONS } from '../../../../packages/core/src/forms/validation';
import { localize, type FormDefinition } from '../../../../packages/core/src/forms/definition';
import { LOCALES, type Locale } from '../../../../packages/core/src/i18n/locales';

const RUNTIME_MODULE = fileURLToPath(new URL('./validatorRuntime.ts', import.meta.url));
export const FORMS_DIR = fileURLToPath(new URL('../../../../schemas/forms', import.meta.url));

export function readFormFiles(dir: string): FormDefinition[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as FormDefinition);
}

/** The schema of one part (or of the gateway-filled header) exactly as the page hands it to rjsf. */
export function partSchema(definition: FormDefinition, partKey: string, locale: Locale): RJSFSchema {
  return localize((definition.schema.properties as Record<string, RJSFSchema>)[partKey]!, definition, locale);
}

/** Every top-level property: the parts and the header each render as their own rjsf form. */
export function partKeys(definition: FormDefinition): string[] {
  return Object.keys(definition.schema.properties as object);
}

/**
 * One ES module exporting, as its default, the map from rjsf's schema hash to the ajv function of every
 * sub-schema rjsf may validate (schemaParser finds the if/then branches) — what createPrecompiledValidator
 * takes. The ajv options are the gateway's (FORM_AJV_OPTIONS over rjsf's own), formats from ajv-formats.
 * `importFrom` is how the module refers to validatorRuntime.ts (an absolute path for Vite and the tests).
 */
export function partValidatorCode(schema: RJSFSchema, importFrom = RUNTIME_MODULE): string {
  const schemas = Object.values(schemaParser(schema));
  const ajv = createAjvInstance(undefined, undefined, { ...FORM_AJV_OPTIONS, code: { source: true, esm: true, lines: false }, schemas });
  // Export names must be identifiers and rjsf's hashes may start with a digit: v0, v1… mapped back below.
  const names = schemas.map((_, index) => `v${index}`);
  const code = standaloneCode(ajv, Object.fromEntries(schemas.map((entry, index) => [names[index], entry.$id as string])));
  const withRuntime = code.replace(/require\("([^"]+)"\)/g, (_, name: string) => {
    if (!name.startsWith('ajv')) throw new Error(`precompiled form validators: unexpected runtime module ${name}`);
    return `__runtime[${JSON.stringify(name)}]`;
  });
  const table = schemas.map((entry, index) => `${JSON.stringify(entry.$id)}: ${names[index]}`).join(', ');
  return `import { validatorRuntime as __runtime } from ${JSON.stringify(importFrom)};\n${withRuntime}\nexport default { ${table} };\n`;
}

/** The index module: for each form, locale and part, a loader of its validator module (a chunk of its own). */
export function indexCode(definitions: FormDefinition[], moduleId: (code: string, locale: Locale, part: string) => string): string {
  const entries = definitions.map((definition) => {
    const locales = LOCALES.map((locale) => {
      const parts = partKeys(definition).map(
        (part) => `${JSON.stringify(part)}: () => import(${JSON.stringify(moduleId(definition.code, locale, part))}).then((m) => m.default)`,
      );
      return `${locale}: { ${parts.join(', ')} }`;
    });
    return `${JSON.stringify(definition.code)}: { ${locales.join(', ')} }`;
  });
  return `export const precompiledForms = { ${entries.join(',\n')} };\n`;
}
