import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { catalogParts } from 'virtual:site-catalog';
import { localeOfPath } from '@core/i18n/locales';
import { SITE_DATA_ELEMENT_ID, type SiteData } from '@core/site/rendering';
import { browserClient } from './client';
import { loadCatalogParts } from './i18n/catalogRuntime';
import { registerServiceWorker } from './offline/registerServiceWorker';
import { SiteDataProvider } from './siteData';
import { siteRoutes } from './siteRoutes';
import './styles.css';
import './islands/island.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The gateway renders every page and writes its SiteData beside it; the Vite dev server (npm run dev) sends neither.
const serverData = document.getElementById(SITE_DATA_ELEMENT_ID)?.textContent;
const siteData: SiteData = serverData ? (JSON.parse(serverData) as SiteData) : { contactInfo: null, loggedIn: browserClient().session.isLoggedIn() };

// The whole app can show any text of its locale (not the other one's): every namespace, each a chunk, in parallel.
const locale = localeOfPath(window.location.pathname);
await loadCatalogParts(locale, Object.keys(catalogParts[locale]));

const app = (
  <StrictMode>
    <SiteDataProvider value={siteData}>
      <RouterProvider
        router={createBrowserRouter(siteRoutes, siteData.routeData ? { hydrationData: { loaderData: siteData.routeData } } : undefined)}
      />
    </SiteDataProvider>
  </StrictMode>
);

if (serverData) hydrateRoot(root, app);
else createRoot(root).render(app);

// The gateway serves /sw.js from the build (its pages carry SiteData); the dev server has none. Registered after the
// page has loaded so that precaching never competes with the page's own files; without support the error (SPEC 8)
// is reported and the site works on.
if (serverData) {
  window.addEventListener('load', () => {
    registerServiceWorker().catch((error: unknown) => console.error(error));
  });
}
