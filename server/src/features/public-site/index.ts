import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeOfPath, type Locale } from '../../../../src/core/i18n/locales';
import type { ApiGet } from '../../../../src/core/site/rendering';
import { SESSION_COOKIES } from '../../../../src/core/session/store';
import { parseCookieHeader } from '../../../../src/core/session/cookies';
import type { ContactInfo } from '../../../../src/core/site/contactInfo';
import type { AppContext } from '../../context';
import { readContactInfo } from '../../platform/contactInfo';
import { builtSiteFrom, type BuiltSite, type SiteSource } from './builtSite';
import { fillTemplate } from './htmlPage';
import { LEGACY_REDIRECTS } from './legacyRedirects';
import { createPageCache, type CachedPage } from './pageCache';
import { encodeHtml, preferredEncoding } from './pageEncoding';

export type { BuiltSite, SiteSource } from './builtSite';

const NOT_BUILT = 'The apps are not built yet: run `npm run build`.';
/** Enough for every page of the site in both languages and both login states, a few MB at most. */
const CACHE_ENTRIES = 500;
/** How stale a page may be after a change made through another gateway instance. */
const CACHE_TTL_MS = 60_000;

export interface PublicSiteOptions {
  ctx: AppContext;
  /** The build to serve; tests give a fake one. Default: public-site/dist and public-site/dist-server. */
  site?: SiteSource;
}

/**
 * The route loaders' gateway while a page renders on the server: the same public API the browser calls, answered
 * in-process (no socket), in the page's language. A failed call rejects with its HTTP status.
 */
function inProcessApi(app: FastifyInstance, apiKey: string, lang: Locale): ApiGet {
  return async (family, path) => {
    const response = await app.inject({ method: 'GET', url: `/api/${family}${path}`, headers: { 'x-api-key': apiKey, 'accept-language': lang } });
    if (response.statusCode >= 400) throw Object.assign(new Error(`GET /api/${family}${path}: ${response.statusCode}`), { status: response.statusCode });
    return response.json();
  };
}

function hasTokenCookie(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  return header ? Boolean(parseCookieHeader(header)[SESSION_COOKIES.token]) : false;
}

/**
 * DESIGN 2: the public site (/, /en/...) rendered on the server, then hydrated in the browser. A rendered page
 * depends only on its URL, the login flag and the contact info, so it is cached by URL and login flag and
 * dropped when the contact info changes. URLs with a query string are rendered every time: their variety is
 * the visitor's to choose, and they must not push the site's pages out of the cache.
 */
export async function publicSiteFeature(app: FastifyInstance, { ctx, site = builtSiteFrom(ctx.config.rootDir, ctx.config.production) }: PublicSiteOptions) {
  const dist = path.join(ctx.config.rootDir, 'public-site', 'dist');
  const cache = createPageCache({ maxEntries: CACHE_ENTRIES, ttlMs: CACHE_TTL_MS });
  let cachedBuild: BuiltSite | undefined;
  // Every page shows the contact info (SPEC 2's footer).
  ctx.events.on('contactInfo.changed', () => cache.clear());
  ctx.events.on('content.changed', () => cache.clear());
  // Import the server bundle now rather than on the first visit.
  await site();

  async function siteContactInfo(request: FastifyRequest): Promise<ContactInfo | null> {
    try {
      return await readContactInfo(ctx.db);
    } catch (error) {
      // The page is still worth showing without the footer's address.
      request.log.error({ err: error }, 'contact info unavailable for rendering');
      return null;
    }
  }

  async function renderPage(built: BuiltSite, request: FastifyRequest, loggedIn: boolean): Promise<CachedPage & { redirect?: string }> {
    const lang = localeOfPath(request.url.split('?')[0] ?? '/');
    const siteData = { contactInfo: await siteContactInfo(request), loggedIn };
    try {
      const apiGet = inProcessApi(app, ctx.config.apiKey, lang);
      const result = await built.render({ url: `${ctx.config.publicUrl}${request.url}`, locale: lang, siteData, apiGet });
      const pageData = result.routeData ? { ...siteData, routeData: result.routeData } : siteData;
      const html = fillTemplate(built.template, { lang, head: result.head, html: result.html, siteData: pageData, apiKey: ctx.config.apiKey });
      return { status: result.status, html, redirect: result.redirect };
    } catch (error) {
      // The browser renders the page itself (and shows SPEC 8's error screen if it fails there too).
      request.log.error({ err: error }, 'server rendering failed');
      return { status: 500, html: fillTemplate(built.template, { lang, head: '', html: '', apiKey: ctx.config.apiKey }) };
    }
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const built = await site();
    if (!built) return reply.code(503).type('text/plain').send(NOT_BUILT);
    if (built !== cachedBuild) {
      cache.clear();
      cachedBuild = built;
    }
    const loggedIn = hasTokenCookie(request);
    const key = request.url.includes('?') ? undefined : `${loggedIn ? 'in' : 'out'} ${request.url}`;
    let page = key ? cache.get(key) : undefined;
    if (!page) {
      const rendered = await renderPage(built, request, loggedIn);
      if (rendered.redirect) return reply.redirect(rendered.redirect, rendered.status);
      page = { status: rendered.status, html: rendered.html };
      if (key && page.status === 200) cache.set(key, page);
    }
    // The page differs with the login cookie, and is never stored: a deploy or a change shows at once.
    reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.html);
    page.encoded ??= {};
    const body = (page.encoded[encoding] ??= encodeHtml(page.html, encoding));
    return reply.header('content-encoding', encoding).send(body);
  }

  // serve: false — only the routes below send files, each with its own caching (cacheControl: false, or
  // @fastify/send would replace each route's cache-control header with its own 'public, max-age=0').
  // preCompressed: the build writes .br and .gz beside the scripts and styles (scripts/build-service-worker.ts).
  await app.register(fastifyStatic, { root: dist, serve: false, cacheControl: false, preCompressed: true });
  const policy = { config: { policy: 'public' as const } };

  // Hashed names: a changed file gets a new name, so the old one may be kept for a year.
  app.get('/assets/*', policy, (request: FastifyRequest<{ Params: { '*': string } }>, reply) =>
    reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(request.params['*'], path.join(dist, 'assets')),
  );

  for (const prefix of ['', '/en']) {
    for (const { from, to } of LEGACY_REDIRECTS) {
      app.get(`${prefix}${from}`, policy, (request: FastifyRequest<{ Params: Record<string, string | undefined> }>, reply) => {
        const query = request.url.indexOf('?');
        const target = `${prefix}${to(request.params)}`.replace(/^\/en\/$/, '/en');
        return reply.redirect(query < 0 ? target : `${target}${request.url.slice(query)}`, 301);
      });
    }
  }

  // The service worker (scripts/build-service-worker.ts): always revalidated, so a deploy's new precache list
  // reaches every browser at its next visit; its scope is the whole origin.
  app.get('/sw.js', policy, (_request, reply) => {
    if (!existsSync(path.join(dist, 'sw.js'))) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').header('service-worker-allowed', '/').sendFile('sw.js', dist);
  });

  // Files at the public site's top level (favicon, robots.txt, the offline page, the banner video) and every page.
  app.get('/*', policy, async (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    const name = request.params['*'];
    // An unknown API path is an API 404 in the envelope, not the site's HTML.
    if (name.startsWith('api/')) return reply.callNotFound();
    if (/^[\w.-]+\.(ico|png|svg|txt|webmanifest|xml|webm|html)$/.test(name) && name !== 'index.html' && existsSync(path.join(dist, name))) {
      return reply.header('cache-control', 'public, max-age=3600').sendFile(name, dist);
    }
    return sendPage(request, reply);
  });
}
