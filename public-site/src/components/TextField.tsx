import type { InputHTMLAttributes, Ref } from 'react';
import { FieldShell } from './FieldShell';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  ref?: Ref<HTMLInputElement>;
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

export function TextField({ id, label, hint, error, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(aria) => <input className="input" {...input} {...aria} />}
    </FieldShell>
  );
}
