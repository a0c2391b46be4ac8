import type { ChangeEvent } from 'react';
import { useT } from '../i18n/locale';
import { PasswordField } from './PasswordField';

type Bound = { name: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void };

interface NewPasswordFieldsProps {
  formId: string;
  /** Label of the first field: 'Password' on registration, 'New password' on a reset. */
  label: string;
  errors: { password?: string; confirmPassword?: string };
  bind: (name: 'password' | 'confirmPassword') => Bound;
}

/** A new password and its confirmation, with SPEC 5's rule as the hint: registration and reset ask the same way. */
export function NewPasswordFields({ formId, label, errors, bind }: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <PasswordField
        id={`${formId}-password`}
        label={label}
        hint={t('validation.password')}
        autoComplete="new-password"
        required
        error={errors.password}
        {...bind('password')}
      />
      <PasswordField
        id={`${formId}-confirmPassword`}
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
        {...bind('confirmPassword')}
      />
    </>
  );
}
