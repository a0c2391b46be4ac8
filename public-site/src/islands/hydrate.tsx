import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { localeOfPath } from '@core/i18n/locales';
import type { SiteData } from '@core/site/rendering';
import { loadCatalogParts } from '../i18n/catalogRuntime';
import { CATALOG_META } from './catalogMeta';
import { IslandRoot } from './IslandRoot';
import { islands, type IslandName } from './registry';

/**
 * Hydrates one island wrapper as a React root of its own, as the server rendered it (IslandRoot), once its chunk and
 * its catalog namespaces are loaded. Islands load and fail independently.
 */
export async function hydrateIsland(element: HTMLElement, name: IslandName, props: object, siteData: SiteData): Promise<void> {
  const entry: { load: () => Promise<ComponentType<never>>; namespaces?: readonly string[] } = islands[name];
  const locale = localeOfPath(window.location.pathname);
  const recorded = document.querySelector<HTMLMetaElement>(`meta[name="${CATALOG_META}"]`)?.content.split(' ') ?? [];
  const [Component] = await Promise.all([
    entry.load() as Promise<ComponentType<object>>,
    loadCatalogParts(locale, [...recorded, ...(entry.namespaces ?? [])]),
  ]);
  const { pathname, search, hash } = window.location;
  // As a transition, React hydrates in slices of a few milliseconds and yields to the browser between them, instead
  // of one long task per island (Lighthouse's total blocking time on the cart, where two islands hydrate at load).
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandRoot siteData={siteData} locale={locale} location={{ pathname, search, hash }}>
        <Component {...props} />
      </IslandRoot>,
    );
  });
}
