import { createTtlCache } from '../../platform/ttlCache';
import type { Encoding } from './pageEncoding';

export interface CachedPage {
  status: number;
  html: string;
  /** The HTML compressed, filled in the first time a browser asks for each encoding. */
  encoded?: Partial<Record<Encoding, Buffer>>;
}

/** Rendered pages by URL and login flag (platform/ttlCache.ts: least recently used evicted, entries expire). */
export function createPageCache(options: { maxEntries: number; ttlMs: number; now?: () => number }) {
  return createTtlCache<CachedPage>(options);
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * Pages that show a certificate's status (issue 14): a revocation, or the last valid day passing, must show on the
 * next request, so they are rendered every time (the verification API is one indexed lookup).
 */
const LIVE_PAGES = /^(?:\/en)?\/(?:sertifikat|qr-access)(?:\/|$)/;

/**
 * A page's key in the cache (its URL and the login flag), or undefined for a page rendered every time: URLs with a
 * query string (their variety is the visitor's to choose, and they must not push the site's pages out of the
 * cache) and the live pages above.
 */
export function pageCacheKey(url: string, loggedIn: boolean): string | undefined {
  if (url.includes('?') || LIVE_PAGES.test(url)) return undefined;
  return `${loggedIn ? 'in' : 'out'} ${url}`;
}
