import { useEffect } from 'react';
import { CHUNK_RELOAD_STORAGE_KEY, parseReloadStamp, shouldReloadForChunkError } from '@core/rules/chunkReload';

/**
 * SPEC 4 and 8: a page whose code chunk failed to load reloads the app once (at most once per 60 s, the time
 * kept in sessionStorage). Without usable storage it never reloads: better an error page than a reload loop.
 */
export function useChunkReloadGuard(error: unknown): void {
  useEffect(() => {
    if (claimChunkReload(error, Date.now())) window.location.reload();
  }, [error]);
}

function claimChunkReload(error: unknown, now: number): boolean {
  try {
    // Reading sessionStorage itself throws where storage is disabled.
    const storage = window.sessionStorage;
    const lastReloadAt = parseReloadStamp(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    if (!shouldReloadForChunkError(error, lastReloadAt, now)) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}
