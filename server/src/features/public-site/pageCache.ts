import { createTtlCache } from '../../platform/ttlCache';

export interface CachedPage {
  status: number;
  html: string;
}

/** Rendered pages by URL and login flag (platform/ttlCache.ts: least recently used evicted, entries expire). */
export function createPageCache(options: { maxEntries: number; ttlMs: number; now?: () => number }) {
  return createTtlCache<CachedPage>(options);
}

export type PageCache = ReturnType<typeof createPageCache>;
