import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
import { accountMails } from './mails';
import { memberAlternateAccountRoutes } from './memberAlternateAccountRoutes';
import { memberSessionRoutes } from './memberSessionRoutes';
import { partnerRegistrationRoutes } from './publicPartnerRegistrationRoutes';
import { publicPasswordRoutes } from './publicPasswordRoutes';
import { publicRegistrationRoutes } from './publicRegistrationRoutes';
import { publicSessionRoutes } from './publicSessionRoutes';

/** Accounts and sessions (SPEC 3, 5, 7; cm family): registration, confirmation, login, refresh, profile, passwords, alternate accounts. */
export async function accountsFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { rateLimits } = ctx.config;
  const limits = ctx.rateLimits;
  const mails = accountMails(ctx.mailer, ctx.config.publicUrl);
  // Registration, resending the confirmation and the reset mail share these: per client address, per e-mail.
  const perIp = limits.counter('account-per-ip', rateLimits.accountPerIp, rateLimits.windowMs);
  const perEmail = limits.counter('mail-per-email', rateLimits.mailPerEmail, rateLimits.windowMs);
  await publicRegistrationRoutes(contracted(app), { ctx, mails, perIp, perEmail });
  await partnerRegistrationRoutes(contracted(app), { ctx, mails, perIp, perEmail });
  await publicPasswordRoutes(contracted(app), { ctx, mails, perIp, perEmail });
  await publicSessionRoutes(contracted(app), {
    ctx,
    loginPerEmail: limits.counter('login-per-email', rateLimits.loginPerEmail, rateLimits.loginWindowMs),
    loginPerIp: limits.counter('login-per-ip', rateLimits.loginPerIp, rateLimits.windowMs),
    loginFailures: limits.failures('login-failures', { freeFailures: rateLimits.loginFreeFailures }),
  });
  await memberSessionRoutes(contracted(app), { ctx });
  await memberAlternateAccountRoutes(contracted(app), { ctx });
}
