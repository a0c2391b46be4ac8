import { Suspense, useState } from 'react';
import type { ConfirmProps } from 'react-admin';
import { lazyExport } from './lazyExport';

const Confirm = lazyExport(() => import('./reactAdminConfirm'), 'Confirm');

/**
 * react-admin's Confirm for the shell's questions (logging out, switching account), loaded the first time it opens:
 * its MUI dialog was 2.0 kB gzip of every member's first load, for a question few visits ask. Once opened it stays
 * mounted, so it closes with its transition.
 */
export function LazyConfirm(props: ConfirmProps) {
  const [opened, setOpened] = useState(props.isOpen ?? false);
  if (props.isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Confirm {...props} />
    </Suspense>
  );
}
