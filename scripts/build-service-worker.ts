// The public site's offline support (SPEC 1), written into public-site/dist after `vite build`:
// offline.html from the i18n catalogs, then /sw.js by Workbox's generateSW (precache + runtime caching rules).
// Run by `npm run build:public`; see docs/decisions/2026-11-22-assessment-forms.md ("The service worker").
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';
import { translate } from '@core/i18n/catalog';
import { LOCALES, type Locale } from '@core/i18n/locales';

const dist = fileURLToPath(new URL('../public-site/dist', import.meta.url));
const OFFLINE_PAGE = 'offline.html';

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Both languages on one page: the worker serves it for any uncached page, Indonesian or English. */
function offlinePage(): string {
  const section = (locale: Locale) => {
    const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(locale, key));
    return `<section lang="${locale}" aria-labelledby="title-${locale}">
  <h${locale === 'id' ? 1 : 2} id="title-${locale}">${t('site.offlinePage.title')}</h${locale === 'id' ? 1 : 2}>
  <p>${t('site.offlinePage.body')}</p>
  <p class="actions"><a class="button" href="">${t('site.offlinePage.retry')}</a> <a href="${locale === 'id' ? '/' : '/en'}">${t('site.offlinePage.home')}</a></p>
</section>`;
  };
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#1e5bd7">
<title>${escapeHtml(translate('id', 'site.offlinePage.title'))} | ${escapeHtml(translate('id', 'common.appName'))}</title>
<style>
body { margin: 0; font-family: system-ui, sans-serif; color: #1a1f2b; background: #f5f7fb; }
main { max-width: 36rem; margin: 0 auto; padding: 3rem 1.25rem; }
.brand { font-size: 1.75rem; font-weight: 800; color: #1646a8; margin: 0 0 2rem; }
section { background: #fff; border: 1px solid #d7dce5; border-radius: 12px; padding: 1.25rem 1.5rem; margin-bottom: 1.25rem; }
h1, h2 { font-size: 1.35rem; margin: 0 0 0.75rem; }
a { color: #1646a8; }
.actions { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; }
.button { display: inline-block; padding: 0.6rem 1.25rem; border-radius: 8px; background: #1e5bd7; color: #fff; font-weight: 700; text-decoration: none; }
a:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(translate('id', 'common.appName'))}</p>
${LOCALES.map(section).join('\n')}
</main>
</body>
</html>
`;
}

await writeFile(path.join(dist, OFFLINE_PAGE), offlinePage());

const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  swDest: path.join(dist, 'sw.js'),
  // The app shell: the hashed bundles (not assets/catalog/, cached as used), the Latin font files the pages use and
  // the offline page. Not index.html: it is the gateway's template, never a page.
  globPatterns: ['assets/*.{js,css}', 'assets/*-latin-*.woff2', OFFLINE_PAGE],
  // Hashed names change with their content: no revision query needed.
  dontCacheBustURLsMatching: /^assets\//,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  runtimeCaching: [
    {
      // The catalog parts in assets/catalog/ (public-site/vite.config.ts): both locales' every namespace would double
      // the precache, so each is kept once a page has loaded it. Hashed names: the cached copy is always right.
      urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/catalog/'),
      handler: 'CacheFirst',
      options: { cacheName: 'bisa-catalog', expiration: { maxEntries: 200 }, cacheableResponse: { statuses: [200] } },
    },
    {
      // Content and news answers: shown at once from the cache, refreshed in the background.
      urlPattern: ({ url }) =>
        url.origin === self.location.origin && /^\/api\/(v2\/|main\/(banner|contact|news|karya-bisa)\/|cm\/corporate\/)/.test(url.pathname),
      handler: 'StaleWhileRevalidate',
      options: { cacheName: 'bisa-content', expiration: { maxEntries: 300 }, cacheableResponse: { statuses: [200] } },
    },
    {
      // The certificate verification pages only from the network: a copy from an earlier visit could show
      // a revoked certificate as valid. Offline, the offline page.
      urlPattern: ({ request, url }) => request.mode === 'navigate' && /^\/(en\/)?(sertifikat|qr-access)(\/|$)/.test(url.pathname),
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: `/${OFFLINE_PAGE}` } },
    },
    {
      // A member's cart is a private page (rendered with their name and items, sent no-store): never kept on the
      // device, where the next person using the browser could read it. Offline, the offline page.
      urlPattern: ({ request, url }) => request.mode === 'navigate' && /^\/(en\/)?cart\/?$/.test(url.pathname),
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: `/${OFFLINE_PAGE}` } },
    },
    {
      // The public site's pages, not the member app's: the network first (a page depends on the login and on the
      // operator's latest edit), the copy of the last visit when the network fails, else the offline page.
      urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(en\/)?(member|form|dev|api)(\/|$)/.test(url.pathname),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'bisa-pages',
        networkTimeoutSeconds: 5,
        expiration: { maxEntries: 100 },
        cacheableResponse: { statuses: [200] },
        precacheFallback: { fallbackURL: `/${OFFLINE_PAGE}` },
      },
    },
  ],
});
for (const warning of warnings) console.warn(warning);
console.info(`sw.js: ${count} files precached (${Math.round(size / 1024)} kB)`);
