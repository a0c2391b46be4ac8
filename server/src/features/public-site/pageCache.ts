export interface CachedPage {
  status: number;
  html: string;
}

/**
 * Rendered pages by key, least recently used evicted first. Entries also expire, so a change made through
 * another gateway instance (which cannot clear this one's cache) shows within ttlMs.
 */
export function createPageCache({ maxEntries, ttlMs, now = Date.now }: { maxEntries: number; ttlMs: number; now?: () => number }) {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, { page: CachedPage; expiresAt: number }>();
  return {
    get(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry.page;
    },
    set(key: string, page: CachedPage): void {
      entries.delete(key);
      entries.set(key, { page, expiresAt: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
