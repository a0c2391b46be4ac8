import type { Db } from '../../db/connect';
import { HttpError } from '../../platform/httpError';
import { hashSecret, newSecret } from './secrets';

export type OneTimePurpose = 'confirm-email' | 'reset-password';

/** How long an e-mailed link works: a reset link 30 minutes (short-lived out-of-band code), a confirmation 48 hours. */
export const ONE_TIME_TTL_MS: Record<OneTimePurpose, number> = {
  'confirm-email': 48 * 60 * 60 * 1000,
  'reset-password': 30 * 60 * 1000,
};

/** A new code for a user; earlier unused codes of the same purpose stop working, so only the newest mail counts. */
export async function createOneTimeToken(db: Db, userId: string, purpose: OneTimePurpose): Promise<string> {
  const { secret, hash } = newSecret();
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('one_time_tokens')
    .values({ token_hash: hash, user_id: userId, purpose, expires_at: new Date(Date.now() + ONE_TIME_TTL_MS[purpose]) })
    .execute();
  return secret;
}

/** Uses a code up (single use) and returns its user; an unknown, used or expired code is a 400. */
export async function consumeOneTimeToken(db: Db, token: string, purpose: OneTimePurpose): Promise<string> {
  const row = await db
    .updateTable('one_time_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashSecret(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  if (!row) throw new HttpError(400, 'errors.invalidToken');
  return row.user_id;
}
