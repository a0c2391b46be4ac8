import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { localizePath } from '@core/i18n/locales';
import { browserClient } from '../client';
import { useLocale } from '../i18n/locale';

/**
 * SPEC 4's 'guest' guard: a logged-in visitor of the login and registration pages goes to the member area.
 * A full page load, because /member is another app served by the gateway.
 */
export function GuestOnly() {
  const locale = useLocale();
  const [loggedIn] = useState(() => browserClient().session.isLoggedIn());
  useEffect(() => {
    if (loggedIn) window.location.replace(localizePath('/member', locale));
  }, [loggedIn, locale]);
  return loggedIn ? null : <Outlet />;
}
