import { StrictMode, type ReactNode } from 'react';
import { Router, type Location } from 'react-router';
import type { Locale } from '@core/i18n/locales';
import type { SiteData } from '@core/site/rendering';
import { LocaleProvider } from '../i18n/locale';
import { SiteDataProvider } from '../siteData';
import { fullPageNavigator } from './fullPageNavigator';

export type IslandLocation = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * An island's own React root, the same on the server and in the browser (so useId() and the markup match on
 * hydration): the locale, SiteData and a router that only reads the location (links are full page loads).
 */
export function IslandRoot({
  siteData,
  locale,
  location,
  children,
}: {
  siteData: SiteData;
  locale: Locale;
  location: IslandLocation;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <SiteDataProvider value={siteData}>
        <LocaleProvider locale={locale}>
          <Router location={location} navigator={fullPageNavigator}>
            {children}
          </Router>
        </LocaleProvider>
      </SiteDataProvider>
    </StrictMode>
  );
}
