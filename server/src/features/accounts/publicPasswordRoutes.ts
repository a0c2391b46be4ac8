import { checkAccountFields } from '../../platform/accountFields';
import { envelope } from '../../platform/envelope';
import { hashPassword } from '../../platform/passwords';
import { enforce } from '../../platform/rateLimiter';
import type { ContractedApp } from '../../platform/typeProvider';
import type { MailingRouteDeps } from './mails';
import { createOneTimeToken } from './oneTimeTokens';
import { findUserByEmail } from './queries';
import { emailBody, emptyAnswer, resetBody } from './schemas';
import { resetPassword } from './service';

/** SPEC 7's forgotten password: the reset mail, then the new password with its code. */
export async function publicPasswordRoutes(app: ContractedApp, { ctx, mails, perIp, perEmail }: MailingRouteDeps) {
  const { db } = ctx;

  app.post(
    '/account-user/forgot-password',
    { schema: { body: emailBody, response: emptyAnswer }, config: { policy: 'public', captcha: 'forgot-password' } },
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

  app.post(
    '/account-user/reset-password',
    { schema: { body: resetBody, response: emptyAnswer }, config: { policy: 'public' } },
    async (request, reply) => {
      checkAccountFields({ password: request.body.password });
      const passwordHash = await hashPassword(request.body.password);
      const { userId, ended } = await resetPassword(db, request.body.token, passwordHash);
      // The sessions' access tokens and hub connections end now, on every instance.
      await ctx.sessions.revoked(ended);
      ctx.events.emit('account.passwordChanged', { userId });
      return envelope(request, reply, null, 'messages.passwordReset');
    },
  );
}
