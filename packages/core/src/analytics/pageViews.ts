/**
 * First-party page-view analytics (SPEC 7's "product-analytics page-view service"): what one view is
 * reduced to before it is counted. Nothing here can tell one visitor from another: the path without its query,
 * the referring site's host, the page's language and a device class.
 */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

export interface PageView {
  path: string;
  referrerHost: string;
  locale: 'id' | 'en';
  device: DeviceClass;
}

/** What the site's beacon sends (navigator.sendBeacon, JSON). */
export interface PageViewBeacon {
  path: string;
  referrer?: string;
}

export const PAGE_VIEW_BEACON_URL = '/analytics/page-view';

const MAX_PATH_LENGTH = 200;

/** Crawlers, link previews, monitors, scripted clients and audit tools (Lighthouse, headless browsers): not people. */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|archiver|preview|facebookexternalhit|embedly|headless|lighthouse|pagespeed|curl|wget|python|axios|node-fetch|go-http|java\/|monitor|uptime/i;

/** Every browser people use still starts its user agent with "Mozilla/"; scripts and tools mostly do not. */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent?.startsWith('Mozilla/') || BOT_USER_AGENT.test(userAgent);
}

export function deviceClass(userAgent: string): DeviceClass {
  if (/ipad|tablet|kindle|silk|playbook/i.test(userAgent) || (/android/i.test(userAgent) && !/mobile/i.test(userAgent))) return 'tablet';
  if (/mobi|iphone|ipod|android|windows phone/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** The path as counted: no query or fragment (they may carry e-mail addresses or tokens), bounded; null when not a site path. */
export function countedPath(raw: string): string | null {
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/api/')) return null;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.slice(0, MAX_PATH_LENGTH) || '/';
}

/** The language of a public page: English under /en, Indonesian otherwise. */
export function pathLocale(path: string): 'id' | 'en' {
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'id';
}

/** The referring site's host, '' for a direct visit or one from the site itself (or anything that is not a web address). */
export function referrerHost(referrer: string | undefined, ownHost: string | undefined): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    const own = (ownHost ?? '')
      .split(':')[0]!
      .toLowerCase()
      .replace(/^www\./, '');
    return host === own ? '' : host.slice(0, 100);
  } catch {
    return '';
  }
}

/** A program detail page (/program/<group>/<kind>/<id>, also under /en), as a regular expression for the database: the first step of the program page -> cart -> paid funnel. */
export const PROGRAM_PAGE_PATTERN = '^(/en)?/program/[^/]+/[^/]+/[^/]+$';
