import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
// The file itself, not the package's index: the index builds a runtime ajv validator on import.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { Localizer, ValidatorFunctions } from '@rjsf/validator-ajv8';
import { precompiledForms } from 'virtual:form-validators';
import { formLocalizer, type FormTexts, type FormTranslate } from '@core/forms';
import type { Locale } from '@core/i18n/locales';
import { serverCheckedValidator } from './serverCheckedValidator';

/**
 * A precompiled validator that steps aside when it does not know the schema (a form file changed after the
 * build): rjsf's precompiled validator throws then, and the gateway's check on submit still holds.
 */
function withFallback(validator: ValidatorType): ValidatorType {
  const guard =
    <A extends unknown[], R>(run: (...args: A) => R, fallback: (...args: A) => R) =>
    (...args: A): R => {
      try {
        return run(...args);
      } catch {
        return fallback(...args);
      }
    };
  return {
    validateFormData: guard(validator.validateFormData.bind(validator), serverCheckedValidator.validateFormData),
    isValid: guard(validator.isValid.bind(validator), serverCheckedValidator.isValid),
    rawValidation: guard(validator.rawValidation.bind(validator), serverCheckedValidator.rawValidation),
  };
}

/** The precompiled functions of every part of a form in a locale, fetched together; none for a form the build did not know. */
export async function loadValidatorFunctions(code: string, locale: Locale): Promise<Record<string, ValidatorFunctions>> {
  const loaders = Object.entries(precompiledForms[code]?.[locale] ?? {});
  return Object.fromEntries(await Promise.all(loaders.map(async ([part, load]) => [part, await load()] as const)));
}

/**
 * rjsf's validator for one part of a form in a locale: the functions compiled at build time from the same
 * schema file the gateway checks (no code is compiled in the page, whose CSP forbids eval), with the gateway's
 * messages (`formLocalizer`: the field's title and the failed rule; `texts` is the part's schema as the form file
 * has it, with the file's English texts; `translate` the page's, react-admin's). A part without them gets the
 * server-checked validator.
 */
export function partValidator(
  functions: ValidatorFunctions | undefined,
  schema: RJSFSchema,
  locale: Locale,
  texts: FormTexts,
  translate: FormTranslate,
): ValidatorType {
  if (!functions) return serverCheckedValidator;
  try {
    return withFallback(createPrecompiledValidator(functions, schema, formLocalizer(locale, texts, translate) as Localizer));
  } catch {
    return serverCheckedValidator;
  }
}
