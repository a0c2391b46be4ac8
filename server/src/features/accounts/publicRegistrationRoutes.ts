import type { Registered } from '@core/account/contract';
import { checkAccountFields } from '../../platform/accountFields';
import { envelope } from '../../platform/envelope';
import { conflict } from '../../platform/httpError';
import { requestLocale } from '../../platform/locale';
import { hashPassword } from '../../platform/passwords';
import { enforce } from '../../platform/rateLimiter';
import type { ContractedApp } from '../../platform/typeProvider';
import type { MailingRouteDeps } from './mails';
import { createOneTimeToken } from './oneTimeTokens';
import { findUserByEmail } from './queries';
import { emailBody, emptyAnswer, registerBody, registeredAnswer, tokenBody } from './schemas';
import { confirmEmail, registerAccount } from './service';

/** SPEC 7's registration, e-mail confirmation and resending the confirmation mail. */
export async function publicRegistrationRoutes(app: ContractedApp, { ctx, mails, perIp, perEmail }: MailingRouteDeps) {
  const { db } = ctx;

  app.post(
    '/account-user/register',
    { schema: { body: registerBody, response: registeredAnswer }, config: { policy: 'public', captcha: 'register' } },
    async (request, reply) => {
      await enforce(perIp, request.ip);
      const body = request.body;
      checkAccountFields({ email: body.email, password: body.password, fullname: body.fullname, phone: body.phone });
      const email = body.email.trim();
      if (await findUserByEmail(db, email)) throw conflict('errors.emailTaken');
      const locale = requestLocale(request);
      const passwordHash = await hashPassword(body.password);
      const created = await registerAccount(db, {
        email,
        passwordHash,
        fullname: body.fullname.trim(),
        phone: body.phone?.trim() || null,
        accountType: body.accountType,
        locale,
      });
      await mails.confirmEmail(created.user, created.token);
      const registered: Registered = { userId: created.accountId };
      return envelope(request, reply, registered, 'messages.registered', 201);
    },
  );

  app.post(
    '/account-user/confirm-email',
    { schema: { body: tokenBody, response: emptyAnswer }, config: { policy: 'public' } },
    async (request, reply) => {
      const confirmed = await confirmEmail(db, request.body.token);
      if (confirmed) ctx.events.emit('account.emailConfirmed', { userId: confirmed });
      return envelope(request, reply, null, 'messages.emailConfirmed');
    },
  );

  app.post(
    '/account-user/resend-confirmation',
    { schema: { body: emailBody, response: emptyAnswer }, config: { policy: 'public' } },
    async (request, reply) => {
      await enforce(perIp, request.ip);
      const email = request.body.email.trim().toLowerCase();
      await enforce(perEmail, `resend:${email}`);
      const user = await findUserByEmail(db, email);
      // The same answer whether or not the address has an account: no enumeration.
      if (user && !user.email_confirmed_at) {
        const token = await createOneTimeToken(db, user.id, 'confirm-email');
        await mails.confirmEmail(user, token);
      }
      return envelope(request, reply, null, 'messages.confirmationSent');
    },
  );
}
