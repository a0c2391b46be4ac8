import type { SelectHTMLAttributes, Ref } from 'react';
import { FieldShell } from './FieldShell';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  ref?: Ref<HTMLSelectElement>;
  id: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  hint?: string;
  error?: string;
};

export function SelectField({ id, label, options, hint, error, ...select }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(aria) => (
        <select className="input" {...select} {...aria}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
