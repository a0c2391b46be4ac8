import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { enforce, type RateLimiter } from '../../platform/rateLimiter';
import { emailBody, resetBody } from './bodySchemas';
import type { AccountMails } from './mails';
import { consumeOneTimeToken, createOneTimeToken } from './oneTimeTokens';
import { hashPassword } from '../../platform/passwords';
import { findUserByEmail } from './queries';
import { checkAccountFields } from '../../platform/accountFields';
import { revokeAllSessions } from './sessions';

interface Deps {
  ctx: AppContext;
  mails: AccountMails;
  perIp: RateLimiter;
  perEmail: RateLimiter;
}

export async function passwordRoutes(app: FastifyInstance, { ctx, mails, perIp, perEmail }: Deps) {
  const { db } = ctx;

  app.post<{ Body: { email: string } }>(
    '/account-user/forgot-password',
    { schema: { body: emailBody }, config: { policy: 'public' } },
    async (request, reply) => {
      await enforce(perIp, request.ip);
      const email = request.body.email.trim().toLowerCase();
      await enforce(perEmail, `reset:${email}`);
      const user = await findUserByEmail(db, email);
      // Always the same 200: whether an address has an account is nobody's business.
      if (user) await mails.resetPassword(user, await createOneTimeToken(db, user.id, 'reset-password'));
      return envelope(request, reply, null, 'messages.resetSent');
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/account-user/reset-password',
    { schema: { body: resetBody }, config: { policy: 'public' } },
    async (request, reply) => {
      checkAccountFields({ password: request.body.password });
      const passwordHash = await hashPassword(request.body.password);
      const { userId, ended } = await db.transaction().execute(async (trx) => {
        const userId = await consumeOneTimeToken(trx, request.body.token, 'reset-password');
        await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
        // Whoever knew the old password may hold a session: they all end, access tokens and hub connections included.
        return { userId, ended: await revokeAllSessions(trx, userId) };
      });
      await ctx.sessions.revoked(ended);
      ctx.events.emit('account.passwordChanged', { userId });
      return envelope(request, reply, null, 'messages.passwordReset');
    },
  );
}
