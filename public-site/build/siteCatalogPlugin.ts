import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// Vite bundles its config with this file, without the @core alias: the relative path is the one that resolves.
// eslint-disable-next-line no-restricted-imports
import { catalogs } from '../../packages/core/src/i18n/catalog';

const SHARED_CATALOG = fileURLToPath(new URL('../../packages/core/src/i18n/catalog.ts', import.meta.url));
const RUNTIME = fileURLToPath(new URL('../src/i18n/catalogRuntime.ts', import.meta.url));
const INDEX = 'virtual:site-catalog';
const PART = `${INDEX}/`;

/**
 * The public site's browser build reads the catalogs in parts: every import of packages/core/src/i18n/catalog.ts (which holds
 * both languages' whole catalogs) becomes public-site/src/i18n/catalogRuntime.ts, and 'virtual:site-catalog' lists
 * one chunk per locale and top-level namespace (for islands) and one per locale whole (for the whole app, which can
 * show any page), made here from the same catalogs, so typing of keys stays as it is.
 * The server build (SSR) is left alone.
 */
export function siteCatalogPlugin(): Plugin {
  return {
    name: 'bisa-site-catalog',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async resolveId(source, importer, options) {
      if (source === INDEX || source.startsWith(PART)) return `\0${source}`;
      if (!source.endsWith('catalog') || importer === RUNTIME) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === SHARED_CATALOG ? RUNTIME : null;
    },
    load(id) {
      if (id === `\0${INDEX}`) {
        const locales = Object.entries(catalogs).map(([locale, catalog]) => {
          const parts = Object.keys(catalog).map((namespace) => `${JSON.stringify(namespace)}: () => import('${PART}${locale}/${namespace}')`);
          return `${locale}: { ${parts.join(', ')} }`;
        });
        const whole = Object.keys(catalogs).map((locale) => `${locale}: () => import('${PART}${locale}')`);
        return `export const catalogParts = { ${locales.join(', ')} };\nexport const wholeCatalogs = { ${whole.join(', ')} };`;
      }
      if (!id.startsWith(`\0${PART}`)) return null;
      const [locale, namespace] = id.slice(PART.length + 1).split('/') as [keyof typeof catalogs, string | undefined];
      const catalog = catalogs[locale] as Record<string, unknown>;
      return `export default ${JSON.stringify(namespace === undefined ? catalog : (catalog[namespace] ?? {}))};`;
    },
  };
}
