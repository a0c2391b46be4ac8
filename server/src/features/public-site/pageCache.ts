import { createTtlCache } from '../../platform/ttlCache';
import type { Encoding } from './pageEncoding';

export interface CachedPage {
  status: number;
  html: string;
  /** The HTML compressed, filled in the first time a browser asks for each encoding. */
  encoded?: Partial<Record<Encoding, Buffer>>;
}

/** Rendered pages by URL and login flag (platform/ttlCache.ts: least recently used evicted, entries expire). */
export function createPageCache(options: { maxEntries: number; ttlMs: number; now?: () => number; onLookup?: (hit: boolean) => void }) {
  return createTtlCache<CachedPage>(options);
}

export type PageCache = ReturnType<typeof createPageCache>;

const LIVE_PAGES = /^(?:\/en)?\/(?:sertifikat|qr-access)(?:\/|$)/;

/**
 * Pages that show a certificate's status. They are kept apart, briefly (sitePages.ts): a revocation
 * empties them on its instance at once and shows on another within seconds, and so does the last valid day passing.
 */
export function isLivePage(url: string): boolean {
  return LIVE_PAGES.test(url);
}

const PRIVATE_PAGES = /^(?:\/en)?\/cart\/?(?:[?#]|$)/;

/**
 * Pages a logged-in member gets rendered for them alone (their cart, their name in the header): rendered with their
 * session, never cached here and sent `private, no-store`, so that no other visitor or shared cache can see them.
 */
export function isPrivatePage(url: string): boolean {
  return PRIVATE_PAGES.test(url);
}

/**
 * A page's key in the cache (its URL and the login flag), or undefined for a page rendered every time: URLs with a
 * query string (their variety is the visitor's to choose, and they must not push the site's pages out of the cache),
 * and a member's private pages.
 */
export function pageCacheKey(url: string, loggedIn: boolean): string | undefined {
  if (url.includes('?') || (loggedIn && isPrivatePage(url))) return undefined;
  return `${loggedIn ? 'in' : 'out'} ${url}`;
}
