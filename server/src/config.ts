import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEV_API_KEY } from '@core/config/apiKey';
import { PROJECT_ROOT } from './projectRoot';

export interface RateLimitConfig {
  /** Login attempts per e-mail address from all addresses together in loginWindowMs: a ceiling against distributed guessing. */
  loginPerEmail: number;
  /** Login attempts per client address per windowMs, whatever the e-mail. */
  loginPerIp: number;
  /** Failed logins per e-mail + address pair before each further attempt waits (5 s, 10 s, 20 s ... up to 15 min). */
  loginFreeFailures: number;
  loginWindowMs: number;
  /** Current-password checks (password change) per session per windowMs. */
  passwordChecksPerSession: number;
  /** Anonymous company requests (each notifies the operator) per address per companyRequestWindowMs. */
  companyRequestsPerIp: number;
  companyRequestWindowMs: number;
  /** Registrations, confirmation resends and password-reset requests per IP. */
  accountPerIp: number;
  /** Confirmation resends and reset requests per e-mail address. */
  mailPerEmail: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** REDIS_KEY_PREFIX: what every key and channel of this platform in Redis starts with (several platforms, or test runs, may share one Redis). */
  redisKeyPrefix: string;
  apiKey: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The address people open in their browser; used in e-mailed links. */
  publicUrl: string;
  production: boolean;
  /** One log line per request and response (off by default: errors are logged either way). */
  logRequests: boolean;
  seedDemo: boolean;
  rateLimits: RateLimitConfig;
  /**
   * The notification hub's keep-alive (ping after this much silence) and client timeout (drop after this much); negotiations
   * per account per minute, and connections (open or negotiated) one account may hold at once.
   */
  hub: { keepAliveMs: number; clientTimeoutMs: number; negotiatePerAccount: number; maxConnectionsPerAccount: number };
  /**
   * TRUSTED_PROXIES: the addresses or CIDR ranges of the reverse proxies in front of the gateway. Only a request coming
   * from one of them has its X-Forwarded-For read for the client address (rate limits key on it); by default none.
   */
  trustedProxies: string[];
  /** The folder holding the built apps (public-site/dist and dist/member). */
  rootDir: string;
  /** The assessment form files (schemas/forms); FORMS_DIR points a gateway at another folder. */
  formsDir: string;
  /** How long an order waits for its payment before it expires (ORDER_EXPIRY_MINUTES, default a day). */
  orderExpiryMinutes: number;
  /**
   * SHUTDOWN_DRAIN_MS: on SIGTERM, how long /readyz answers 503 before the gateway stops accepting (the proxy's
   * health-check interval behind a proxy; 0 by default, for a gateway alone).
   */
  shutdownDrainMs: number;
  /** Mail delivery jobs: runs per message before it is given up (the dead letter), and the first retry's wait (doubling). */
  mail: { maxAttempts: number; retryDelaySeconds: number };
  /** METRICS_TOKEN: the bearer token Prometheus scrapes /metrics with; without it /metrics answers 404. */
  metricsToken: string | undefined;
  /** Where uploads are kept: the data folder by default, an S3-compatible bucket when S3_BUCKET is set. */
  storage: StorageConfig;
  /** The proof-of-work captcha (server/src/platform/captcha.ts). */
  captcha: CaptchaConfig;
}

export interface CaptchaConfig {
  /** CAPTCHA=off turns the check off (the integration tests of other features); on by default. */
  enabled: boolean;
  /** A challenge's secret counter is drawn from 1..maxCounter (CAPTCHA_MAX_COUNTER): the work a browser does on average is half of it. */
  maxCounter: number;
  /** How long a challenge may be solved and used (CAPTCHA_TTL_SECONDS). */
  ttlSeconds: number;
  /**
   * Failed logins from one address for one e-mail before the login asks for a captcha (CAPTCHA_LOGIN_AFTER_FAILURES);
   * 3 by default (the login forms solve it and send again when asked); 0 never asks.
   */
  loginAfterFailures: number;
}

export class ConfigError extends Error {}

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

/** S3_BUCKET switches uploads to an S3-compatible store; keys given alone would be a half-done configuration. */
function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  if (!env.S3_BUCKET) {
    if (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID) throw new ConfigError('S3_BUCKET is required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set');
    return { kind: 'local' };
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are given together (or neither, for the SDK's own credential chain)");
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    // Most self-hosted stores (MinIO, s3rver) want bucket/key paths; AWS itself prefers bucket subdomains.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE !== '0' : Boolean(env.S3_ENDPOINT),
  };
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

/** The JWT secret: JWT_SECRET when given, else one generated once and kept in DATA_DIR so sessions survive restarts. */
function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return env.JWT_SECRET;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** proxy-addr's names for whole ranges, accepted besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function trustedProxies(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!PROXY_RANGE_NAMES.has(entry) && (family === 0 || !validBits || extra !== undefined)) {
      throw new ConfigError(`TRUSTED_PROXIES must list addresses or CIDR ranges separated by commas, got "${entry}"`);
    }
  }
  return entries;
}

/** The client API key every /api call must carry: API_KEY, else the development key (production requires API_KEY). */
export function apiKeyFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.API_KEY || DEV_API_KEY;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = integer(env, 'PORT', 3000);
  const host = env.HOST || '0.0.0.0';
  const rootDir = path.resolve(env.APP_ROOT ?? PROJECT_ROOT);
  const dataDir = path.resolve(env.DATA_DIR || path.join(rootDir, 'data'));
  if (production && !env.API_KEY) throw new ConfigError('API_KEY is required when NODE_ENV=production');
  if (production && !env.SMTP_URL) throw new ConfigError('SMTP_URL is required when NODE_ENV=production');
  const displayHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'bisa:',
    apiKey: apiKeyFrom(env),
    jwtSecret: jwtSecret(env, dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'BISA <no-reply@bisa.local>',
    publicUrl: (env.PUBLIC_URL || `http://${displayHost}:${port}`).replace(/\/$/, ''),
    production,
    logRequests: env.LOG_REQUESTS === '1',
    // Demo accounts have a published password: never in production unless asked for explicitly.
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== '0' : !production,
    rateLimits: {
      loginPerEmail: integer(env, 'RATE_LIMIT_LOGIN_PER_EMAIL', 100),
      loginPerIp: integer(env, 'RATE_LIMIT_LOGIN_PER_IP', 30),
      loginFreeFailures: integer(env, 'RATE_LIMIT_LOGIN_FREE_FAILURES', 5),
      loginWindowMs: 15 * 60_000,
      passwordChecksPerSession: integer(env, 'RATE_LIMIT_PASSWORD_CHECKS', 5),
      companyRequestsPerIp: integer(env, 'RATE_LIMIT_COMPANY_REQUESTS_PER_IP', 5),
      companyRequestWindowMs: 60 * 60_000,
      accountPerIp: integer(env, 'RATE_LIMIT_ACCOUNT_PER_IP', 20),
      mailPerEmail: integer(env, 'RATE_LIMIT_MAIL_PER_EMAIL', 3),
      windowMs: 60_000,
    },
    hub: {
      keepAliveMs: integer(env, 'HUB_KEEPALIVE_MS', 15_000),
      clientTimeoutMs: integer(env, 'HUB_CLIENT_TIMEOUT_MS', 30_000),
      negotiatePerAccount: integer(env, 'HUB_NEGOTIATE_PER_ACCOUNT', 30),
      maxConnectionsPerAccount: integer(env, 'HUB_MAX_CONNECTIONS_PER_ACCOUNT', 10),
    },
    trustedProxies: trustedProxies(env),
    rootDir,
    formsDir: path.resolve(env.FORMS_DIR || path.join(rootDir, 'schemas', 'forms')),
    orderExpiryMinutes: integer(env, 'ORDER_EXPIRY_MINUTES', 24 * 60),
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', 0),
    mail: { maxAttempts: integer(env, 'MAIL_MAX_ATTEMPTS', 8), retryDelaySeconds: integer(env, 'MAIL_RETRY_DELAY_SECONDS', 30) },
    metricsToken: env.METRICS_TOKEN || undefined,
    storage: storageConfig(env),
    captcha: {
      enabled: env.CAPTCHA !== 'off',
      maxCounter: Math.max(1, integer(env, 'CAPTCHA_MAX_COUNTER', 50_000)),
      ttlSeconds: Math.max(30, integer(env, 'CAPTCHA_TTL_SECONDS', 600)),
      loginAfterFailures: integer(env, 'CAPTCHA_LOGIN_AFTER_FAILURES', 3),
    },
  };
}
