import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { unauthorized } from '../../platform/httpError';
import { principalOf } from '../../platform/policy';
import type { ContractedApp } from '../../platform/typeProvider';
import { findAccount, findRefreshTokenOwner } from './queries';
import { emptyAnswer, logoutBody, profileAnswers } from './schemas';
import { hashSecret } from './secrets';
import { profileResponse } from './service';
import { revokeFamily } from './sessions';

/** The logged-in caller's session: SPEC 3's get-profile, and logout. */
export async function memberSessionRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get('/account-user/get-profile', { schema: { response: profileAnswers }, config: { policy: 'authenticated' } }, async (request, reply) => {
    const account = await findAccount(db, principalOf(request).accountId);
    if (!account) throw unauthorized('errors.sessionInvalid');
    return envelope(request, reply, profileResponse(account));
  });

  app.post(
    '/account-user/logout',
    { schema: { body: logoutBody, response: emptyAnswer }, config: { policy: 'authenticated' } },
    async (request, reply) => {
      const principal = principalOf(request);
      const ended = await revokeFamily(db, principal.familyId);
      const refreshToken = request.body?.refreshToken;
      if (refreshToken) {
        // A refresh token from another login of the same account ends too; someone else's is ignored.
        const row = await findRefreshTokenOwner(db, hashSecret(refreshToken));
        if (row && row.account_id === principal.accountId) ended.push(...(await revokeFamily(db, row.family_id)));
      }
      // The access token (here and on every instance) and the session's hub connections end with it.
      await ctx.sessions.revoked(ended);
      return envelope(request, reply, null, 'messages.loggedOut');
    },
  );
}
