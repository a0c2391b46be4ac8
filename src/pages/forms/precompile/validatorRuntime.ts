/**
 * The helpers ajv's standalone code needs at run time, as ES imports. ajv writes `require("…")` even in its
 * ESM output; the generator (formValidatorCode.ts) points each of those at this table instead, so the
 * browser bundle has no CommonJS in it and no code is compiled in the page (the CSP forbids eval).
 */
import { fullFormats } from 'ajv-formats/dist/formats';
import equal from 'ajv/dist/runtime/equal';
import ucs2length from 'ajv/dist/runtime/ucs2length';

/** These are CommonJS: depending on the bundler's interop the default import is the function or its module. */
export function interopDefault<T>(imported: T): T {
  return typeof imported === 'function' ? imported : (imported as { default: T }).default;
}

export const validatorRuntime: Record<string, unknown> = {
  'ajv/dist/runtime/ucs2length': { default: interopDefault(ucs2length) },
  'ajv/dist/runtime/equal': { default: interopDefault(equal) },
  'ajv-formats/dist/formats': { fullFormats },
};
