/**
 * Values by key, least recently used evicted first. Entries also expire, so a change made through another
 * gateway instance (which cannot clear this one's cache) shows within ttlMs.
 */
export function createTtlCache<T>({
  maxEntries,
  ttlMs,
  now = Date.now,
  onLookup,
}: {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
  /** Told whether each get found a live entry (the hit-rate metric: Metrics.cacheLookup). */
  onLookup?: (hit: boolean) => void;
}) {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, { value: T; expiresAt: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      const live = entry !== undefined && entry.expiresAt > now();
      onLookup?.(live);
      if (!entry) return undefined;
      entries.delete(key);
      if (!live) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: T): void {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    delete(key: string): void {
      entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type TtlCache<T> = ReturnType<typeof createTtlCache<T>>;
