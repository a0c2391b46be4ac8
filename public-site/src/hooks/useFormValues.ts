import { useState, type ChangeEvent } from 'react';

/** Controlled values of a small form; bind(name) gives an input or select its name, value and change handler. */
export function useFormValues<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const bind = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  return { values, bind };
}
