// The module public-site/build/siteCatalogPlugin.ts generates for the browser build.
declare module 'virtual:site-catalog' {
  import type { Locale } from '@core/i18n/locales';

  /** Each locale's catalog namespaces that the public site's code names, each loaded as a chunk of its own. */
  export const catalogParts: Record<Locale, Record<string, () => Promise<{ default: Record<string, unknown> }>>>;
  /** Each locale's whole catalog as one chunk, for the whole app (main.tsx). */
  export const wholeCatalogs: Record<Locale, () => Promise<{ default: Record<string, unknown> }>>;
}
