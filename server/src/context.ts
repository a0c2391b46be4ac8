import type { Config } from './config';
import type { Db } from './db/connect';
import type { AccessTokens } from './platform/accessTokens';
import type { Mailer } from './platform/mail';

/** What every feature plugin is given: the shared services, created once in app.ts. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: AccessTokens;
  mailer: Mailer;
}
