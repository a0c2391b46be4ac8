import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createFailureLimiter, createRateLimiter } from '../../platform/rateLimiter';
import { typed } from '../../platform/typeProvider';
import { accountMails } from './mails';
import { memberAlternateAccountRoutes } from './memberAlternateAccountRoutes';
import { memberSessionRoutes } from './memberSessionRoutes';
import { partnerRegistrationRoutes } from './partnerRegistrationRoutes';
import { publicPasswordRoutes } from './publicPasswordRoutes';
import { publicRegistrationRoutes } from './publicRegistrationRoutes';
import { publicSessionRoutes } from './publicSessionRoutes';

/** Accounts and sessions (SPEC 3, 5, 7; cm family): registration, confirmation, login, refresh, profile, passwords, alternate accounts. */
export async function accountsFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { rateLimits } = ctx.config;
  const mails = accountMails(ctx.mailer, ctx.config.publicUrl);
  // Registration, resending the confirmation and the reset mail share these: per client address, per e-mail.
  const perIp = createRateLimiter(rateLimits.accountPerIp, rateLimits.windowMs);
  const perEmail = createRateLimiter(rateLimits.mailPerEmail, rateLimits.windowMs);
  await publicRegistrationRoutes(typed(app), { ctx, mails, perIp, perEmail });
  await partnerRegistrationRoutes(typed(app), { ctx, mails, perIp, perEmail });
  await publicPasswordRoutes(typed(app), { ctx, mails, perIp, perEmail });
  await publicSessionRoutes(typed(app), {
    ctx,
    loginPerEmail: createRateLimiter(rateLimits.loginPerEmail, rateLimits.loginWindowMs),
    loginPerIp: createRateLimiter(rateLimits.loginPerIp, rateLimits.windowMs),
    loginFailures: createFailureLimiter({ freeFailures: rateLimits.loginFreeFailures }),
  });
  await memberSessionRoutes(typed(app), { ctx });
  await memberAlternateAccountRoutes(typed(app), { ctx });
}
