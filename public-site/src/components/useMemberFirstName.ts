import { useSyncExternalStore } from 'react';
import { firstName } from '@core/catalogue/programDetail';
import { browserClient } from '../client';
import { useSiteData } from '../siteData';

// The stored profile changes only by logging in or out, which loads another page: nothing to subscribe to.
const subscribe = () => () => undefined;

function storedFirstName(): string | undefined {
  const fullname = browserClient().session.getProfile()?.fullname;
  return fullname ? firstName(fullname) : undefined;
}

/**
 * The logged-in member's first name, read in the browser after hydration (the server snapshot is undefined): the
 * gateway caches one page for every logged-in visitor (pageCache.ts), so a name must never be in the server's HTML.
 */
export function useMemberFirstName(): string | undefined {
  const { loggedIn } = useSiteData();
  return useSyncExternalStore(
    subscribe,
    () => (loggedIn ? storedFirstName() : undefined),
    () => undefined,
  );
}
