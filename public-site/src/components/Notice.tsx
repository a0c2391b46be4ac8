import type { ReactNode } from 'react';

/**
 * A message about the page's last request. Failures use role="alert" (read out at once); successes use
 * role="status" (read out politely).
 */
export function Notice({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
