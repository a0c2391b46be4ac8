import { createContext, useContext, type ReactNode } from 'react';
import type { SiteData } from '@core/site/rendering';

// Defined in the shared core: the gateway builds SiteData and the browser reads it back.
export type { ContactInfo } from '@core/site/contactInfo.contract';
export type { SiteData };

export const EMPTY_SITE_DATA: SiteData = { contactInfo: null, loggedIn: false };

const SiteDataContext = createContext<SiteData>(EMPTY_SITE_DATA);

export function SiteDataProvider({ value, children }: { value: SiteData; children: ReactNode }) {
  return <SiteDataContext.Provider value={value}>{children}</SiteDataContext.Provider>;
}

export function useSiteData(): SiteData {
  return useContext(SiteDataContext);
}
