/**
 * The human message of a failed rule on a form field, the same on the gateway (a submit's 422) and in the member app
 * (rjsf's precompiled validator, through its localizer): built from the field's own title in the form file (its
 * English one through the file's `en` map), the rule that failed (texts in the catalogs, `forms.validation.*`) and,
 * for a pattern, the field's own hint (`x-message` beside the pattern), so no one ever reads a regular expression.
 */
import type { ErrorObject } from 'ajv';
import type { MessageKey, MessageParams } from '../i18n/catalog';
import type { Locale } from '../i18n/locales';
import type { JsonObject, LocalText } from './definition';

/**
 * The catalogs' texts in the caller's language: the gateway's translate(locale, …), the member app's react-admin
 * translate, whose messages hold the `forms` group once a form page has loaded (importing the catalogs here put
 * both languages' whole catalogs into the form page's download).
 */
export type FormTranslate = (key: MessageKey, params?: MessageParams) => string;

/** What a message needs of a form: the schema the error's paths start from (Indonesian titles) and the English texts. */
export type FormTexts = { schema: JsonObject; en: Record<string, string> };

type FieldSchema = {
  title?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  then?: FieldSchema;
  else?: FieldSchema;
  allOf?: FieldSchema[];
  anyOf?: FieldSchema[];
  oneOf?: FieldSchema[];
  'x-message'?: LocalText;
};

/** A property's schema: in `properties`, or only in a conditional branch (FR.IA.01's BK details live in `then`). */
function propertyOf(node: FieldSchema, key: string): FieldSchema | undefined {
  const direct = node.properties?.[key];
  if (direct) return direct;
  for (const branch of [node.then, node.else, ...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? [])]) {
    const found = branch && propertyOf(branch, key);
    if (found) return found;
  }
  return undefined;
}

/**
 * The schemas along an instance path ('/unit/0/jawaban'), root first; a row index steps into `items`. Stops where
 * the schema does not follow the data (a property the schema does not know).
 */
function schemasAlong(root: FieldSchema, path: string): FieldSchema[] {
  const chain = [root];
  for (const segment of path.split('/').slice(1)) {
    const node = chain[chain.length - 1]!;
    const next = /^\d+$/.test(segment) && node.items ? node.items : propertyOf(node, segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (!next) break;
    chain.push(next);
  }
  return chain;
}

/** The field an error is about, with its missing property for `required` (the message goes beside that field). */
export function errorPath(error: Pick<ErrorObject, 'keyword' | 'instancePath' | 'params'>): string {
  const missing = error.keyword === 'required' ? (error.params as { missingProperty?: string }).missingProperty : undefined;
  return missing === undefined ? error.instancePath : `${error.instancePath}/${missing}`;
}

const limitOf = (error: ErrorObject) => String((error.params as { limit?: unknown }).limit ?? '');

/** The catalog key and parameters of one failed rule; `field` is the field's title in the locale. */
function ruleText(error: ErrorObject, field: FieldSchema, label: string, locale: Locale): [MessageKey, Record<string, string>] {
  const params = { field: label, limit: limitOf(error) };
  const choices = Boolean(field.items?.enum);
  switch (error.keyword) {
    case 'required':
      // A statement that must be ticked (const true) reads as one, not as its whole text "is required".
      return field.const === true ? ['forms.validation.tick', params] : ['forms.validation.required', params];
    case 'const':
      return field.const === true ? ['forms.validation.tick', params] : ['forms.validation.invalid', params];
    case 'minLength':
      return Number(params.limit) <= 1 ? ['forms.validation.required', params] : ['forms.validation.minLength', params];
    case 'maxLength':
      return ['forms.validation.maxLength', params];
    case 'pattern': {
      const hint = field['x-message']?.[locale];
      return hint ? ['forms.validation.patternHint', { ...params, hint }] : ['forms.validation.pattern', params];
    }
    case 'format': {
      const format = (error.params as { format?: string }).format;
      if (format === 'email') return ['forms.validation.email', params];
      if (format === 'date') return ['forms.validation.date', params];
      return ['forms.validation.pattern', params];
    }
    case 'enum':
      return ['forms.validation.enum', params];
    case 'minimum':
    case 'exclusiveMinimum':
      return ['forms.validation.minimum', params];
    case 'maximum':
    case 'exclusiveMaximum':
      return ['forms.validation.maximum', params];
    case 'minItems':
      if (Number(params.limit) <= 1) return [choices ? 'forms.validation.chooseOne' : 'forms.validation.oneRow', params];
      return [choices ? 'forms.validation.chooseMin' : 'forms.validation.minItems', params];
    case 'maxItems':
      return [choices ? 'forms.validation.chooseMax' : 'forms.validation.maxItems', params];
    case 'uniqueItems':
      return ['forms.validation.uniqueItems', params];
    case 'type': {
      const expected = String((error.params as { type?: unknown }).type ?? '');
      return [/number|integer/.test(expected) ? 'forms.validation.number' : 'forms.validation.invalid', params];
    }
    default:
      return ['forms.validation.invalid', params];
  }
}

/**
 * The message of one ajv error on a form, in a locale. The field's title is the deepest title along the error's path
 * (a checkbox group's option or a table's row has none of its own: its list's title is used); an untitled root falls
 * back to the catalog's "this field".
 */
export function fieldMessage(error: ErrorObject, locale: Locale, form: FormTexts, translate: FormTranslate): string {
  const chain = schemasAlong(form.schema as FieldSchema, errorPath(error));
  const field = chain[chain.length - 1]!;
  const title = [...chain].reverse().find((node) => typeof node.title === 'string')?.title;
  const label = title === undefined ? translate('forms.validation.thisField') : locale === 'en' ? (form.en[title] ?? title) : title;
  const [key, params] = ruleText(error, field, label, locale);
  return translate(key, params);
}

/**
 * rjsf's localizer for one part's precompiled validator: the same messages as the gateway's, the part's own schema
 * being the root of the paths there.
 */
export function formLocalizer(locale: Locale, form: FormTexts, translate: FormTranslate): (errors?: ErrorObject[] | null) => void {
  return (errors) => {
    for (const error of errors ?? []) error.message = fieldMessage(error, locale, form, translate);
  };
}
