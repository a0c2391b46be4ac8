import type { Db } from '../../db/connect';
import { revokeOtherSessions, setPasswordHash } from './queries';

/**
 * The new password, and every login of the person ends except the one asking (its family), which keeps
 * refreshing; returns the sessions that ended, to announce after the commit.
 */
export function changePassword(db: Db, userId: string, passwordHash: string, keepFamilyId: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, userId, passwordHash);
    return revokeOtherSessions(trx, userId, keepFamilyId);
  });
}
