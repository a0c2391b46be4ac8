import type { FastifyReply, FastifyRequest } from 'fastify';
import { localeOfPath, localizePath } from '@core/i18n/locales';
import { parseCookieHeader } from '@core/session/cookies';
import { LOCALE_COOKIE } from '@core/session/names';

/**
 * DESIGN 8: the URL decides a page's language, and the locale cookie (SPEC 3) remembers the visitor's choice. An
 * unprefixed (Indonesian) page opened by someone whose cookie says `en` is answered with the same page under /en,
 * path and query kept; undefined means the page is to be served as asked. Only a GET or HEAD of a page whose fetch
 * is a navigation (or says nothing about its mode): a script's fetch of a page, the API and the files never reach
 * here. An /en URL is never sent back: only the cookie's `en` redirects, and only away from the default.
 */
export function rememberedLocaleTarget(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const mode = request.headers['sec-fetch-mode'];
  if (mode !== undefined && mode !== 'navigate') return undefined;
  const cookies = request.headers.cookie;
  if (!cookies || parseCookieHeader(cookies)[LOCALE_COOKIE] !== 'en') return undefined;
  const queryAt = request.url.indexOf('?');
  const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
  if (localeOfPath(pathname) === 'en') return undefined;
  // Always a path under /en on this origin: the request's own path cannot turn it into another site's address.
  return `${localizePath(pathname, 'en')}${queryAt < 0 ? '' : request.url.slice(queryAt)}`;
}

/**
 * The redirect rememberedLocaleTarget asks for, sent; undefined when the page is to be served. A 302 that no cache
 * keeps: it depends on the cookie, which a later toggle changes.
 */
export function redirectToRememberedLocale(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  const target = rememberedLocaleTarget(request);
  return target ? reply.header('cache-control', 'private, no-store').header('vary', 'Cookie').redirect(target, 302) : undefined;
}
