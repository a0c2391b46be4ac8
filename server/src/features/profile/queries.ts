import type { ProfileDetails } from '@core/account/profile.contract';
import type { Locale } from '@core/i18n/locales';
import type { Db } from '../../db/connect';

/** The name and phone belong to the person (shared by their accounts); the photo to the account. */
export function findDetails(db: Db, accountId: string): Promise<ProfileDetails | undefined> {
  return db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['users.fullname', 'users.phone', 'accounts.photo', 'users.locale'])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
}

/** The person's name and phone; `phone` absent leaves it as it is. */
export async function updateDetails(db: Db, userId: string, details: { fullname: string; phone?: string | null }): Promise<void> {
  await db.updateTable('users').set(details).where('id', '=', userId).execute();
}

/** The person's language, shared by their accounts as the name is. */
export async function updateLocale(db: Db, userId: string, locale: Locale): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}

/** The person's password hash, or undefined when the user is gone. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | undefined> {
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return user?.password_hash;
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** Ends every session of the person but the one given; returns the sessions that ended (to announce after the commit). */
export async function revokeOtherSessions(db: Db, userId: string, keepFamilyId: string): Promise<string[]> {
  const rows = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('revoked_at', 'is', null)
    .where('family_id', '<>', keepFamilyId)
    .where('account_id', 'in', db.selectFrom('accounts').select('id').where('user_id', '=', userId))
    .returning('family_id')
    .execute();
  return [...new Set(rows.map((row) => row.family_id))];
}

/** Points the account at its new photo; returns the URL it showed before, if any. */
export async function replacePhoto(db: Db, accountId: string, url: string): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('accounts').select('photo').where('id', '=', accountId).forUpdate().executeTakeFirst();
    await trx.updateTable('accounts').set({ photo: url }).where('id', '=', accountId).execute();
    return before?.photo ?? null;
  });
}
