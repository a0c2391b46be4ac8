import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { isLocale } from '../../../../packages/core/src/i18n/locales';
import { FORMS_DIR, indexCode, partSchema, partValidatorCode, readFormFiles } from './formValidatorCode';

const INDEX = 'virtual:form-validators';
const PART = `${INDEX}/`;

/**
 * `virtual:form-validators`: the forms' validators compiled while Vite builds (nothing generated on disk, so
 * a fresh clone typechecks and tests without a build first). The index lists a loader per form, locale and
 * part; each loads its own chunk, so a page fetches only the validators of the form it opens. A form file
 * added after the build has no entry and the page falls back to the gateway's check.
 */
export function formValidatorsPlugin(dir = FORMS_DIR): Plugin {
  const definitions = () => readFormFiles(dir);
  return {
    name: 'bisa-form-validators',
    resolveId(id) {
      return id === INDEX || id.startsWith(PART) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${INDEX}`)) return undefined;
      // The dev server rebuilds a form's validators when its file changes.
      for (const name of readdirSync(dir)) this.addWatchFile(path.join(dir, name));
      if (id === `\0${INDEX}`) return indexCode(definitions(), (code, locale, part) => `${PART}${code}/${locale}/${part}`);
      const [code, locale, part] = id.slice(`\0${PART}`.length).split('/');
      const definition = definitions().find((candidate) => candidate.code === code);
      if (!definition || !isLocale(locale) || !part) throw new Error(`${id}: no such form, locale or part in ${path.relative(process.cwd(), dir)}`);
      return partValidatorCode(partSchema(definition, part, locale));
    },
  };
}
