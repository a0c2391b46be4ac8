import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { localeOfPath } from '@core/i18n/locales';
import { OnlineIndicator } from '../components/OnlineIndicator';
import { PageProgressBar } from '../components/PageProgressBar';
import { ScrollToTop } from '../components/ScrollToTop';
import { LocaleProvider } from '../i18n/locale';

/**
 * The root of each locale's routes, around every layout: the locale (from the path), scroll to top on every
 * navigation, the page-load progress bar and the online/offline indicator.
 */
export function SiteShell() {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  // The gateway sets <html lang> for the first page; client-side navigation keeps it true.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocaleProvider locale={locale}>
      <ScrollToTop />
      <PageProgressBar />
      <Outlet />
      <OnlineIndicator />
    </LocaleProvider>
  );
}
