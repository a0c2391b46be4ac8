import { describe, expect, it } from 'vitest';
import { createPageCache } from '../../server/src/features/public-site/pageCache';

const page = (html: string) => ({ status: 200, html });

describe('the rendered-page cache', () => {
  it('evicts the least recently used page when full', () => {
    const cache = createPageCache({ maxEntries: 2, ttlMs: 60_000 });
    cache.set('/a', page('a'));
    cache.set('/b', page('b'));
    expect(cache.get('/a')?.html).toBe('a');
    cache.set('/c', page('c'));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')?.html).toBe('a');
    expect(cache.get('/c')?.html).toBe('c');
    expect(cache.size).toBe(2);
  });

  it('forgets a page after its time to live, and everything on clear', () => {
    let now = 0;
    const cache = createPageCache({ maxEntries: 10, ttlMs: 1_000, now: () => now });
    cache.set('/a', page('a'));
    cache.set('/b', page('b'));
    now = 999;
    expect(cache.get('/a')?.html).toBe('a');
    now = 1_000;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.get('/b')).toBeUndefined();
  });
});
