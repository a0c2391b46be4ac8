import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { translate, type MessageKey, type MessageParams } from '@core/i18n/catalog';
import { DEFAULT_LOCALE, localizePath, type Locale } from '@core/i18n/locales';
import { RecordNamespaces } from '../islands/recordNamespaces';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The shared catalog's translate() bound to the page's locale (inside an island on the server, noting the namespace). */
export function useT(): (key: MessageKey, params?: MessageParams) => string {
  const locale = useLocale();
  const namespaces = useContext(RecordNamespaces);
  return useCallback(
    (key, params) => {
      namespaces?.add(key.slice(0, key.indexOf('.')));
      return translate(locale, key, params);
    },
    [locale, namespaces],
  );
}

/** A path of this site in the page's locale (SPEC 2: links get /en when the locale is English). */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path) => localizePath(path, locale), [locale]);
}
