/**
 * Validation rules of SPEC 5, shared by the gateway and both apps so that the browser refuses exactly
 * what the server refuses.
 */

/**
 * Text, an at sign, text, a dot, text (no whitespace, one at sign). The lookahead rejects a bad domain
 * in one pass; without it a long domain of dots ending in '@' costs quadratic time (a cheap DoS on the gateway).
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?=[^\s@]+$)[^\s@]+\.[^\s@]+$/;

/** 8 to 30 characters with a digit, a lowercase, an uppercase and a special character, no whitespace. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9\s])\S{8,30}$/;

/**
 * Optional http(s) scheme, host name or IPv4, optional port, path, query and fragment. A label's tail is
 * `(...)?`, not `(...)*`: the starred form matches the same strings but backtracks exponentially, so a
 * 40-letter word without a dot froze the event loop for minutes.
 */
export const URL_PATTERN =
  /^(https?:\/\/)?((([a-z\d]([a-z\d-]*[a-z\d])?)\.)+[a-z]{2,}|((\d{1,3}\.){3}\d{1,3}))(:\d+)?(\/[-a-z\d%_.~+@]*)*(\?[;&a-z\d%_.~+=-]*)?(#[-a-z\d_]*)?$/i;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;
export const FULLNAME_MAX_LENGTH = 100;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isValidUrl(value: string): boolean {
  return URL_PATTERN.test(value);
}

/** Which rules a password breaks, so a form can say exactly what is missing. */
export type PasswordProblem = 'length' | 'digit' | 'lowercase' | 'uppercase' | 'special' | 'whitespace';

export function passwordProblems(value: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) problems.push('length');
  if (!/\d/.test(value)) problems.push('digit');
  if (!/[a-z]/.test(value)) problems.push('lowercase');
  if (!/[A-Z]/.test(value)) problems.push('uppercase');
  if (!/[^A-Za-z0-9\s]/.test(value)) problems.push('special');
  if (/\s/.test(value)) problems.push('whitespace');
  return problems;
}

export function isValidPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}

/** Indonesian phone numbers as people type them: optional +, 8 to 15 digits, spaces or dashes allowed. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= 8 && value.replace(/\D/g, '').length <= 15;
}
