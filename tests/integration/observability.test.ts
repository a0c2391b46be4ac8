import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, requestIdOf } from '../../server/src/platform/logging';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

const TOKEN = 'metrics-token-for-the-test';

/** The value of one sample line (`name{labels} value`) in Prometheus' text format, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

describeOnDatabase('Observability: /metrics and request ids', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => test?.close());

  const scrape = (authorization?: string) => test.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers 404 without the token or with a wrong one, and the metrics with it', async () => {
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape('Bearer wrong-token')).statusCode).toBe(404);
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('process_resident_memory_bytes');
    expect(sample(response.body, 'bisa_hub_connections')).toBe(0);
  });

  it('counts requests by route pattern and status, errors, queries and cache lookups', async () => {
    const api = client(test.app);
    await api.get('/api/main/public-site/get-list-program');
    await api.get('/api/main/public-site/get-list-program');
    await api.get('/api/cm/nothing-here');
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'bisa_http_requests_total', { method: 'GET', route: '/api/main/public-site/get-list-program', status: '200' })).toBe(2);
    expect(sample(text, 'bisa_http_requests_total', { method: 'GET', route: '(unmatched)', status: '404' })).toBe(1);
    expect(sample(text, 'bisa_http_request_seconds_count', { method: 'GET', route: '/api/main/public-site/get-list-program' })).toBe(2);
    // The scrape itself is not counted: it would be most of the requests.
    expect(text).not.toContain('route="/metrics"');
    expect(sample(text, 'bisa_db_queries_total')).toBeGreaterThan(0);
    expect(sample(text, 'bisa_cache_lookups_total', { cache: 'catalogue', result: 'hit' })).toBe(1);
    expect(sample(text, 'bisa_cache_lookups_total', { cache: 'catalogue', result: 'miss' })).toBe(1);
    // PostgreSQL's pool reports its connections; PGlite has no pool, so no such series.
    const poolTotal = sample(text, 'bisa_db_pool_connections', { state: 'total' });
    expect(kind === 'postgres' ? (poolTotal ?? 0) > 0 : poolTotal === undefined).toBe(true);
  });

  it('reports each queue’s waiting, active, failed (dead letter) and completed jobs, read at the scrape', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await test.app.jobs.work<{ outcome: 'fail' | 'hold' | 'pass' }>(
      'test.metrics',
      async ({ outcome }) => {
        if (outcome === 'fail') throw new Error('broken');
        if (outcome === 'hold') await held;
      },
      { retryLimit: 0, concurrency: 3 },
    );
    const enqueue = (outcome: 'fail' | 'hold' | 'pass') => test.app.jobs.enqueue('test.metrics', { outcome });
    const figures = async () => {
      const text = (await scrape(`Bearer ${TOKEN}`)).body;
      return Object.fromEntries(
        ['waiting', 'active', 'failed', 'completed'].map((state) => [state, sample(text, 'bisa_queue_jobs', { queue: 'test.metrics', state })]),
      );
    };
    await enqueue('fail');
    await enqueue('pass');
    await expect.poll(figures, { timeout: 15_000 }).toEqual({ waiting: 0, active: 0, failed: 1, completed: 1 });
    try {
      await enqueue('hold');
      await expect.poll(figures, { timeout: 15_000 }).toMatchObject({ active: 1 });
      // The worker is busy with its batch: a new job waits (the queue's depth).
      await enqueue('pass');
      await expect.poll(figures, { timeout: 15_000 }).toEqual({ waiting: 1, active: 1, failed: 1, completed: 1 });
    } finally {
      release();
    }
    await expect.poll(figures, { timeout: 15_000 }).toEqual({ waiting: 0, active: 0, failed: 1, completed: 3 });
    // Every queue of the platform is there, idle ones too.
    expect(sample((await scrape(`Bearer ${TOKEN}`)).body, 'bisa_queue_jobs', { queue: 'orders.expire', state: 'waiting' })).toBeTypeOf('number');
  }, 40_000);

  it('gives every answer its request id, and error answers carry it in the envelope', async () => {
    const response = await client(test.app).get('/api/cm/nothing-here');
    expect(response.status).toBe(404);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((response.body as unknown as { requestId: string }).requestId).toBe(id);
    const relayed = await client(test.app).get('/api/cm/nothing-here', { headers: { 'x-request-id': 'proxy-id-0001' } });
    expect(relayed.headers['x-request-id']).toBe('proxy-id-0001');
  });
});

describe('Logging', () => {
  it('ignores a request id that could write into the log', () => {
    const ids = ['short', 'line\nbreak-injected-here', 'a'.repeat(65)].map((given) => requestIdOf({ headers: { 'x-request-id': given } } as never));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes JSON lines with the request id and personal data redacted', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({
      logger: { ...loggerOptions('info'), stream },
      genReqId: requestIdOf,
      logController: new LogController({ requestIdLogLabel: 'requestId' }),
    });
    app.get('/', async (request) => {
      request.log.info({ account: { email: 'ani@example.com', phone: '0812345' }, password: 'secret!', note: 'kept' }, 'signed up');
      return 'ok';
    });
    await app.inject({ method: 'GET', url: '/', headers: { authorization: 'Bearer abc', cookie: 'session=xyz' } });
    await app.close();
    const line = lines.find((entry) => entry.msg === 'signed up');
    expect(line).toMatchObject({ account: { email: '[redacted]', phone: '[redacted]' }, password: '[redacted]', note: 'kept' });
    expect(line?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const incoming = lines.find((entry) => entry.msg === 'incoming request') as { req: { headers?: Record<string, string> } } | undefined;
    expect(JSON.stringify(lines)).not.toContain('abc');
    expect(JSON.stringify(lines)).not.toContain('ani@example.com');
    expect(incoming?.req).toEqual({ method: 'GET', url: '/', host: 'localhost:80', remoteAddress: '127.0.0.1' });
  });
});
