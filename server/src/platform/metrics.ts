import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId } from 'kysely';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/connect';
import { notFound } from './httpError';

/**
 * The gateway's Prometheus metrics. One registry per gateway, not prom-client's global one: tests run
 * several gateways in one process. Other parts add their own figures through `registerGauge` (the job queue's depth
 * and failures) or count cache lookups with `cacheLookup(name)`.
 */
export interface Metrics {
  readonly registry: Registry;
  /**
   * A gauge read when Prometheus scrapes: `collect` answers the current values, one per label set (an empty
   * labels object when the gauge has no labels). A failing collect leaves the gauge out of that scrape.
   */
  registerGauge(options: { name: string; help: string; labelNames?: readonly string[]; collect: () => GaugeValue[] | Promise<GaugeValue[]> }): void;
  /** A counter whose total another object keeps (messages a hub sent): read at each scrape. */
  registerTotal(options: { name: string; help: string; read: () => number }): void;
  /** A counter the caller increments (failures, jobs done): created once per name, labels fixed at creation. */
  counter(options: { name: string; help: string; labelNames?: readonly string[] }): Counter;
  /** Counts one cache's hits and misses (bisa_cache_lookups_total{cache,result}); hand it to createTtlCache's onLookup. */
  cacheLookup(cache: string): (hit: boolean) => void;
  /** Times every query of `db` (bisa_db_queries_total, bisa_db_query_seconds): use the returned Db. */
  observeQueries(db: Db): Db;
  /** A PostgreSQL pool's connection counts (total, idle, waiting) at each scrape. */
  observePool(pool: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>): void;
}

export interface GaugeValue {
  labels?: Record<string, string>;
  value: number;
}

/** Request latency buckets in seconds: most API answers take milliseconds, a PDF or an upload a second or more. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const counters = new Map<string, Counter>();
  const counter: Metrics['counter'] = ({ name, help, labelNames = [] }) => {
    let existing = counters.get(name);
    if (!existing) {
      existing = new Counter({ name, help, labelNames, registers: [registry] });
      counters.set(name, existing);
    }
    return existing;
  };
  const cacheLookups = counter({
    name: 'bisa_cache_lookups_total',
    help: 'Cache lookups by cache and result (hit or miss).',
    labelNames: ['cache', 'result'],
  });
  const queries = counter({ name: 'bisa_db_queries_total', help: 'Database queries answered.' });
  const queryTime = new Histogram({ name: 'bisa_db_query_seconds', help: 'Database query time.', buckets: QUERY_BUCKETS, registers: [registry] });

  const registerGauge: Metrics['registerGauge'] = ({ name, help, labelNames = [], collect }) => {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        for (const { labels = {}, value } of await collect()) this.set(labels, value);
      },
    });
  };

  return {
    registry,
    registerGauge,
    registerTotal({ name, help, read }) {
      let reported = 0;
      new Counter({
        name,
        help,
        registers: [registry],
        collect() {
          const total = read();
          this.inc(Math.max(0, total - reported));
          reported = total;
        },
      });
    },
    counter,
    cacheLookup: (cache) => (hit) => cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' }),
    observeQueries: (db) => db.withPlugin(queryTimer((seconds) => (queries.inc(), queryTime.observe(seconds)))),
    observePool(pool) {
      registerGauge({
        name: 'bisa_db_pool_connections',
        help: 'PostgreSQL pool connections by state (total, idle, waiting clients).',
        labelNames: ['state'],
        collect: () => [
          { labels: { state: 'total' }, value: pool.totalCount },
          { labels: { state: 'idle' }, value: pool.idleCount },
          { labels: { state: 'waiting' }, value: pool.waitingCount },
        ],
      });
    },
  };
}

/**
 * A Kysely plugin that measures each query from its compilation to its result. A failed query never reaches
 * transformResult: it is not counted (the request's 5xx is), and its start is forgotten with its query id.
 */
function queryTimer(observe: (seconds: number) => void): KyselyPlugin {
  const started = new WeakMap<QueryId, bigint>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs) {
      started.set(queryId, process.hrtime.bigint());
      return node;
    },
    async transformResult({ queryId, result }: PluginTransformResultArgs) {
      const start = started.get(queryId);
      if (start !== undefined) observe(Number(process.hrtime.bigint() - start) / 1e9);
      return result;
    },
  };
}

function sameToken(given: string, expected: Buffer): boolean {
  const buffer = Buffer.from(given);
  return buffer.length === expected.length && timingSafeEqual(buffer, expected);
}

function bearerOf(request: FastifyRequest): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Routes whose requests are not counted per route: the scrape itself would dominate the figures. */
const METRICS_URL = '/metrics';

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN as its bearer token. Without the token
 * configured, or with a missing or wrong one, it answers 404 like an address that is not there (no hint that it
 * exists to someone probing; policy 'public' because the token, not an account, is the key). Also counts every
 * request by method, route pattern (never the raw URL: ids would make a series each) and status, and its latency.
 */
export const metricsPlugin = fp<{ metrics: Metrics; token: string | undefined }>(async (app: FastifyInstance, { metrics, token }) => {
  const requests = metrics.counter({ name: 'bisa_http_requests_total', help: 'HTTP requests answered.', labelNames: ['method', 'route', 'status'] });
  const errors = metrics.counter({ name: 'bisa_http_errors_total', help: 'HTTP answers with a 5xx status.', labelNames: ['method', 'route'] });
  const latency = new Histogram({
    name: 'bisa_http_request_seconds',
    help: 'HTTP request latency by route pattern.',
    labelNames: ['method', 'route'],
    buckets: HTTP_BUCKETS,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    if (route === METRICS_URL) return;
    const labels = { method: request.method, route };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    if (reply.statusCode >= 500) errors.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const expected = token ? Buffer.from(token) : undefined;
  app.get(METRICS_URL, { config: { policy: 'public' } }, async (request, reply) => {
    const given = bearerOf(request);
    if (!expected || !given || !sameToken(given, expected)) throw notFound();
    return reply
      .type(metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
});
