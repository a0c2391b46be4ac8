import { describe, expect, it } from 'vitest';
import { createMetrics } from '../../server/src/platform/metrics';
import { createTtlCache } from '../../server/src/platform/ttlCache';

const valuesOf = async (metrics: ReturnType<typeof createMetrics>, name: string) => (await metrics.registry.getSingleMetric(name)!.get()).values;

describe('the metrics registry', () => {
  it('counts a cache lookup as a hit only when a live entry answers', async () => {
    const metrics = createMetrics();
    let now = 0;
    const cache = createTtlCache<string>({ maxEntries: 5, ttlMs: 100, now: () => now, onLookup: metrics.cacheLookup('test') });
    cache.get('a');
    cache.set('a', 'x');
    cache.get('a');
    now = 100;
    cache.get('a');
    const values = await valuesOf(metrics, 'bisa_cache_lookups_total');
    const count = (result: string) => values.find((value) => value.labels.cache === 'test' && value.labels.result === result)?.value;
    expect(count('hit')).toBe(1);
    expect(count('miss')).toBe(2);
  });

  it('reads a registered gauge at each scrape and leaves out label sets that went away', async () => {
    const metrics = createMetrics();
    let depth = [
      { labels: { queue: 'mail' }, value: 3 },
      { labels: { queue: 'pdf' }, value: 1 },
    ];
    metrics.registerGauge({ name: 'bisa_test_queue_depth', help: 'Jobs waiting.', labelNames: ['queue'], collect: () => depth });
    expect(await valuesOf(metrics, 'bisa_test_queue_depth')).toHaveLength(2);
    depth = [{ labels: { queue: 'mail' }, value: 0 }];
    expect(await valuesOf(metrics, 'bisa_test_queue_depth')).toEqual([expect.objectContaining({ labels: { queue: 'mail' }, value: 0 })]);
  });

  it('reports a total kept elsewhere as a counter that grows with it', async () => {
    const metrics = createMetrics();
    let sent = 2;
    metrics.registerTotal({ name: 'bisa_test_sent_total', help: 'Sent.', read: () => sent });
    expect((await valuesOf(metrics, 'bisa_test_sent_total'))[0]?.value).toBe(2);
    sent = 5;
    expect((await valuesOf(metrics, 'bisa_test_sent_total'))[0]?.value).toBe(5);
  });

  it('hands out one counter per name', () => {
    const metrics = createMetrics();
    const first = metrics.counter({ name: 'bisa_test_failures_total', help: 'Failures.' });
    expect(metrics.counter({ name: 'bisa_test_failures_total', help: 'Failures.' })).toBe(first);
  });
});
