import { Suspense } from 'react';
import { lazyExport } from './lazyExport';
import { useMemberProfile } from './useMemberProfile';

/** Loaded only for an account that needs it: MUI's Alert was 2.4 kB gzip of every member's first load. */
const UnverifiedEmailAlert = lazyExport(() => import('./UnverifiedEmailAlert'), 'UnverifiedEmailAlert');

/**
 * SPEC 8: shown above every member page while the signed-in account's e-mail address is not confirmed. It shows once
 * the profile is in, as it always did; its own Suspense keeps the page from waiting on it.
 */
export function UnverifiedEmailBanner() {
  const { profile } = useMemberProfile();
  if (!profile || profile.emailConfirmed) return null;
  return (
    <Suspense fallback={null}>
      <UnverifiedEmailAlert profile={profile} />
    </Suspense>
  );
}
