import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { localeOfPath } from '@core/i18n/locales';
import { SITE_DATA_ELEMENT_ID, type SiteData } from '@core/site/rendering';
import { recordPageView } from './analytics/pageViewBeacon';
import { browserClient } from './client';
import { loadWholeCatalog } from './i18n/catalogRuntime';
import { registerServiceWorkerAfterLoad } from './offline/registerServiceWorker';
import { SiteDataProvider } from './siteData';
import { siteRoutes } from './siteRoutes';
import './styles.css';
import './islands/island.css';
import './fontFallback.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The gateway renders every page and writes its SiteData beside it; the Vite dev server (npm run dev) sends neither.
const serverData = document.getElementById(SITE_DATA_ELEMENT_ID)?.textContent;
const siteData: SiteData = serverData ? (JSON.parse(serverData) as SiteData) : { contactInfo: null, loggedIn: browserClient().session.isLoggedIn() };

// The whole app can show any text of its locale (not the other one's): its catalog, preloaded by the page's head.
await loadWholeCatalog(localeOfPath(window.location.pathname));

const router = createBrowserRouter(siteRoutes, siteData.routeData ? { hydrationData: { loaderData: siteData.routeData } } : undefined);

// A page view for the first page and for each client-side navigation (island pages count theirs in islands/main.ts).
if (serverData) {
  let counted = window.location.pathname;
  recordPageView();
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === counted) return;
    counted = state.location.pathname;
    recordPageView(counted, '');
  });
}

const app = (
  <StrictMode>
    <SiteDataProvider value={siteData}>
      <RouterProvider router={router} />
    </SiteDataProvider>
  </StrictMode>
);

if (serverData) hydrateRoot(root, app);
else createRoot(root).render(app);

// The gateway serves /sw.js from the build (its pages carry SiteData); the dev server has none. Registered after the
// page has loaded so that precaching never competes with the page's own files; without support the error (SPEC 8)
// is reported and the site works on.
if (serverData) {
  registerServiceWorkerAfterLoad();
}
