import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { localeOfPath } from '@core/i18n/locales';
import { ScrollToTop } from '../components/ScrollToTop';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { SkipLink } from '../components/SkipLink';
import { LocaleProvider } from '../i18n/locale';

/** The default layout (SPEC 2): header, the page in <main>, footer. The locale comes from the path. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  // The gateway sets <html lang> for the first page; client-side navigation keeps it true.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocaleProvider locale={locale}>
      <ScrollToTop />
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        <div className="container">
          <Outlet />
        </div>
      </main>
      <SiteFooter />
    </LocaleProvider>
  );
}
