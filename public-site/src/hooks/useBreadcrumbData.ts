import { breadcrumbData, type Crumb } from '@core/site/structuredData';
import { useLocalizedPath, useT } from '../i18n/locale';

/** A content page's BreadcrumbList JSON-LD: the home in the page's language, then the page's own trail. */
export function useBreadcrumbData(trail: Crumb[]): object {
  const t = useT();
  const to = useLocalizedPath();
  return breadcrumbData([{ name: t('siteLook.breadcrumbHome'), path: to('/') }, ...trail]);
}
