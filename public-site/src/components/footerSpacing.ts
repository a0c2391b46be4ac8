import { useLocation } from 'react-router';
import { stripLocale } from '@core/i18n/locales';

/** SPEC 2: the footer keeps a space above it on every page except /ecosystem, whose last section runs into it. */
export function useFooterClassName(base: string): string {
  const { pathname } = useLocation();
  return stripLocale(pathname) === '/ecosystem' ? base : `${base} footer-spaced`;
}
