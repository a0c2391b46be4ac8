import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, parseReloadStamp, shouldReloadForChunkError } from '@core/rules/chunkReload';

const chromium = new TypeError('Failed to fetch dynamically imported module: https://bisa.test/assets/NewsPage-3f2a.js');
const safari = new TypeError('Importing a module script failed.');
const webpack = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
const NOW = 1_750_000_000_000;

describe('isChunkLoadError (SPEC 4 and 8)', () => {
  it.each([chromium, safari, webpack])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('recognises a plain object with the message, as errors cross realms', () => {
    expect(isChunkLoadError({ message: 'Failed to fetch dynamically imported module' })).toBe(true);
  });

  it.each([new Error('Network down'), new TypeError('x is undefined'), 'Failed to fetch dynamically imported module', null, undefined, 404])(
    'ignores %s',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('shouldReloadForChunkError', () => {
  it('reloads for a chunk error when no reload happened yet', () => {
    expect(shouldReloadForChunkError(chromium, null, NOW)).toBe(true);
  });

  it('never reloads for another error', () => {
    expect(shouldReloadForChunkError(new Error('boom'), null, NOW)).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    expect(shouldReloadForChunkError(safari, NOW - 1, NOW)).toBe(false);
    expect(shouldReloadForChunkError(safari, NOW - CHUNK_RELOAD_INTERVAL_MS + 1, NOW)).toBe(false);
    expect(shouldReloadForChunkError(safari, NOW - CHUNK_RELOAD_INTERVAL_MS, NOW)).toBe(true);
  });

  it('is not blocked forever by a stamp from a clock that was set back', () => {
    expect(shouldReloadForChunkError(webpack, NOW + 3_600_000, NOW)).toBe(true);
  });
});

describe('parseReloadStamp', () => {
  it('reads a stored time and rejects anything else', () => {
    expect(parseReloadStamp(String(NOW))).toBe(NOW);
    expect(parseReloadStamp(null)).toBeNull();
    expect(parseReloadStamp('yesterday')).toBeNull();
  });
});
