import { ALTERNATE_ACCOUNT_ROLES, alternateRoleOf, type RoleName } from '@core/rules/roles';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { envelope } from '../../platform/envelope';
import { conflict, forbidden, notFound } from '../../platform/httpError';
import { principalOf } from '../../platform/policy';
import type { ContractedApp } from '../../platform/typeProvider';
import { createAccount, findAccount, findAccountWithRole, touchAccount, type AccountRow } from './queries';
import { alternateAnswer, alternateBody, alternateCreatedAnswer, switchAnswer } from './schemas';
import { alternateRoles, describeAlternate, profileResponse } from './service';
import { revokeFamily, startSession } from './sessions';

/** The caller's own account, named by {uid, email}; anyone else's answers 404. Switching needs a confirmed e-mail. */
async function callerAccount(db: Db, accountId: string, named: { uid: string; email: string }): Promise<AccountRow> {
  const account = await findAccount(db, accountId);
  if (!account || named.uid !== account.accountId || named.email.trim().toLowerCase() !== account.email.toLowerCase()) {
    throw notFound('errors.accountMismatch');
  }
  if (!account.emailConfirmed) throw forbidden('errors.emailNotConfirmed');
  return account;
}

/** SPEC 4 and 7's alternate account (trainee and job seeker of one person): find it, create it, switch to it. */
export async function memberAlternateAccountRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db, tokens } = ctx;
  const config = { policy: ALTERNATE_ACCOUNT_ROLES };

  async function findAlternate(accountId: string, named: { uid: string; email: string }) {
    const account = await callerAccount(db, accountId, named);
    return { account, alternate: await findAccountWithRole(db, account.userId, alternateRoles(account.roleName as RoleName)) };
  }

  app.post('/account-user/get-alternate-account', { schema: { body: alternateBody, response: alternateAnswer }, config }, async (request, reply) => {
    const { alternate } = await findAlternate(principalOf(request).accountId, request.body);
    if (!alternate) throw notFound('errors.alternateNotFound');
    return envelope(request, reply, describeAlternate(alternate));
  });

  app.post(
    '/account-user/register-alternate-account',
    { schema: { body: alternateBody, response: alternateCreatedAnswer }, config },
    async (request, reply) => {
      const { account, alternate } = await findAlternate(principalOf(request).accountId, request.body);
      if (alternate) throw conflict('errors.alternateExists');
      const role = alternateRoleOf(account.roleName as RoleName);
      if (!role) throw forbidden('errors.switchNotAllowed');
      const row = await findAccount(db, await createAccount(db, account.userId, role, account.photo));
      return envelope(request, reply, row ? describeAlternate(row) : null, 'messages.alternateCreated', 201);
    },
  );

  app.post('/account-user/switch-alternate-account', { schema: { body: alternateBody, response: switchAnswer }, config }, async (request, reply) => {
    const { alternate } = await findAlternate(principalOf(request).accountId, request.body);
    if (!alternate) throw notFound('errors.alternateNotFound');
    // The session of the account being left ends; the new one starts a family of its own.
    await ctx.sessions.revoked(await revokeFamily(db, principalOf(request).familyId));
    await touchAccount(db, alternate.accountId);
    const token = await startSession(db, tokens, alternate);
    return envelope(request, reply, { token, profile: profileResponse(alternate).profile }, 'messages.switched');
  });
}
