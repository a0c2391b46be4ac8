/**
 * The shape of a form file in schemas/forms (checked against schemas/form-definition.schema.json) and the
 * framework-free operations on it that the gateway, the member app and Storybook share.
 */
import type { Locale } from '../i18n/locales';
import type { FormPart, FormRole } from './contract';

/** A part and its role are wire types too (the forms' answers name them): ./contract.ts. */
export type { FormPart, FormRole };
export type LocalText = { id: string; en: string };
export type JsonObject = Record<string, unknown>;

export type FormScoring = { type: 'multiple-choice'; questions: string; key: string; answers: string; threshold: number };

export type FormDefinition = {
  code: string;
  slug: string;
  title: LocalText;
  stage: string;
  context: ('scheme' | 'asesi' | 'schedule')[];
  prefill?: Record<string, string>;
  parts: FormPart[];
  contextFilled?: string[];
  hiddenFrom?: Record<string, FormRole[]>;
  scoring?: FormScoring;
  schema: JsonObject;
  uiSchema: JsonObject;
  en: Record<string, string>;
  example: JsonObject;
};

/** The parts a role writes. */
export function partsOf(definition: FormDefinition, role: FormRole): FormPart[] {
  return definition.parts.filter((part) => part.role === role);
}

/** The parts whose signature locks the instance. */
export function requiredSignatures(definition: FormDefinition): FormPart[] {
  return definition.parts.filter((part) => part.signature === 'required');
}

/** The data as a role may see it: parts hidden from it (an answer key) are left out. */
export function visibleData(definition: FormDefinition, role: FormRole, data: JsonObject): JsonObject {
  const hidden = Object.entries(definition.hiddenFrom ?? {})
    .filter(([, roles]) => roles.includes(role))
    .map(([key]) => key);
  return Object.fromEntries(Object.entries(data).filter(([key]) => !hidden.includes(key)));
}

/** The schema as a role may see it, with the same parts left out (their properties and requirements). */
export function visibleSchema(definition: FormDefinition, role: FormRole): JsonObject {
  const hidden = Object.entries(definition.hiddenFrom ?? {})
    .filter(([, roles]) => roles.includes(role))
    .map(([key]) => key);
  const properties = visibleData(definition, role, definition.schema.properties as JsonObject);
  const required = ((definition.schema.required as string[] | undefined) ?? []).filter((key) => !hidden.includes(key));
  return { ...definition.schema, properties, required };
}

/**
 * The schema and uiSchema in a locale. The files carry Indonesian titles (the forms' official language) and an
 * `en` dictionary from each Indonesian text to its English one, so an LSP edits one file to adapt a form.
 */
export function localize<T>(value: T, definition: Pick<FormDefinition, 'en'>, locale: Locale): T {
  if (locale === 'id') return value;
  const swap = (node: unknown, key?: string): unknown => {
    if (typeof node === 'string') return key === 'title' || key === 'description' ? (definition.en[node] ?? node) : node;
    if (Array.isArray(node))
      return key === 'ui:enumNames'
        ? node.map((item) => (typeof item === 'string' ? (definition.en[item] ?? item) : item))
        : node.map((item) => swap(item));
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, swap(v, k)]));
    return node;
  };
  return swap(value) as T;
}

/** Every Indonesian text of a schema or uiSchema that needs an English counterpart. */
export function translatableTexts(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => translatableTexts(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'title' || key === 'description') && typeof item === 'string') found.add(item);
      else if (key === 'ui:enumNames' && Array.isArray(item)) item.forEach((text) => typeof text === 'string' && found.add(text));
      else translatableTexts(item, found);
    }
  }
  return found;
}
