import type { AppContext } from '../../context';
import { captchaPayload } from '../../platform/captcha';
import { envelope } from '../../platform/envelope';
import { unauthorized } from '../../platform/httpError';
import { decoyHash, verifyPassword } from '../../platform/passwords';
import { enforce, enforceAttempt, type FailureLimiter, type RateLimiter } from '../../platform/rateLimiter';
import { createTtlCache } from '../../platform/ttlCache';
import type { ContractedApp } from '../../platform/typeProvider';
import { findLastUsedAccount, findUserByEmail, touchAccount } from './queries';
import { loginBody, refreshBody, tokenSetAnswer } from './schemas';
import { rotateSession, startSession } from './sessions';

interface Deps {
  ctx: AppContext;
  /** Attempts per e-mail from all addresses: a high ceiling against guessing spread over many addresses. */
  loginPerEmail: RateLimiter;
  /** Attempts per client address, whatever the e-mail: one address cannot try many accounts. */
  loginPerIp: RateLimiter;
  /** Failures per e-mail + address pair, with a progressive delay: guesses from elsewhere do not lock the owner out. */
  loginFailures: FailureLimiter;
}

/** SPEC 7's login and token refresh: both answer a token set (packages/core/src/session/tokens.ts). */
export async function publicSessionRoutes(app: ContractedApp, { ctx, loginPerEmail, loginPerIp, loginFailures }: Deps) {
  const { db, tokens } = ctx;
  // Failed logins per e-mail + address pair (this instance's): from loginAfterFailures on, the login asks for a captcha too.
  const failedLogins = createTtlCache<number>({ maxEntries: 100_000, ttlMs: 60 * 60_000 });

  app.post('/account-user/login', { schema: { body: loginBody, response: tokenSetAnswer }, config: { policy: 'public' } }, async (request, reply) => {
    const email = request.body.email.trim().toLowerCase();
    // The login limiting scheme (docs/decisions/2026-11-24-sessions-tokens-rate-limits-and-redirects.md): per address,
    // per e-mail + address pair with a progressive delay (counted from the start of the attempt, cleared by a success),
    // and a high ceiling per e-mail.
    const pair = `${email}\n${request.ip}`;
    await enforce(loginPerIp, request.ip);
    await enforceAttempt(loginFailures, pair);
    await enforce(loginPerEmail, email);
    const failures = failedLogins.get(pair) ?? 0;
    if (app.captcha.enabled && ctx.config.captcha.loginAfterFailures > 0 && failures >= ctx.config.captcha.loginAfterFailures)
      await app.captcha.verify(captchaPayload(request), 'login');
    const user = await findUserByEmail(db, email);
    // An unknown address costs the same hashing time as a wrong password, and gets the same message.
    const valid = await verifyPassword(user?.password_hash ?? (await decoyHash()), request.body.password);
    if (!user || !valid) {
      failedLogins.set(pair, failures + 1);
      throw unauthorized('errors.invalidCredentials');
    }
    await loginFailures.succeeded(pair);
    failedLogins.set(pair, 0);
    const account = await findLastUsedAccount(db, user.id);
    if (!account) throw unauthorized('errors.invalidCredentials');
    await touchAccount(db, account.accountId);
    return envelope(request, reply, await startSession(db, tokens, account), 'messages.loggedIn');
  });

  app.post(
    '/account-user/refresh-token',
    // Public: the access token it carries may have expired; its signature and the refresh token are checked here.
    { schema: { body: refreshBody, response: tokenSetAnswer }, config: { policy: 'public' } },
    async (request, reply) => {
      const principal = await tokens.verify(request.body.accessToken, { allowExpired: true });
      if (!principal) throw unauthorized('errors.sessionInvalid');
      return envelope(request, reply, await rotateSession(db, tokens, ctx.sessions, request.body.refreshToken, principal));
    },
  );
}
