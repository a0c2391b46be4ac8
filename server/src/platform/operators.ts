import type { Db } from '../db/connect';

/** The operators (Admin accounts) with their language: whom the platform tells that something waits for them. */
export async function operatorRecipients(db: Db) {
  return db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['users.email', 'users.fullname', 'users.locale'])
    .where('accounts.role_name', '=', 'Admin')
    .orderBy('users.email')
    .execute();
}
