import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { createFormAjv, translatableTexts, type FormDefinition } from '@core/forms';
import { ConfigError } from '../../../config';
import { fromProjectRoot } from '../../../projectRoot';

export const FORMS_DIR = fromProjectRoot('schemas/forms');
export const FORM_DEFINITION_SCHEMA = fromProjectRoot('schemas/form-definition.schema.json');

export type LoadedForm = { file: string; definition: FormDefinition; validate: ValidateFunction };

/** The checks a JSON Schema cannot express about a form file; each returns what is wrong. */
function consistencyProblems(definition: FormDefinition): string[] {
  const problems: string[] = [];
  const properties = Object.keys((definition.schema.properties ?? {}) as object);
  for (const key of [...definition.parts.map((part) => part.key), ...(definition.contextFilled ?? [])]) {
    if (!properties.includes(key)) problems.push(`part "${key}" is not a property of the schema`);
  }
  const owned = new Set([...definition.parts.map((part) => part.key), ...(definition.contextFilled ?? [])]);
  for (const key of properties) if (!owned.has(key)) problems.push(`property "${key}" belongs to no part`);
  for (const key of Object.keys(definition.hiddenFrom ?? {})) if (!owned.has(key)) problems.push(`hiddenFrom names unknown part "${key}"`);
  const texts = new Set([...translatableTexts(definition.schema), ...translatableTexts(definition.uiSchema)]);
  const untranslated = [...texts].filter((text) => !(text in definition.en));
  if (untranslated.length)
    problems.push(
      `no English for: ${untranslated
        .slice(0, 5)
        .map((text) => `"${text}"`)
        .join(', ')}`,
    );
  return problems;
}

/**
 * Reads and checks every form file of a folder: the metadata against the meta-schema, the schema compiles,
 * parts match the schema, every text has its English, the example is valid, codes and slugs are unique. A bad
 * file stops the gateway at start with its name and the error, instead of failing on the first user.
 */
export function loadFormDefinitions(dir = FORMS_DIR): Map<string, LoadedForm> {
  const ajv = createFormAjv();
  const checkDefinition = ajv.compile(JSON.parse(readFileSync(FORM_DEFINITION_SCHEMA, 'utf8')) as object);
  const forms = new Map<string, LoadedForm>();
  const slugs = new Set<string>();
  for (const name of readdirSync(dir)
    .filter((entry) => entry.endsWith('.json'))
    .sort()) {
    const file = path.join(dir, name);
    const fail = (message: string): never => {
      throw new ConfigError(`${file}: ${message}`);
    };
    let definition: FormDefinition;
    try {
      definition = JSON.parse(readFileSync(file, 'utf8')) as FormDefinition;
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
    if (!checkDefinition(definition))
      fail(`does not match the form definition schema: ${ajv.errorsText(checkDefinition.errors, { dataVar: 'form' })}`);
    let validate: ValidateFunction;
    try {
      validate = ajv.compile(definition.schema);
    } catch (error) {
      return fail(`the schema does not compile: ${error instanceof Error ? error.message : String(error)}`);
    }
    const problems = consistencyProblems(definition);
    if (problems.length) fail(problems.join('; '));
    if (!validate(definition.example)) fail(`the example is invalid: ${ajv.errorsText(validate.errors, { dataVar: 'example' })}`);
    if (forms.has(definition.code)) fail(`code ${definition.code} is already used`);
    if (slugs.has(definition.slug)) fail(`slug ${definition.slug} is already used`);
    slugs.add(definition.slug);
    forms.set(definition.code, { file, definition, validate });
  }
  return forms;
}
