import { randomUUID } from 'node:crypto';
import type { TokenSet } from '@core/session/contract';
import type { Db } from '../../db/connect';
import type { AccessTokens, Principal } from '../../platform/accessTokens';
import { unauthorized } from '../../platform/httpError';
import type { SessionGuard } from '../../platform/sessionGuard';
import { hashSecret, newSecret } from './secrets';
import { findAccount, type AccountRow } from './queries';
import type { RoleName } from '@core/rules/roles';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

async function issue(db: Db, tokens: AccessTokens, account: AccountRow, familyId: string): Promise<TokenSet> {
  const principal: Principal = {
    accountId: account.accountId,
    userId: account.userId,
    role: account.roleName as RoleName,
    accountType: account.accountType,
    familyId,
  };
  const { token, expiresAt } = await tokens.sign(principal);
  const refresh = newSecret();
  const refreshExpiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_MS);
  await db
    .insertInto('refresh_tokens')
    .values({ family_id: familyId, account_id: account.accountId, token_hash: refresh.hash, expires_at: refreshExpiresAt })
    .execute();
  return {
    token,
    tokenExpired: expiresAt.toISOString(),
    refreshToken: refresh.secret,
    refreshTokenExpired: refreshExpiresAt.toISOString(),
  };
}

/** A new login: a new refresh-token family. */
export function startSession(db: Db, tokens: AccessTokens, account: AccountRow): Promise<TokenSet> {
  return issue(db, tokens, account, randomUUID());
}

/**
 * Revocation ends the refresh tokens here; the access tokens of these sessions end when the caller announces them
 * through `ctx.sessions.revoked(...)` after the commit (every instance then refuses them on the next request).
 */
export async function revokeFamily(db: Db, familyId: string): Promise<string[]> {
  await db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
  return [familyId];
}

/** Ends every session of the person (all their accounts); returns the sessions that ended. */
export async function revokeAllSessions(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('revoked_at', 'is', null)
    .where('account_id', 'in', db.selectFrom('accounts').select('id').where('user_id', '=', userId))
    .returning('family_id')
    .execute();
  return [...new Set(rows.map((row) => row.family_id))];
}

/**
 * Rotation: a refresh token works once. Presenting one that was already rotated means it leaked (or two
 * clients share it), so the whole family is revoked and every holder has to log in again.
 */
export async function rotateSession(
  db: Db,
  tokens: AccessTokens,
  sessions: SessionGuard,
  refreshToken: string,
  accessPrincipal: Principal,
): Promise<TokenSet> {
  const row = await db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hashSecret(refreshToken)).executeTakeFirst();
  if (!row || row.account_id !== accessPrincipal.accountId || row.revoked_at) throw unauthorized('errors.sessionInvalid');
  if (row.expires_at.getTime() <= Date.now()) throw unauthorized('errors.sessionInvalid');
  const rotated = await db.transaction().execute(async (trx) => {
    // The claim is atomic: of two requests presenting the same token, exactly one gets it.
    const claimed = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: new Date() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return 'reused' as const;
    const account = await findAccount(trx, row.account_id);
    return account ? issue(trx, tokens, account, row.family_id) : ('gone' as const);
  });
  if (rotated === 'reused') {
    // Outside the transaction above, so the revocation is committed although the request fails.
    await sessions.revoked(await revokeFamily(db, row.family_id));
    throw unauthorized('errors.sessionInvalid');
  }
  if (rotated === 'gone') throw unauthorized('errors.sessionInvalid');
  return rotated;
}
