import { isValidPassword } from '@core/rules/validation';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { badRequest, HttpError, unauthorized } from '../../platform/httpError';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { principalOf } from '../../platform/policy';
import { enforce, type RateLimiter } from '../../platform/rateLimiter';
import type { ContractedApp } from '../../platform/typeProvider';
import { findPasswordHash } from './queries';
import { changePasswordBody, emptyAnswer } from './schemas';
import { changePassword } from './service';

/**
 * POST /account-user/change-password: the current password proves it is the person, not just a stolen token (and
 * attempts are rate limited like logins). Other logins end; the one asking stays logged in.
 */
export async function memberPasswordRoutes(app: ContractedApp, { ctx, attempts }: { ctx: AppContext; attempts: RateLimiter }) {
  const { db } = ctx;

  app.post(
    '/account-user/change-password',
    { schema: { body: changePasswordBody, response: emptyAnswer }, config: { policy: 'authenticated' } },
    async (request, reply) => {
      const principal = principalOf(request);
      const { currentPassword, newPassword } = request.body;
      if (!isValidPassword(newPassword)) throw badRequest('newPassword', { newPassword: 'validation.password' });
      if (newPassword === currentPassword) throw new HttpError(400, 'profile.samePassword', {}, { newPassword: 'profile.samePassword' });
      // Per session: a stolen token cannot lock the owner's own sessions out of changing the password.
      await enforce(attempts, `${principal.userId}:${principal.familyId}`);
      const passwordHashBefore = await findPasswordHash(db, principal.userId);
      if (passwordHashBefore === undefined) throw unauthorized('errors.sessionInvalid');
      if (!(await verifyPassword(passwordHashBefore, currentPassword))) {
        throw new HttpError(400, 'profile.wrongCurrentPassword', {}, { currentPassword: 'profile.wrongCurrentPassword' });
      }
      const ended = await changePassword(db, principal.userId, await hashPassword(newPassword), principal.familyId);
      // Their access tokens and hub connections end now, on every instance, not when the tokens expire.
      await ctx.sessions.revoked(ended);
      ctx.events.emit('account.passwordChanged', { userId: principal.userId });
      return envelope(request, reply, null, 'profile.passwordChanged');
    },
  );
}
