import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { unauthorized } from '../../platform/httpError';
import { principalOf } from '../../platform/policy';
import { enforce, enforceAttempt, type FailureLimiter, type RateLimiter } from '../../platform/rateLimiter';
import { loginBody, logoutBody, refreshBody } from './bodySchemas';
import { decoyHash, verifyPassword } from '../../platform/passwords';
import { profileResponse } from './profile';
import { findAccount, findLastUsedAccount, findUserByEmail, touchAccount } from './queries';
import { revokeFamily, rotateSession, startSession } from './sessions';
import { hashSecret } from './secrets';

interface Deps {
  ctx: AppContext;
  /** Attempts per e-mail from all addresses: a high ceiling against guessing spread over many addresses. */
  loginPerEmail: RateLimiter;
  /** Attempts per client address, whatever the e-mail: one address cannot try many accounts. */
  loginPerIp: RateLimiter;
  /** Failures per e-mail + address pair, with a progressive delay: guesses from elsewhere do not lock the owner out. */
  loginFailures: FailureLimiter;
}

export async function sessionRoutes(app: FastifyInstance, { ctx, loginPerEmail, loginPerIp, loginFailures }: Deps) {
  const { db, tokens } = ctx;

  app.post<{ Body: { email: string; password: string } }>(
    '/account-user/login',
    { schema: { body: loginBody }, config: { policy: 'public' } },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      // The login limiting scheme (docs/decisions.md): per address, per e-mail + address pair with a progressive
      // delay (counted from the start of the attempt, cleared by a success), and a high ceiling per e-mail.
      const pair = `${email}\n${request.ip}`;
      await enforce(loginPerIp, request.ip);
      await enforceAttempt(loginFailures, pair);
      await enforce(loginPerEmail, email);
      const user = await findUserByEmail(db, email);
      // An unknown address costs the same hashing time as a wrong password, and gets the same message.
      const valid = await verifyPassword(user?.password_hash ?? (await decoyHash()), request.body.password);
      if (!user || !valid) throw unauthorized('errors.invalidCredentials');
      await loginFailures.succeeded(pair);
      const account = await findLastUsedAccount(db, user.id);
      if (!account) throw unauthorized('errors.invalidCredentials');
      await touchAccount(db, account.accountId);
      return envelope(request, reply, await startSession(db, tokens, account), 'messages.loggedIn');
    },
  );

  app.post<{ Body: { accessToken: string; refreshToken: string } }>(
    '/account-user/refresh-token',
    // Public: the access token it carries may have expired; its signature and the refresh token are checked here.
    { schema: { body: refreshBody }, config: { policy: 'public' } },
    async (request, reply) => {
      const principal = await tokens.verify(request.body.accessToken, { allowExpired: true });
      if (!principal) throw unauthorized('errors.sessionInvalid');
      return envelope(request, reply, await rotateSession(db, tokens, ctx.sessions, request.body.refreshToken, principal));
    },
  );

  app.get('/account-user/get-profile', { config: { policy: 'authenticated' } }, async (request, reply) => {
    const account = await findAccount(db, principalOf(request).accountId);
    if (!account) throw unauthorized('errors.sessionInvalid');
    return envelope(request, reply, profileResponse(account));
  });

  app.post<{ Body: { refreshToken?: string } | null }>(
    '/account-user/logout',
    { schema: { body: logoutBody }, config: { policy: 'authenticated' } },
    async (request, reply) => {
      const principal = principalOf(request);
      const ended = await revokeFamily(db, principal.familyId);
      const refreshToken = request.body?.refreshToken;
      if (refreshToken) {
        // A refresh token from another login of the same account ends too; someone else's is ignored.
        const row = await db.selectFrom('refresh_tokens').select(['family_id', 'account_id']).where('token_hash', '=', hashSecret(refreshToken)).executeTakeFirst();
        if (row && row.account_id === principal.accountId) ended.push(...(await revokeFamily(db, row.family_id)));
      }
      // The access token (here and on every instance) and the session's hub connections end with it.
      await ctx.sessions.revoked(ended);
      return envelope(request, reply, null, 'messages.loggedOut');
    },
  );
}
