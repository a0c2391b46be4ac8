import { useEffect } from 'react';
import { useT } from '../i18n/locale';

/** "<page title> | BISA" in the tab, so every page is told apart in history, tabs and screen readers. */
export function usePageTitle(title: string): void {
  const t = useT();
  const appName = t('common.appName');
  useEffect(() => {
    document.title = title === appName ? appName : `${title} | ${appName}`;
  }, [title, appName]);
}
