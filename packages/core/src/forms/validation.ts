/**
 * One ajv setup for the forms, used by the gateway (submit), the member app (rjsf's validator) and the tests,
 * so both sides judge data by the same rules. Messages are the forms' own (messages.ts), in the caller's language.
 */
import Ajv, { type ErrorObject, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { translate, type MessageKey, type MessageParams } from '../i18n/catalog';
import type { Locale } from '../i18n/locales';
import { errorPath, fieldMessage, type FormTexts } from './messages';

/** allErrors: a 422 lists every wrong field at once; strict off because uiSchema hints and `x-message` live beside schemas. */
export const FORM_AJV_OPTIONS: Options = { allErrors: true, strict: false };

export function createFormAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ ...FORM_AJV_OPTIONS, ...options });
  addFormats(ajv);
  return ajv;
}

export type FieldError = { path: string; message: string };

/**
 * ajv's errors as field paths and human messages: a missing property names its own path (`/asesi/nik`, not
 * `/asesi`), so the caller can put the message beside the field. `form` is the schema the paths start from (a
 * form's whole schema on the gateway, one part's in the member app) with the form's English texts.
 */
export function fieldErrors(errors: readonly ErrorObject[] | null | undefined, locale: Locale, form: FormTexts): FieldError[] {
  if (!errors?.length) return [];
  const seen = new Set<string>();
  const list: FieldError[] = [];
  const inLocale = (key: MessageKey, params?: MessageParams) => translate(locale, key, params);
  for (const error of errors) {
    // An if/then's own error repeats what its inner errors already say.
    if (error.keyword === 'if') continue;
    const path = errorPath(error);
    const message = fieldMessage(error, locale, form, inLocale);
    const key = `${path}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    list.push({ path: path || '/', message });
  }
  return list;
}
