import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { translate } from '@core/i18n/catalog';
import type { SiteLoaderContext, SiteRenderRequest, SiteRenderResult } from '@core/site/rendering';
import { headTags } from './headTags';
import { PageHeadRecorder, type PageHead } from './hooks/usePageHead';
import { SiteDataProvider } from './siteData';
import { siteRoutes } from './siteRoutes';

const handler = createStaticHandler(siteRoutes);

/** The catch-all route ('*') is the page-not-found screen: it renders, but the answer is a 404. */
function statusOf(context: StaticHandlerContext): number {
  const deepest = context.matches.at(-1);
  return deepest?.route.path === '*' ? 404 : context.statusCode;
}

/**
 * The gateway's entry into the public site (built by `vite build --ssr` into public-site/dist-server): renders
 * one page of the same route table the browser hydrates (main.tsx), with the same SiteData.
 */
export async function render({ url, locale, siteData, apiGet }: SiteRenderRequest): Promise<SiteRenderResult> {
  const loaderContext: SiteLoaderContext | undefined = apiGet ? { apiGet } : undefined;
  const context = await handler.query(new Request(url), { requestContext: loaderContext });
  // A route loader answered with a redirect.
  if (context instanceof Response) {
    return { status: context.status, html: '', head: '', redirect: context.headers.get('location') ?? '/' };
  }
  const appName = translate(locale, 'common.appName');
  let head: PageHead = { title: appName, description: translate(locale, 'home.tagline') };
  const html = renderToString(
    <StrictMode>
      <SiteDataProvider value={siteData}>
        <PageHeadRecorder.Provider value={(pageHead) => (head = pageHead)}>
          {/* hydrate={false}: react-router's own hydration script is inline, which the CSP forbids; the loaders' data goes back in SiteData.routeData instead. */}
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </PageHeadRecorder.Provider>
      </SiteDataProvider>
    </StrictMode>,
  );
  const status = statusOf(context);
  const routeData = Object.keys(context.loaderData).length ? context.loaderData : undefined;
  return { status, html, head: headTags(head, new URL(url), status), routeData };
}
