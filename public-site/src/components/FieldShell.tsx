import type { ReactNode } from 'react';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldShellProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (aria: ControlAria) => ReactNode;
}

/**
 * A labelled field whose error and hint are announced with the control (aria-describedby, aria-invalid). The
 * error sits right under the control, where the eye is.
 */
export function FieldShell({ id, label, hint, error, children }: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
