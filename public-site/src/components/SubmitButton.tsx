import type { ReactNode } from 'react';

/** The form's main button; while its request runs it is disabled and says so (aria-busy), so nothing is sent twice. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
