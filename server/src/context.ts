import type { Config } from './config';
import type { Db } from './db/connect';
import type { AccessTokens } from './platform/accessTokens';
import type { DomainEvents } from './platform/events';
import type { Fanout } from './platform/fanout';
import type { Hub } from './platform/hub/hub';
import type { JobQueue } from './platform/jobs/queue';
import type { Metrics } from './platform/metrics';
import type { SessionGuard } from './platform/sessionGuard';
import type { Mailer } from './platform/mail';
import type { RateLimits } from './platform/rateLimiter';

/** What every feature plugin is given: the shared services, created once in app.ts. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: AccessTokens;
  mailer: Mailer;
  /** Domain events inside this process (one feature announces, another reacts). */
  events: DomainEvents;
  /** Messages every gateway instance sees (Redis when configured). */
  fanout: Fanout;
  /** This gateway's Prometheus registry (platform/metrics.ts): add gauges and counters of your own here. */
  metrics: Metrics;
  /** Whether a session (refresh-token family) is still active; announce revocations here after the commit. */
  sessions: SessionGuard;
  /** Where rate limits count (Redis when configured, so every instance counts against one number). */
  rateLimits: RateLimits;
  /** Durable background jobs (mail, expiry, fan-out, batches), run once across every instance. */
  jobs: JobQueue;
  /** The notification hub's live connections on this instance. */
  hub: Hub;
}
