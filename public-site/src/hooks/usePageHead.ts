import { createContext, useContext, useEffect } from 'react';
import { useT } from '../i18n/locale';

export interface PageHead {
  /** "<page title> | BISA", as the tab shows it. */
  title: string;
  description: string;
  /** The page's schema.org JSON-LD (a vacancy's JobPosting; one object or several), written into the head as a JSON script element. */
  structuredData?: object | object[];
  /** The page's largest picture above the fold (its LCP element): preloaded with high priority from the head. */
  preloadImage?: string;
}

/** The id of the head's JSON-LD element, so client-side navigation can replace or remove it. */
export const STRUCTURED_DATA_ID = 'page-structured-data';

/**
 * Set only while the server renders a page (entry-server.tsx): effects do not run there, so the page's
 * head is recorded during rendering instead. Pages render after their layouts, so the page's call wins.
 */
export const PageHeadRecorder = createContext<((head: PageHead) => void) | null>(null);

/**
 * Every page calls this once with its own title and meta description (SPEC: each page is told apart in
 * search results, history, tabs and screen readers). The server writes them into the HTML; in the browser
 * they follow client-side navigation.
 */
export function usePageHead(pageTitle: string, description: string, structuredData?: object | object[], media: { preloadImage?: string } = {}): void {
  const t = useT();
  const appName = t('common.appName');
  const title = pageTitle === appName ? appName : `${pageTitle} | ${appName}`;
  useContext(PageHeadRecorder)?.({ title, description, ...(structuredData ? { structuredData } : {}), ...media });
  const json = structuredData ? JSON.stringify(structuredData) : '';
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    // A page with JSON-LD keeps (or gets) its element; any other page drops the previous page's. textContent: never parsed as HTML.
    let element = document.getElementById(STRUCTURED_DATA_ID);
    if (!json) {
      element?.remove();
      return;
    }
    if (!element) {
      element = document.createElement('script');
      element.id = STRUCTURED_DATA_ID;
      element.setAttribute('type', 'application/ld+json');
      document.head.append(element);
    }
    if (element.textContent !== json) element.textContent = json;
  }, [title, description, json]);
}
