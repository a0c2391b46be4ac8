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
