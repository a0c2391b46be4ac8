import { TextField } from '@mui/material';
import { useInput, useTranslate, type InputProps } from 'react-admin';

export interface NativeSelectOption {
  value: string;
  label: string;
}

/**
 * A react-admin input drawn as the browser's own select (`useInput` around MUI's native TextField select): on a phone
 * it opens the system's picker, which long lists such as Indonesia's 514 regencies need, and it keeps the form's
 * value, validation and the server's field errors like any react-admin input. `label` and `hint` are catalog keys.
 */
export function NativeSelectInput({ options, hint, ...props }: InputProps & { options: readonly NativeSelectOption[]; hint?: string }) {
  const translate = useTranslate();
  const { id, field, fieldState, isRequired } = useInput(props);
  const error = fieldState.error?.message;
  return (
    <TextField
      select
      id={id}
      {...field}
      value={field.value ?? ''}
      label={typeof props.label === 'string' ? translate(props.label, { _: props.label }) : undefined}
      required={isRequired}
      disabled={props.disabled}
      error={fieldState.invalid}
      helperText={error ? translate(error, { _: error }) : hint ? translate(hint, { _: hint }) : undefined}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
