import type { FastifyInstance } from 'fastify';
import { normalizeAccountType, REGISTRATION_ROLE, ROLE_ACCOUNT_TYPE } from '../../../../src/core/rules/roles';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { conflict } from '../../platform/httpError';
import { requestLocale } from '../../platform/locale';
import { enforce, type RateLimiter } from '../../platform/rateLimiter';
import { emailBody, registerBody, tokenBody, type RegisterBody } from './bodySchemas';
import type { AccountMails } from './mails';
import { consumeOneTimeToken, createOneTimeToken } from './oneTimeTokens';
import { hashPassword } from '../../platform/passwords';
import { findUserByEmail } from './queries';
import { checkAccountFields } from '../../platform/accountFields';

interface Deps {
  ctx: AppContext;
  mails: AccountMails;
  perIp: RateLimiter;
  perEmail: RateLimiter;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export async function registrationRoutes(app: FastifyInstance, { ctx, mails, perIp, perEmail }: Deps) {
  const { db } = ctx;

  app.post<{ Body: RegisterBody }>(
    '/account-user/register',
    { schema: { body: registerBody }, config: { policy: 'public' } },
    async (request, reply) => {
      await enforce(perIp, request.ip);
      const body = request.body;
      checkAccountFields({ email: body.email, password: body.password, fullname: body.fullname, phone: body.phone });
      const email = body.email.trim();
      if (await findUserByEmail(db, email)) throw conflict('errors.emailTaken');
      const role = REGISTRATION_ROLE[normalizeAccountType(body.accountType)];
      const locale = requestLocale(request);
      const passwordHash = await hashPassword(body.password);
      const created = await db
        .transaction()
        .execute(async (trx) => {
          const user = await trx
            .insertInto('users')
            .values({ email, password_hash: passwordHash, fullname: body.fullname.trim(), phone: body.phone?.trim() || null, locale })
            .returning(['id', 'email', 'fullname', 'locale'])
            .executeTakeFirstOrThrow();
          const account = await trx
            .insertInto('accounts')
            .values({ user_id: user.id, role_name: role, account_type: ROLE_ACCOUNT_TYPE[role], photo: null })
            .returning('id')
            .executeTakeFirstOrThrow();
          const token = await createOneTimeToken(trx, user.id, 'confirm-email');
          return { user, accountId: account.id, token };
        })
        .catch((error: unknown) => {
          // Two registrations of one address racing past the check above: the unique index decides.
          if (isUniqueViolation(error)) throw conflict('errors.emailTaken');
          throw error;
        });
      await mails.confirmEmail(created.user, created.token);
      return envelope(request, reply, { userId: created.accountId }, 'messages.registered', 201);
    },
  );

  app.post<{ Body: { token: string } }>(
    '/account-user/confirm-email',
    { schema: { body: tokenBody }, config: { policy: 'public' } },
    async (request, reply) => {
      const confirmed = await db.transaction().execute(async (trx) => {
        const userId = await consumeOneTimeToken(trx, request.body.token, 'confirm-email');
        const updated = await trx
          .updateTable('users')
          .set({ email_confirmed_at: new Date() })
          .where('id', '=', userId)
          .where('email_confirmed_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        return updated?.id;
      });
      if (confirmed) ctx.events.emit('account.emailConfirmed', { userId: confirmed });
      return envelope(request, reply, null, 'messages.emailConfirmed');
    },
  );

  app.post<{ Body: { email: string } }>(
    '/account-user/resend-confirmation',
    { schema: { body: emailBody }, config: { policy: 'public' } },
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
