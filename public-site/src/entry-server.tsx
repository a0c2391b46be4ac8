import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { translate } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import type { SiteLoaderContext, SiteRenderRequest, SiteRenderResult } from '@core/site/rendering';
import { headTags } from './headTags';
import { PageHeadRecorder, type PageHead } from './hooks/usePageHead';
import { CATALOG_META } from './islands/catalogMeta';
import { IslandServerContext, type IslandServer } from './islands/Island';
import { browserManifest, entryTags } from './pageAssets';
import { SiteDataProvider } from './siteData';
import { siteRoutes } from './siteRoutes';

const handler = createStaticHandler(siteRoutes);

/** The catch-all route ('*') is the page-not-found screen: it renders, but the answer is a 404. */
function statusOf(context: StaticHandlerContext): number {
  const deepest = context.matches.at(-1);
  return deepest?.route.path === '*' ? 404 : context.statusCode;
}

/** A page whose routes carry ISLAND_PAGE hydrates only its islands; any other page the whole app (main.tsx). */
function isIslandPage(context: StaticHandlerContext): boolean {
  return context.matches.some((match) => (match.route.handle as { islands?: boolean } | undefined)?.islands === true);
}

/** The page's scripts and stylesheet, and on island pages the catalog namespaces its islands' texts come from. */
function assetTags(islandPage: boolean, namespaces: Set<string>, locale: Locale): string {
  const entry = islandPage ? 'islands' : 'app';
  const manifest = browserManifest(entry);
  const scripts = manifest ? entryTags(manifest, entry, locale) : '';
  return namespaces.size ? `<meta name="${CATALOG_META}" content="${[...namespaces].join(' ')}">${scripts}` : scripts;
}

/**
 * The gateway's entry into the public site (built by `vite build --ssr` into public-site/dist-server): renders
 * one page of the same route table the browser hydrates (main.tsx), with the same SiteData.
 */
export async function render({ url, locale, siteData, apiGet, apiPost }: SiteRenderRequest): Promise<SiteRenderResult> {
  const loaderContext: SiteLoaderContext | undefined = apiGet ? { apiGet, apiPost, loggedIn: siteData.loggedIn } : undefined;
  const context = await handler.query(new Request(url), { requestContext: loaderContext });
  // A route loader answered with a redirect.
  if (context instanceof Response) {
    return { status: context.status, html: '', head: '', redirect: context.headers.get('location') ?? '/' };
  }
  const appName = translate(locale, 'common.appName');
  let head: PageHead = { title: appName, description: translate(locale, 'home.tagline') };
  const islandPage = isIslandPage(context);
  const islandServer: IslandServer | null = islandPage ? { renderToString, namespaces: new Set() } : null;
  const html = renderToString(
    <StrictMode>
      <SiteDataProvider value={siteData}>
        <PageHeadRecorder.Provider value={(pageHead) => (head = pageHead)}>
          <IslandServerContext.Provider value={islandServer}>
            {/* hydrate={false}: react-router's own hydration script is inline, which the CSP forbids; the loaders' data goes back in SiteData.routeData instead. */}
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
          </IslandServerContext.Provider>
        </PageHeadRecorder.Provider>
      </SiteDataProvider>
    </StrictMode>,
  );
  const status = statusOf(context);
  // Island pages never hydrate the routes, so their loaders' data stays out of the page.
  const routeData = !islandPage && Object.keys(context.loaderData).length ? context.loaderData : undefined;
  const tags = assetTags(islandPage, islandServer?.namespaces ?? new Set(), locale);
  return { status, html, head: headTags(head, new URL(url), status) + tags, routeData };
}
