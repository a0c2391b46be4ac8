import type { Validator } from 'react-admin';
import type { MessageKey, MessageParams } from '@core/i18n/catalog';
import { FULLNAME_MAX_LENGTH, isValidPhone, passwordProblems } from '@core/rules/validation';

/**
 * SPEC 5's rules as react-admin validators, with the shared core's checks so the page refuses what the gateway
 * refuses. They answer catalog keys, which react-admin translates where it shows the error.
 */
type Translate = (key: MessageKey, params?: MessageParams) => string;

export const fullnameRule: Validator = (value: string | null | undefined) => {
  const name = value?.trim() ?? '';
  return !name || name.length > FULLNAME_MAX_LENGTH ? 'validation.fullname' : undefined;
};

/** The phone number is optional; when given it must look like one. */
export const phoneRule: Validator = (value: string | null | undefined) => {
  const phone = value?.trim() ?? '';
  return phone && !isValidPhone(phone) ? 'validation.phone' : undefined;
};

/** Names the requirements a new password still misses, not only that it is wrong. */
export const newPasswordRule =
  (translate: Translate): Validator =>
  (value: string | null | undefined) => {
    const problems = passwordProblems(value ?? '');
    if (!value || problems.length === 0) return undefined;
    return {
      message: 'validation.passwordMissing',
      args: { problems: problems.map((problem) => translate(`validation.passwordProblem.${problem}`)).join(', ') },
    };
  };

export const confirmPasswordRule: Validator = (value: string | null | undefined, values: { newPassword?: string }) =>
  value && value !== values.newPassword ? 'validation.passwordMismatch' : undefined;
