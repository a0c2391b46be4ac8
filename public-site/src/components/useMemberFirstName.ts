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
 * The logged-in member's first name. The gateway caches one page for every logged-in visitor (pageCache.ts), so a
 * name is never in that HTML: the browser reads it after hydration (the server snapshot is undefined). A private page
 * (rendered for this member alone) carries it in SiteData.member, on the server and in the browser alike.
 */
export function useMemberFirstName(): string | undefined {
  const { loggedIn, member } = useSiteData();
  return useSyncExternalStore(
    subscribe,
    () => member?.firstName ?? (loggedIn ? storedFirstName() : undefined),
    () => member?.firstName,
  );
}
