import type { SelectHTMLAttributes } from 'react';
import { FieldShell } from './FieldShell';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
};

export function SelectField({ id, label, options, error, ...select }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error}>
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
