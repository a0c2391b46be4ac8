import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createRateLimiter } from '../../platform/rateLimiter';
import { changePasswordRoute } from './changePasswordRoute';
import { detailsRoutes } from './detailsRoutes';
import { photoRoute } from './photoRoute';

/** The member's own profile (cm family): name and phone, photo, password. Rows are always the caller's own. */
export async function profileFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { rateLimits } = ctx.config;
  await app.register(detailsRoutes, { ctx });
  // A wrong current password is a guess like a failed login: a small allowance per session.
  await app.register(changePasswordRoute, { ctx, attempts: createRateLimiter(rateLimits.passwordChecksPerSession, rateLimits.windowMs) });
  await app.register(photoRoute, { ctx });
}
