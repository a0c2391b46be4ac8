import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALTERNATE_ACCOUNT_ROLES, alternateRoleOf, ROLE_ACCOUNT_TYPE, type RoleName } from '../../../../src/core/rules/roles';
import type { AlternateAccount } from '../../../../src/core/account/api';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { envelope } from '../../platform/envelope';
import { conflict, forbidden, notFound } from '../../platform/httpError';
import { principalOf } from '../../platform/policy';
import { alternateBody } from './bodySchemas';
import { profileResponse } from './profile';
import { findAccount, findAccountWithRole, touchAccount, type AccountRow } from './queries';
import { revokeFamily, startSession } from './sessions';

type AlternateRequest = FastifyRequest<{ Body: { uid: string; email: string } }>;

/** The roles whose account a given role switches to: a job seeker goes back to whichever trainee account it has. */
function alternateRoles(role: RoleName): RoleName[] {
  return role === 'Job Seeker' ? ['Trainee', 'Trainee Staff'] : ['Job Seeker'];
}

function describe(account: AccountRow): AlternateAccount {
  return { userId: account.accountId, roleName: account.roleName, accountType: account.accountType };
}

/** The caller's own account, named by {uid, email}; anyone else's answers 404. Switching needs a confirmed e-mail. */
async function callerAccount(db: Db, request: AlternateRequest): Promise<AccountRow> {
  const principal = principalOf(request);
  const account = await findAccount(db, principal.accountId);
  if (!account || request.body.uid !== account.accountId || request.body.email.trim().toLowerCase() !== account.email.toLowerCase()) {
    throw notFound('errors.accountMismatch');
  }
  if (!account.emailConfirmed) throw forbidden('errors.emailNotConfirmed');
  return account;
}

export async function alternateRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db, tokens } = ctx;
  const options = { schema: { body: alternateBody }, config: { policy: ALTERNATE_ACCOUNT_ROLES } } as const;

  async function findAlternate(request: AlternateRequest) {
    const account = await callerAccount(db, request);
    return { account, alternate: await findAccountWithRole(db, account.userId, alternateRoles(account.roleName as RoleName)) };
  }

  app.post('/account-user/get-alternate-account', options, async (request: AlternateRequest, reply) => {
    const { alternate } = await findAlternate(request);
    if (!alternate) throw notFound('errors.alternateNotFound');
    return envelope(request, reply, describe(alternate));
  });

  app.post('/account-user/register-alternate-account', options, async (request: AlternateRequest, reply) => {
    const { account, alternate } = await findAlternate(request);
    if (alternate) throw conflict('errors.alternateExists');
    const role = alternateRoleOf(account.roleName as RoleName);
    if (!role) throw forbidden('errors.switchNotAllowed');
    const created = await db
      .insertInto('accounts')
      .values({ user_id: account.userId, role_name: role, account_type: ROLE_ACCOUNT_TYPE[role], photo: account.photo })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await findAccount(db, created.id);
    return envelope(request, reply, row ? describe(row) : null, 'messages.alternateCreated', 201);
  });

  app.post('/account-user/switch-alternate-account', options, async (request: AlternateRequest, reply) => {
    const { alternate } = await findAlternate(request);
    if (!alternate) throw notFound('errors.alternateNotFound');
    // The session of the account being left ends; the new one starts a family of its own.
    await ctx.sessions.revoked(await revokeFamily(db, principalOf(request).familyId));
    await touchAccount(db, alternate.accountId);
    const token = await startSession(db, tokens, alternate);
    return envelope(request, reply, { token, profile: profileResponse(alternate).profile }, 'messages.switched');
  });
}
