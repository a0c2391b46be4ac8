import { createContext, useContext, useEffect } from 'react';
import { useT } from '../i18n/locale';

export interface PageHead {
  /** "<page title> | BISA", as the tab shows it. */
  title: string;
  description: string;
}

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
export function usePageHead(pageTitle: string, description: string): void {
  const t = useT();
  const appName = t('common.appName');
  const title = pageTitle === appName ? appName : `${pageTitle} | ${appName}`;
  useContext(PageHeadRecorder)?.({ title, description });
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
