import { useState, type ChangeEvent } from 'react';

type Field = HTMLInputElement | HTMLSelectElement;

/**
 * Controlled values of a small form; bind(name) gives an input or select its name, value, change handler and a ref.
 * The ref takes over what the field holds when React attaches it: on a page rendered by the server, a visitor may type
 * (or a password manager fill) before hydration, and React keeps that text in the field but not in the state, then
 * empties the field at the next render (a press of the submit button).
 */
export function useFormValues<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const take = (name: keyof Values & string, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const bind = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<Field>) => take(name, event.target.value),
    ref: (field: Field | null) => {
      if (field && field.value !== values[name]) take(name, field.value);
    },
  });
  return { values, bind };
}
