import type { MessageKey, MessageParams } from '@core/i18n/catalog';
import { FULLNAME_MAX_LENGTH, isValidEmail, isValidPhone, passwordProblems } from '@core/rules/validation';

/** The messages of the account forms, checked with SPEC 5's shared rules so the browser refuses what the server refuses. */
type Translate = (key: MessageKey, params?: MessageParams) => string;
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function emailError(email: string, t: Translate): string | undefined {
  if (!email.trim()) return t('validation.required');
  if (!isValidEmail(email.trim())) return t('validation.email');
  return undefined;
}

/** Names the rules the password still breaks, not just that it is wrong. */
export function passwordError(password: string, t: Translate): string | undefined {
  if (!password) return t('validation.required');
  const problems = passwordProblems(password);
  if (problems.length === 0) return undefined;
  return t('validation.passwordMissing', {
    problems: problems.map((problem) => t(`validation.passwordProblem.${problem}`)).join(', '),
  });
}

export function confirmPasswordError(password: string, confirmPassword: string, t: Translate): string | undefined {
  if (!confirmPassword) return t('validation.required');
  return confirmPassword === password ? undefined : t('validation.passwordMismatch');
}

export function fullnameError(fullname: string, t: Translate): string | undefined {
  const name = fullname.trim();
  if (!name) return t('validation.required');
  return name.length > FULLNAME_MAX_LENGTH ? t('validation.fullname') : undefined;
}

/** The phone number is optional; when given it must look like one. */
export function phoneError(phone: string, t: Translate): string | undefined {
  return phone.trim() && !isValidPhone(phone.trim()) ? t('validation.phone') : undefined;
}

/** Drops the fields without a message, so `Object.keys(errors).length` says whether the form may be sent. */
export function collectErrors<Field extends string>(checks: Record<Field, string | undefined>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(checks).filter(([, message]) => message)) as FieldErrors<Field>;
}
