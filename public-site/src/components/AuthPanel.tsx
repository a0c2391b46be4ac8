import type { ReactNode } from 'react';

/** The card the account pages share: the page's one h1, an optional lead sentence, then the form or result. */
export function AuthPanel({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="auth-panel" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {description && <p className="lead">{description}</p>}
      {children}
    </section>
  );
}
