import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config';
import { HttpError } from '../../server/src/platform/httpError';
import { createFailureLimiter, createLocalRateLimits, enforce, enforceAttempt } from '../../server/src/platform/rateLimiter';

/** @fastify/rate-limit's in-memory store reads Date.now: the clock is faked for the window tests. */
const counter = (limit: number, windowMs: number) => createLocalRateLimits().counter('test', limit, windowMs);

describe('fixed-window rate limiter (in memory)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows the limit per window, then says how long to wait; keys are independent', async () => {
    const limiter = counter(2, 60_000);
    expect(await limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    vi.setSystemTime(15_000);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.hit('b')).allowed).toBe(true);
    vi.setSystemTime(60_000);
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('gives limiters of different names counts of their own', async () => {
    const limits = createLocalRateLimits();
    const one = limits.counter('one', 1, 60_000);
    const two = limits.counter('two', 1, 60_000);
    expect((await one.hit('a')).allowed).toBe(true);
    expect((await two.hit('a')).allowed).toBe(true);
    expect((await one.hit('a')).allowed).toBe(false);
  });

  it('under a flood of more than 100,000 keys forgets the oldest, never the newest', async () => {
    const limiter = counter(1, 60_000);
    await limiter.hit('oldest');
    for (let index = 0; index < 100_000; index += 1) await limiter.hit(`flood-${index}`);
    await limiter.hit('newest');
    expect((await limiter.hit('oldest')).allowed).toBe(true);
    expect((await limiter.hit('newest')).allowed).toBe(false);
  });

  it('keeps every key of a window while there are at most 100,000', async () => {
    const limiter = counter(1, 60_000);
    await limiter.hit('oldest');
    for (let index = 0; index < 99_999; index += 1) await limiter.hit(`flood-${index}`);
    expect((await limiter.hit('oldest')).allowed).toBe(false);
  });

  it('enforce answers 429 with Retry-After once the limiter refuses', async () => {
    const limiter = counter(1, 60_000);
    await expect(enforce(limiter, 'a')).resolves.toBeUndefined();
    vi.setSystemTime(20_000);
    await expect(enforce(limiter, 'a')).rejects.toMatchObject({ statusCode: 429, headers: { 'retry-after': '40' } });
  });
});

describe('enforceAttempt', () => {
  it('answers 429 with Retry-After while the key must wait', async () => {
    const failures = createFailureLimiter({ freeFailures: 1, baseDelayMs: 3000, now: () => 0 });
    await expect(enforceAttempt(failures, 'k')).resolves.toBeUndefined();
    await expect(enforceAttempt(failures, 'k')).rejects.toBeInstanceOf(HttpError);
    await expect(enforceAttempt(failures, 'k')).rejects.toMatchObject({ statusCode: 429, headers: { 'retry-after': '3' } });
  });
});

describe('failure limiter with a progressive delay (logins per e-mail + address)', () => {
  it('lets the free failures through, then doubles the wait after each further failure, up to the maximum', async () => {
    let time = 0;
    const limiter = createFailureLimiter({ freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 8000, now: () => time });
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await limiter.attempt('k')).allowed).toBe(true);
    // The third failure is the last free one: from then on each attempt waits 1 s, 2 s, 4 s, 8 s, 8 s ...
    expect((await limiter.attempt('k')).allowed).toBe(true);
    for (const delay of [1000, 2000, 4000, 8000, 8000]) {
      const refused = await limiter.attempt('k');
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: delay / 1000 });
      time += delay - 1;
      expect((await limiter.attempt('k')).allowed).toBe(false);
      time += 1;
      expect((await limiter.attempt('k')).allowed).toBe(true);
    }
    expect((await limiter.attempt('other key')).allowed).toBe(true);
  });

  it('forgets a success at once and a quiet key after a while', async () => {
    let time = 0;
    const limiter = createFailureLimiter({ freeFailures: 2, baseDelayMs: 1000, forgetAfterMs: 60_000, now: () => time });
    await limiter.attempt('k');
    await limiter.attempt('k');
    expect((await limiter.attempt('k')).allowed).toBe(false);
    await limiter.succeeded('k');
    expect((await limiter.attempt('k')).allowed).toBe(true);
    await limiter.attempt('k');
    time += 60_000;
    expect((await limiter.attempt('k')).allowed).toBe(true);
    expect((await limiter.attempt('k')).allowed).toBe(true);
  });

  it('waits 5 s after the free failures by default, doubling up to 15 minutes', async () => {
    let time = 0;
    const limiter = createFailureLimiter({ freeFailures: 1, now: () => time });
    await limiter.attempt('k');
    expect(await limiter.attempt('k')).toEqual({ allowed: false, retryAfterSeconds: 5 });
    // 5 s x 2^8 = 1,280 s is past the 900 s ceiling.
    for (let failure = 0; failure < 8; failure += 1) {
      time += 15 * 60_000;
      await limiter.attempt('k');
    }
    expect(await limiter.attempt('k')).toEqual({ allowed: false, retryAfterSeconds: 900 });
  });

  it('does not forget a quiet key that must still wait', async () => {
    let time = 0;
    const limiter = createFailureLimiter({ freeFailures: 1, baseDelayMs: 10 * 60_000, forgetAfterMs: 60_000, now: () => time });
    await limiter.attempt('k');
    time += 60_000;
    expect(await limiter.attempt('k')).toEqual({ allowed: false, retryAfterSeconds: 540 });
  });

  it('under a flood of more than 100,000 keys forgets the oldest, never the newest', async () => {
    const limiter = createFailureLimiter({ freeFailures: 1, baseDelayMs: 60_000, now: () => 0 });
    await limiter.attempt('oldest');
    for (let index = 0; index < 100_000; index += 1) await limiter.attempt(`flood-${index}`);
    await limiter.attempt('newest');
    expect((await limiter.attempt('oldest')).allowed).toBe(true);
    expect((await limiter.attempt('newest')).allowed).toBe(false);
  });

  it('counts an attempt from its start: a burst of parallel guesses is cut at the free failures', async () => {
    const limiter = createFailureLimiter({ freeFailures: 5 });
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.attempt('burst')));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });
});

describe('TRUSTED_PROXIES', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'bisa-config-'));
  it('trusts no proxy by default, and takes addresses, CIDR ranges and proxy-addr names', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustedProxies).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUSTED_PROXIES: '10.0.0.1, 172.16.0.0/12,::1,fd00::/8,loopback' }).trustedProxies).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });
  it('refuses anything else with a clear message', () => {
    for (const bad of ['*', 'true', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1', '::1/129']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUSTED_PROXIES: bad }), bad).toThrow(ConfigError);
    }
  });
});
