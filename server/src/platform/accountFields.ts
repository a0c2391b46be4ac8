import type { MessageKey } from '@core/i18n/catalog';
import { FULLNAME_MAX_LENGTH, isValidEmail, isValidPassword, isValidPhone } from '@core/rules/validation';
import { badRequest } from './httpError';

/** SPEC 5 on the server, with the same shared rules the forms use; every broken rule is reported at once. */
export function checkAccountFields(fields: { email?: string; password?: string; fullname?: string; phone?: string }): void {
  const errors: Record<string, MessageKey> = {};
  if (fields.email !== undefined && !isValidEmail(fields.email.trim())) errors.email = 'validation.email';
  if (fields.password !== undefined && !isValidPassword(fields.password)) errors.password = 'validation.password';
  if (fields.fullname !== undefined) {
    const name = fields.fullname.trim();
    if (!name || name.length > FULLNAME_MAX_LENGTH) errors.fullname = 'validation.fullname';
  }
  if (fields.phone !== undefined && fields.phone.trim() !== '' && !isValidPhone(fields.phone.trim())) errors.phone = 'validation.phone';
  const fieldsInError = Object.keys(errors);
  if (fieldsInError.length) throw badRequest(fieldsInError.join(', '), errors);
}
