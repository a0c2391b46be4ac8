import { ROLE_ACCOUNT_TYPE, ROLE_SLUG, ROLES, type RoleName } from '@core/rules/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../../server/src/db/seed';
import { hashPassword } from '../../../server/src/db/passwordHash';
import type { TokenSet } from '@core/session/contract';
import { login } from './accounts';
import { client, type TestApp } from './testApp';

/** Who can call a route: nobody logged in, or an account of one of the roles (the 12 member roles and the operator). */
export type PrincipalName = 'anonymous' | RoleName;
export const PRINCIPALS: readonly PrincipalName[] = ['anonymous', ...ROLES];

/**
 * Rate limits high enough that a test calling every route as every principal (logins and registrations
 * included) measures the gate, not the limiter. Limits have their own tests.
 */
export const UNLIMITED_RATES: NodeJS.ProcessEnv = {
  RATE_LIMIT_LOGIN_PER_EMAIL: '100000',
  RATE_LIMIT_LOGIN_PER_IP: '100000',
  RATE_LIMIT_ACCOUNT_PER_IP: '100000',
  RATE_LIMIT_MAIL_PER_EMAIL: '100000',
  RATE_LIMIT_LOGIN_FREE_FAILURES: '100000',
  RATE_LIMIT_PASSWORD_CHECKS: '100000',
  RATE_LIMIT_COMPANY_REQUESTS_PER_IP: '100000',
  HUB_NEGOTIATE_PER_ACCOUNT: '100000',
  HUB_MAX_CONNECTIONS_PER_ACCOUNT: '100000',
};

/** Seeds the demo accounts (one per role) and logs each in once: the role's token. */
export async function demoTokens(t: TestApp): Promise<Map<RoleName, TokenSet>> {
  const api = client(t.app);
  await seedDemo(t.db);
  const tokens = new Map<RoleName, TokenSet>();
  for (const { role, email } of DEMO_ACCOUNTS) tokens.set(role, await login(api, email, DEMO_PASSWORD));
  return tokens;
}

let passwordHash: Promise<string> | undefined;

/**
 * Another confirmed person with the given role (roles like Assessor or Admin cannot self-register), written
 * the way the demo seed writes one, then logged in through the API. `tag` keeps the address unique.
 */
export async function personWithRole(t: TestApp, role: RoleName, tag: string): Promise<{ email: string; accountId: string; tokens: TokenSet }> {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const email = `${ROLE_SLUG[role]}.${tag}.${Date.now()}@example.id`;
  const user = await t.db
    .insertInto('users')
    .values({ email, password_hash: await passwordHash, fullname: `Orang ${tag}`, phone: null, email_confirmed_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const account = await t.db
    .insertInto('accounts')
    .values({ user_id: user.id, role_name: role, account_type: ROLE_ACCOUNT_TYPE[role], photo: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { email, accountId: String(account.id), tokens: await login(client(t.app), email, DEMO_PASSWORD) };
}
