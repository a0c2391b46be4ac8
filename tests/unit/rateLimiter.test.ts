import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config';
import { createFailureLimiter, createRateLimiter } from '../../server/src/platform/rateLimiter';

describe('fixed-window rate limiter', () => {
  it('allows the limit per window, then says how long to wait; keys are independent', async () => {
    let time = 0;
    const limiter = createRateLimiter(2, 60_000, () => time);
    expect(await limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    time = 15_000;
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.hit('b')).allowed).toBe(true);
    time = 60_000;
    expect((await limiter.hit('a')).allowed).toBe(true);
    await limiter.reset('a');
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
