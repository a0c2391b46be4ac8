/**
 * One ajv setup for the forms, used by the gateway (submit), the member app (rjsf's validator) and the tests,
 * so both sides judge data by the same rules. Messages come from ajv-i18n in the caller's language.
 */
import Ajv, { type ErrorObject, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import localizeEn from 'ajv-i18n/localize/en';
import localizeId from 'ajv-i18n/localize/id';
import type { Locale } from '../i18n/locales';

/** allErrors: a 422 lists every wrong field at once; strict off because uiSchema hints live beside schemas. */
export const FORM_AJV_OPTIONS: Options = { allErrors: true, strict: false };

export function createFormAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ ...FORM_AJV_OPTIONS, ...options });
  addFormats(ajv);
  return ajv;
}

export type FieldError = { path: string; message: string };

const LOCALIZERS: Record<Locale, (errors: ErrorObject[]) => void> = { id: localizeId, en: localizeEn };

/**
 * ajv's errors as field paths and messages: a missing property names its own path (`/asesi/nik`, not
 * `/asesi`), so the caller can put the message beside the field.
 */
export function fieldErrors(errors: readonly ErrorObject[] | null | undefined, locale: Locale): FieldError[] {
  if (!errors?.length) return [];
  const copies = errors.map((error) => ({ ...error }));
  LOCALIZERS[locale](copies);
  const seen = new Set<string>();
  const list: FieldError[] = [];
  for (const error of copies) {
    // if/then and anyOf wrappers repeat what their inner errors already say.
    if (error.keyword === 'if') continue;
    const missing = error.keyword === 'required' ? (error.params as { missingProperty: string }).missingProperty : undefined;
    const path = missing === undefined ? error.instancePath : `${error.instancePath}/${missing}`;
    const message = error.message ?? error.keyword;
    const key = `${path}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    list.push({ path: path || '/', message });
  }
  return list;
}
