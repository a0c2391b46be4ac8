import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

/**
 * The member app's Content-Security-Policy has no 'unsafe-eval', and ajv compiles schemas with new Function, so
 * the browser cannot compile a form file. Forms known at build time get precompiled validators (partValidator.ts);
 * a form file added later gets this one, and the gateway is the judge: submit answers 422 with field paths that
 * the page shows beside the fields.
 * rjsf still needs isValid to pick the branch of an if/then (BK details only when BK): the form files'
 * conditions use only const, enum, required and nested properties, which this matcher covers; anything else
 * counts as matching.
 */
export function matches(schema: unknown, data: unknown): boolean {
  if (!schema || typeof schema !== 'object') return true;
  const rule = schema as RJSFSchema;
  if ('const' in rule && rule.const !== data) return false;
  if (rule.enum && !rule.enum.includes(data as never)) return false;
  if (rule.allOf && !rule.allOf.every((part) => matches(part, data))) return false;
  if (rule.required || rule.properties) {
    if (!data || typeof data !== 'object') return false;
    const record = data as Record<string, unknown>;
    if (rule.required?.some((key) => record[key] === undefined)) return false;
    for (const [key, child] of Object.entries(rule.properties ?? {})) {
      if (record[key] !== undefined && !matches(child, record[key])) return false;
    }
  }
  return true;
}

export const serverCheckedValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema, formData) => matches(schema, formData),
  rawValidation: () => ({ errors: [] }),
};
