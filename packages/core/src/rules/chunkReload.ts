/**
 * SPEC 4 and 8: when a page's code chunk fails to load (usually a deployment replaced it while the tab was
 * open), the app reloads to fetch the new build, at most once per 60 seconds so a chunk that stays broken
 * cannot cause a reload loop. Pure decisions here; the browser part is public-site/src/components/useChunkReloadGuard.ts.
 */

export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** sessionStorage key holding the time (ms since the epoch) of the last such reload. */
export const CHUNK_RELOAD_STORAGE_KEY = 'bisa.chunkReloadAt';

/** The messages browsers give a failed dynamic import (Chromium, Safari, Firefox), and webpack's error name. */
const CHUNK_ERROR_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
];

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_MESSAGES.some((text) => message.includes(text));
}

/** The stored time of the last reload, or null when there is none or it is unreadable. */
export function parseReloadStamp(value: string | null): number | null {
  if (value === null) return null;
  const stamp = Number(value);
  return Number.isFinite(stamp) ? stamp : null;
}

/**
 * Whether this error should reload the page now. A stamp in the future (the clock was set back) does not
 * block reloading forever: only a reload within the last 60 seconds does.
 */
export function shouldReloadForChunkError(error: unknown, lastReloadAt: number | null, now: number): boolean {
  if (!isChunkLoadError(error)) return false;
  if (lastReloadAt === null) return true;
  const since = now - lastReloadAt;
  return since < 0 || since >= CHUNK_RELOAD_INTERVAL_MS;
}
