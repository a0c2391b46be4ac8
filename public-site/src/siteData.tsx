import { createContext, useContext, type ReactNode } from 'react';

/** SPEC 3's contact info (GET /api/main/contact/get-contact-info). */
export interface ContactInfo {
  company: { name: string; address: string };
  /** The messaging number of the floating chat link (digits, international form). */
  number: string;
  message: { en: string; id: string };
}

/**
 * What every page of the public site needs from the server, rendered into the HTML and read again on
 * hydration so the first client render matches the server's.
 */
export interface SiteData {
  contactInfo: ContactInfo | null;
  /** A token cookie came with the request (SPEC 4: logged in is on when a token cookie exists). */
  loggedIn: boolean;
}

export const EMPTY_SITE_DATA: SiteData = { contactInfo: null, loggedIn: false };

const SiteDataContext = createContext<SiteData>(EMPTY_SITE_DATA);

export function SiteDataProvider({ value, children }: { value: SiteData; children: ReactNode }) {
  return <SiteDataContext.Provider value={value}>{children}</SiteDataContext.Provider>;
}

export function useSiteData(): SiteData {
  return useContext(SiteDataContext);
}
