import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import { poolOf, type Db } from './db/connect';
import { accountsFeature } from './features/accounts';
import { analyticsFeature } from './features/analytics';
import { cartFeature } from './features/cart';
import { captchaFeature } from './features/captcha';
import { catalogueFeature } from './features/catalogue';
import { ordersFeature } from './features/orders';
import { certificateFilesFeature, certificationFeature } from './features/certification';
import { organisationsFeature } from './features/organisations';
import { contactFeature } from './features/contact';
import { contentFeature } from './features/content';
import { devMailboxFeature } from './features/dev-mailbox';
import { globalConfigurationFeature } from './features/global-configuration';
import { healthFeature } from './features/health';
import { calendarFeedFeature, learningCmFeature, learningFeature, learningMediaFeature } from './features/learning';
import { jobsFeature } from './features/jobs';
import { locationsFeature } from './features/locations';
import { memberAreasFeature } from './features/member-areas';
import { profileFeature } from './features/profile';
import { publicSiteFeature, type SiteSource } from './features/public-site';
import { sharePictureFeature } from './features/share-picture';
import { staticAppsFeature } from './features/static-apps';
import { uploadsFeature } from './features/uploads';
import { notificationsFeature } from './features/notifications';
import { jobConsoleFeature } from './features/job-console';
import { createAccessTokens } from './platform/accessTokens';
import { apiKeyPlugin } from './platform/apiKey';
import { errorHandlerPlugin } from './platform/errorHandler';
import { createDomainEvents } from './platform/events';
import { createLocalFanout, createRedisFanout, type Fanout } from './platform/fanout';
import { captchaPlugin, createCaptcha, databaseSolutionStore, redisSolutionStore } from './platform/captcha';
import { Hub } from './platform/hub/hub';
import { redisConnectionSlots } from './platform/hub/connectionSlots';
import { redisTokenClaims } from './platform/hub/negotiationTokens';
import { hubPlugin } from './platform/hub/plugin';
import { createMailer } from './platform/mail';
import { workMailDelivery } from './platform/mailDelivery';
import { startJobQueue } from './platform/jobs/queue';
import { observeJobQueue } from './platform/jobs/queueMetrics';
import { inputSanitiserPlugin } from './platform/inputSanitiser';
import { apiDocsPlugin, openApiPlugin } from './platform/openApi';
import { lazyChildLogger, loggerOptions, requestIdOf, requestIdPlugin } from './platform/logging';
import { createMetrics, metricsPlugin } from './platform/metrics';
import { createReadiness } from './platform/lifecycle';
import { policyPlugin } from './platform/policy';
import { createLocalRateLimits, createRedisRateLimits } from './platform/rateLimiter';
import { connectRedis } from './platform/redis';
import { createSessionGuard } from './platform/sessionGuard';
import { responseSchemaGuardPlugin } from './platform/responseSchemaGuard';
import { securityHeadersPlugin } from './platform/security';

export interface BuildOptions {
  config: Config;
  db: Db;
  logger?: boolean | { level: string };
  /** Overrides the fan-out chosen from the configuration (tests share one between two gateways). */
  fanout?: Fanout;
  /** The public site's build; tests give a fake renderer so they need no build. */
  site?: SiteSource;
}

/** JSON bodies of the API are small; uploads (later) get their own limits per route. */
const BODY_LIMIT_BYTES = 256 * 1024;

/** The gateway: platform plugins first (their hooks run in this order), then one plugin per feature. */
export async function buildApp({ config, db: givenDb, logger = false, fanout: givenFanout, site }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // JSON lines with the request id and personal data redacted (platform/logging.ts).
    logger: logger && loggerOptions(logger === true ? 'info' : logger.level),
    genReqId: requestIdOf,
    childLoggerFactory: lazyChildLogger,
    // Two log lines per request cost more than a whole health check; failures are logged by the error handler.
    logController: new LogController({ disableRequestLogging: !config.logRequests, requestIdLogLabel: 'requestId' }),
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-For is read only from the proxies named in TRUSTED_PROXIES: anyone else could spoof it past the rate limits.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // Wrong types are refused, not silently converted ("123" stays a wrong type for a number, 5 for a string).
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
  });
  // The API speaks JSON only; anything else is a 415, not a string handed to a JSON schema.
  app.removeContentTypeParser('text/plain');
  if (config.production && config.trustedProxies.length === 0) {
    app.log.warn("TRUSTED_PROXIES is not set: behind a reverse proxy every client has the proxy's address, and shares its rate limits");
  }
  const metrics = createMetrics();
  const pool = poolOf(givenDb);
  if (pool) metrics.observePool(pool);
  const db = metrics.observeQueries(givenDb);
  // /readyz: 503 until every plugin is loaded, and again from the start of a shutdown.
  const readiness = createReadiness();
  app.decorate('readiness', readiness);
  app.addHook('onReady', async () => readiness.serving());
  app.addHook('preClose', async () => readiness.draining());
  const tokens = createAccessTokens(config.jwtSecret);
  const logError = (error: unknown, what: string) => app.log.error({ err: error }, what);
  const fanout =
    givenFanout ??
    (config.redisUrl
      ? await createRedisFanout(config.redisUrl, (error) => logError(error, 'redis fan-out'), config.redisKeyPrefix)
      : createLocalFanout());
  if (!givenFanout) app.addHook('onClose', () => fanout.close());
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, (error) => logError(error, 'redis')) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const rateLimits = redis ? createRedisRateLimits(redis, config.redisKeyPrefix) : createLocalRateLimits();
  const sessions = createSessionGuard({ db, fanout });
  // Durable background jobs; stopped on close after the job in hand (the shutdown's order: requests, then workers).
  const jobs = await startJobQueue({ db, log: logError });
  app.addHook('onClose', () => jobs.stop());
  app.decorate('jobs', jobs);
  observeJobQueue(metrics, jobs);
  // Without SMTP mail is only kept in the outbox (/dev/mailbox): no delivery queue then.
  if (config.smtpUrl) await workMailDelivery({ db, jobs, smtpUrl: config.smtpUrl, from: config.mailFrom, ...config.mail, log: logError });
  const ctx: AppContext = {
    config,
    db,
    tokens,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, jobs }),
    events: createDomainEvents((error, name) => logError(error, `listener of ${name}`), fanout),
    fanout,
    metrics,
    sessions,
    jobs,
    rateLimits,
    hub: new Hub({
      tokens,
      sessions,
      keepAliveMs: config.hub.keepAliveMs,
      clientTimeoutMs: config.hub.clientTimeoutMs,
      maxConnectionsPerAccount: config.hub.maxConnectionsPerAccount,
      // Every instance signs with the same secret and, on Redis, shares the used tokens: negotiate here, connect there.
      negotiationSecret: config.jwtSecret,
      claimToken: redis ? redisTokenClaims(redis, config.redisKeyPrefix) : undefined,
      // And count the per-account cap together (in Redis); one instance alone counts in its memory.
      slots: redis ? redisConnectionSlots(redis, config.redisKeyPrefix) : undefined,
      onError: logError,
    }),
  };

  metrics.registerGauge({
    name: 'bisa_hub_connections',
    help: 'Open notification hub connections on this instance.',
    collect: () => [{ value: ctx.hub.size }],
  });
  metrics.registerTotal({
    name: 'bisa_hub_messages_sent_total',
    help: 'Messages the notification hub pushed to connections.',
    read: () => ctx.hub.messagesSent,
  });
  await app.register(requestIdPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { production: config.production });
  if (!config.production) await app.register(responseSchemaGuardPlugin);
  await app.register(apiKeyPlugin, { apiKey: config.apiKey });
  // Before the policy plugin and the features: it collects the routes added after it (and gives /api/docs its policy).
  await app.register(openApiPlugin);
  await app.register(policyPlugin, { tokens, sessions });
  await app.register(inputSanitiserPlugin);
  const solutions = config.redisUrl
    ? await redisSolutionStore(config.redisUrl, (error) => logError(error, 'redis captcha'))
    : databaseSolutionStore(db);
  app.addHook('onClose', () => solutions.close());
  await app.register(captchaPlugin, { captcha: createCaptcha({ config: config.captcha, jwtSecret: config.jwtSecret, store: solutions }) });
  await app.register(hubPlugin, { hub: ctx.hub, negotiatePerAccount: rateLimits.counter('hub-negotiate', config.hub.negotiatePerAccount, 60_000) });
  await app.register(apiDocsPlugin);

  await app.register(metricsPlugin, { metrics, token: config.metricsToken });
  await app.register(healthFeature, { ctx });
  await app.register(accountsFeature, { ctx, prefix: '/api/cm' });
  await app.register(profileFeature, { ctx, prefix: '/api/cm' });
  await app.register(memberAreasFeature, { ctx, prefix: '/api/cm' });
  await app.register(globalConfigurationFeature, { ctx, prefix: '/api/main' });
  await app.register(contactFeature, { ctx, prefix: '/api/main' });
  await app.register(captchaFeature, { prefix: '/api/main' });
  await app.register(analyticsFeature, { ctx });
  await app.register(contentFeature, { ctx });
  await app.register(catalogueFeature, { ctx });
  await app.register(locationsFeature, { ctx, prefix: '/api/md' });
  await app.register(cartFeature, { ctx, prefix: '/api/main' });
  await app.register(ordersFeature, { ctx, prefix: '/api/main' });
  await app.register(uploadsFeature, { ctx });
  await app.register(certificationFeature, { ctx, prefix: '/api/certification' });
  await app.register(certificateFilesFeature, { ctx });
  await app.register(organisationsFeature, { ctx, prefix: '/api/main' });
  await app.register(jobsFeature, { ctx, prefix: '/api/jp' });
  await app.register(learningFeature, { ctx, prefix: '/api/main' });
  await app.register(learningCmFeature, { ctx, prefix: '/api/cm' });
  await app.register(learningMediaFeature, { ctx });
  await app.register(calendarFeedFeature, { ctx });
  await app.register(notificationsFeature, { ctx, prefix: '/api/cm' });
  await app.register(jobConsoleFeature, { ctx, prefix: '/api/main' });
  if (!config.production && !config.smtpUrl) await app.register(devMailboxFeature, { ctx });
  await app.register(staticAppsFeature, { ctx });
  await app.register(sharePictureFeature, { ctx });
  await app.register(publicSiteFeature, { ctx, site });
  return app;
}
