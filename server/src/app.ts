import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/connect';
import { accountsFeature } from './features/accounts';
import { devMailboxFeature } from './features/dev-mailbox';
import { healthFeature } from './features/health';
import { staticAppsFeature } from './features/static-apps';
import { createAccessTokens } from './platform/accessTokens';
import { apiKeyPlugin } from './platform/apiKey';
import { errorHandlerPlugin } from './platform/errorHandler';
import { createMailer } from './platform/mail';
import { policyPlugin } from './platform/policy';
import { securityHeadersPlugin } from './platform/security';

export interface BuildOptions {
  config: Config;
  db: Db;
  logger?: boolean | { level: string };
}

/** JSON bodies of the API are small; uploads (later) get their own limits per route. */
const BODY_LIMIT_BYTES = 256 * 1024;

/** The gateway: platform plugins first (their hooks run in this order), then one plugin per feature. */
export async function buildApp({ config, db, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Two log lines per request cost more than a whole health check; failures are logged by the error handler.
    disableRequestLogging: !config.logRequests,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.production,
    // Wrong types are refused, not silently converted ("123" stays a wrong type for a number, 5 for a string).
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
  });
  // The API speaks JSON only; anything else is a 415, not a string handed to a JSON schema.
  app.removeContentTypeParser('text/plain');
  const tokens = createAccessTokens(config.jwtSecret);
  const ctx: AppContext = { config, db, tokens, mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db }) };

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { production: config.production });
  await app.register(apiKeyPlugin, { apiKey: config.apiKey });
  await app.register(policyPlugin, { tokens });

  await app.register(healthFeature, { ctx });
  await app.register(accountsFeature, { ctx, prefix: '/api/cm' });
  if (!config.production) await app.register(devMailboxFeature, { ctx });
  await app.register(staticAppsFeature, { ctx });
  return app;
}
