import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeOfPath, type Locale } from '@core/i18n/locales';
import { GatewayError } from '@core/errors/parseError';
import type { ApiGet, ApiPost, MemberSummary, SiteData } from '@core/site/rendering';
import { SESSION_COOKIES } from '@core/session/names';
import { parseCookieHeader } from '@core/session/cookies';
import type { ContactInfo } from '@core/site/contactInfo.contract';
import type { AppContext } from '../../context';
import { readContactInfo } from '../../platform/contactInfo';
import type { BuiltSite, SiteSource } from './builtSite';
import { fillTemplate } from './htmlPage';
import { memberSummary } from './memberSummary';
import { createPageCache, isLivePage, isPrivatePage, pageCacheKey, type CachedPage } from './pageCache';
import { encodeHtml, preferredEncoding } from './pageEncoding';

const NOT_BUILT = 'The apps are not built yet: run `npm run build`.';
/** Enough for every page of the site in both languages and both login states, a few MB at most. */
const CACHE_ENTRIES = 500;
/** How stale a page may be after a change made through another gateway instance. */
const CACHE_TTL_MS = 60_000;
/**
 * The certificates' pages (isLivePage): as many as are verified at a time, in their own cache so that they never
 * push the site's pages out; a revocation through another instance, or a certificate's last valid day passing,
 * shows within this time (on this instance a revocation empties them at once).
 */
const LIVE_CACHE_ENTRIES = 500;
const LIVE_CACHE_TTL_MS = 5_000;

/**
 * The route loaders' gateway while a page renders on the server: the same public API the browser calls, answered
 * in-process (no socket), in the page's language; on a member's private page with their session (`memberToken`). A
 * failed call rejects with its HTTP status.
 */
function inProcessApi(app: FastifyInstance, apiKey: string, lang: Locale, memberToken?: string): { apiGet: ApiGet; apiPost: ApiPost } {
  const headers = { 'x-api-key': apiKey, 'accept-language': lang, ...(memberToken ? { authorization: `Bearer ${memberToken}` } : {}) };
  return {
    apiGet: async (family, path) => {
      const response = await app.inject({ method: 'GET', url: `/api/${family}${path}`, headers });
      if (response.statusCode >= 400)
        throw Object.assign(new Error(`GET /api/${family}${path}: ${response.statusCode}`), { status: response.statusCode });
      return response.json();
    },
    // The page shows what went wrong: the error carries the answer's message (in the page's language).
    apiPost: async (family, path, body) => {
      const response = await app.inject({ method: 'POST', url: `/api/${family}${path}`, headers, payload: body as object });
      const answer: unknown = String(response.headers['content-type']).includes('json') ? response.json() : response.body;
      if (response.statusCode >= 400) throw new GatewayError(response.statusCode, `POST /api/${family}${path}: ${response.statusCode}`, answer);
      return answer;
    },
  };
}

function tokenCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return (header && parseCookieHeader(header)[SESSION_COOKIES.token]) || undefined;
}

/**
 * The public site's pages (/, /en/...) rendered on the server, then hydrated in the browser. A rendered page
 * depends only on its URL, the login flag and the contact info, so it is cached by URL and login flag and
 * dropped when the contact info changes (a certificate's pages briefly, and when one is revoked); pageCacheKey names
 * the pages rendered every time. Answers the page sender.
 */
export function sitePages(app: FastifyInstance, { ctx, site }: { ctx: AppContext; site: SiteSource }) {
  const cache = createPageCache({ maxEntries: CACHE_ENTRIES, ttlMs: CACHE_TTL_MS, onLookup: ctx.metrics.cacheLookup('page') });
  const liveCache = createPageCache({ maxEntries: LIVE_CACHE_ENTRIES, ttlMs: LIVE_CACHE_TTL_MS, onLookup: ctx.metrics.cacheLookup('live-page') });
  const clearAll = () => {
    cache.clear();
    liveCache.clear();
  };
  let cachedBuild: BuiltSite | undefined;
  // Every page shows the contact info (SPEC 2's footer).
  // On every instance: an operator's edit through one instance shows on all of them at their next request.
  ctx.events.onEveryInstance('contactInfo.changed', clearAll);
  ctx.events.onEveryInstance('content.changed', clearAll);
  ctx.events.onEveryInstance('vacancies.changed', () => cache.clear());
  ctx.events.onEveryInstance('certificate.revoked', () => liveCache.clear());
  async function siteContactInfo(request: FastifyRequest): Promise<ContactInfo | null> {
    try {
      return await readContactInfo(ctx.db);
    } catch (error) {
      // The page is still worth showing without the footer's address.
      request.log.error({ err: error }, 'contact info unavailable for rendering');
      return null;
    }
  }

  /** The header's member on a private page; none when their session does not answer (the browser then fills it in). */
  async function siteMember(request: FastifyRequest, apiGet: ApiGet): Promise<MemberSummary | undefined> {
    try {
      return await memberSummary(apiGet);
    } catch (error) {
      request.log.info({ err: error }, 'private page rendered without its member');
      return undefined;
    }
  }

  /** `memberToken`: the session of the member a private page is rendered for (loaders then call the API as them). */
  async function renderPage(
    built: BuiltSite,
    request: FastifyRequest,
    loggedIn: boolean,
    memberToken: string | undefined,
  ): Promise<CachedPage & { redirect?: string }> {
    const lang = localeOfPath(request.url.split('?')[0] ?? '/');
    const { apiGet, apiPost } = inProcessApi(app, ctx.config.apiKey, lang, memberToken);
    const member = memberToken ? await siteMember(request, apiGet) : undefined;
    const siteData: SiteData = { contactInfo: await siteContactInfo(request), loggedIn, ...(member ? { member } : {}) };
    try {
      const result = await built.render({ url: `${ctx.config.publicUrl}${request.url}`, locale: lang, siteData, apiGet, apiPost });
      const pageData = result.routeData ? { ...siteData, routeData: result.routeData } : siteData;
      const html = fillTemplate(built.template, { lang, head: result.head, html: result.html, siteData: pageData, apiKey: ctx.config.apiKey });
      return { status: result.status, html, redirect: result.redirect };
    } catch (error) {
      // The browser renders the page itself (and shows SPEC 8's error screen if it fails there too).
      request.log.error({ err: error }, 'server rendering failed');
      return { status: 500, html: fillTemplate(built.template, { lang, head: '', html: '', apiKey: ctx.config.apiKey }) };
    }
  }

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const built = await site();
    if (!built) return reply.code(503).type('text/plain').send(NOT_BUILT);
    if (built !== cachedBuild) {
      clearAll();
      cachedBuild = built;
    }
    const token = tokenCookie(request);
    const loggedIn = token !== undefined;
    const privatePage = loggedIn && isPrivatePage(request.url);
    const key = pageCacheKey(request.url, loggedIn);
    const pages = isLivePage(request.url) ? liveCache : cache;
    let page = key ? pages.get(key) : undefined;
    if (!page) {
      const rendered = await renderPage(built, request, loggedIn, privatePage ? token : undefined);
      if (rendered.redirect) return reply.redirect(rendered.redirect, rendered.status);
      page = { status: rendered.status, html: rendered.html };
      if (key && page.status === 200) pages.set(key, page);
    }
    // The page differs with the login cookie, and is never stored: a deploy or a change shows at once. A private page
    // is one member's: no cache anywhere may keep it.
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', privatePage ? 'private, no-store' : 'no-cache')
      .header('vary', 'Cookie, Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.html);
    page.encoded ??= {};
    const body = (page.encoded[encoding] ??= encodeHtml(page.html, encoding));
    return reply.header('content-encoding', encoding).send(body);
  };
}
