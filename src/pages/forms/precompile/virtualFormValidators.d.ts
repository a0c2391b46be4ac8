/** The module formValidatorsPlugin (validatorsPlugin.ts) serves while Vite builds the member app. */
declare module 'virtual:form-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  /** form code -> locale -> part key -> loader of that part's precompiled validator functions. */
  export const precompiledForms: Record<string, Record<'id' | 'en', Record<string, () => Promise<ValidatorFunctions>>>>;
}
