import { useEffect } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { localizePath } from '@core/i18n/locales';
import { safeRedirect } from '@core/rules/redirect';
import { useLocale } from '../i18n/locale';
import { useSiteData } from '../siteData';

/**
 * SPEC 4's 'guest' guard: a logged-in visitor of the login and registration pages goes to the member area (or
 * back to the page that sent them to log in).
 * A full page load, because /member is another app served by the gateway. Logged in comes from SiteData, so
 * the server renders the same (empty) page the browser hydrates.
 */
export function GuestOnly() {
  const locale = useLocale();
  const { loggedIn } = useSiteData();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  useEffect(() => {
    if (loggedIn) window.location.replace(safeRedirect(redirect, localizePath('/member', locale), window.location.origin));
  }, [loggedIn, locale, redirect]);
  return loggedIn ? null : <Outlet />;
}
