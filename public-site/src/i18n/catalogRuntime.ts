import { catalogParts, wholeCatalogs } from 'virtual:site-catalog';
import type { MessageKey, MessageParams } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { interpolate, lookupMessage } from '@core/i18n/lookup';

/**
 * The browser build's stand-in for @core/i18n/catalog (public-site/build/siteCatalogPlugin.ts swaps it in): the
 * same translate(), reading only the namespaces loaded so far instead of both languages' whole catalogs, which
 * were most of the public site's script. The server and the member app keep the full catalogs.
 */
const loaded: Record<Locale, Record<string, unknown>> = { id: {}, en: {} };

/** Loads the locale's namespaces (each a chunk) before an island renders; unknown names are skipped. */
export async function loadCatalogParts(locale: Locale, namespaces: Iterable<string>): Promise<void> {
  const parts = catalogParts[locale];
  await Promise.all(
    [...new Set(namespaces)]
      .filter((namespace) => !(namespace in loaded[locale]) && parts[namespace])
      .map(async (namespace) => {
        loaded[locale][namespace] = (await parts[namespace]!()).default;
      }),
  );
}

/** The locale's whole catalog in one chunk (entry-server.tsx preloads it): the whole app may show any page's text. */
export async function loadWholeCatalog(locale: Locale): Promise<void> {
  loaded[locale] = (await wholeCatalogs[locale]()).default;
}

/** As @core/i18n/catalog's translate(): a namespace not loaded reads as the key itself. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return interpolate(lookupMessage(loaded[locale], key) ?? lookupMessage(loaded.en, key) ?? key, params);
}
