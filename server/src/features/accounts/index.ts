import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createFailureLimiter, createRateLimiter } from '../../platform/rateLimiter';
import { alternateRoutes } from './alternateRoutes';
import { accountMails } from './mails';
import { passwordRoutes } from './passwordRoutes';
import { registrationRoutes } from './registrationRoutes';
import { sessionRoutes } from './sessionRoutes';

/** Accounts and sessions (SPEC 3, 5, 7; cm family): registration, confirmation, login, refresh, profile, passwords, alternate accounts. */
export async function accountsFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { rateLimits } = ctx.config;
  const mails = accountMails(ctx.mailer, ctx.config.publicUrl);
  const perIp = createRateLimiter(rateLimits.accountPerIp, rateLimits.windowMs);
  const perEmail = createRateLimiter(rateLimits.mailPerEmail, rateLimits.windowMs);
  await app.register(registrationRoutes, { ctx, mails, perIp, perEmail });
  await app.register(passwordRoutes, { ctx, mails, perIp, perEmail });
  await app.register(sessionRoutes, {
    ctx,
    loginPerEmail: createRateLimiter(rateLimits.loginPerEmail, rateLimits.loginWindowMs),
    loginPerIp: createRateLimiter(rateLimits.loginPerIp, rateLimits.windowMs),
    loginFailures: createFailureLimiter({ freeFailures: rateLimits.loginFreeFailures }),
  });
  await app.register(alternateRoutes, { ctx });
}
