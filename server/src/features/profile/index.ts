import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
import { memberPasswordRoutes } from './memberPasswordRoutes';
import { memberPhotoRoutes } from './memberPhotoRoutes';
import { memberRoutes } from './memberRoutes';

/** The member's own profile (cm family): name and phone, photo, password. Rows are always the caller's own. */
export async function profileFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { rateLimits } = ctx.config;
  await memberRoutes(contracted(app), { ctx });
  // A wrong current password is a guess like a failed login: a small allowance per session.
  await memberPasswordRoutes(contracted(app), {
    ctx,
    attempts: ctx.rateLimits.counter('password-checks', rateLimits.passwordChecksPerSession, rateLimits.windowMs),
  });
  // The photo's body parsers in a scope of their own.
  await app.register(async (scope) => memberPhotoRoutes(contracted(scope), { ctx }));
}
