import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { localizePath } from '@core/i18n/locales';
import { useLocale } from '../i18n/locale';
import { useSiteData } from '../siteData';

/**
 * SPEC 4's 'guest' guard: a logged-in visitor of the login and registration pages goes to the member area.
 * A full page load, because /member is another app served by the gateway. Logged in comes from SiteData, so
 * the server renders the same (empty) page the browser hydrates.
 */
export function GuestOnly() {
  const locale = useLocale();
  const { loggedIn } = useSiteData();
  useEffect(() => {
    if (loggedIn) window.location.replace(localizePath('/member', locale));
  }, [loggedIn, locale]);
  return loggedIn ? null : <Outlet />;
}
