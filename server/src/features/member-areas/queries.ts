import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** What a landing page shows of the caller's account: the profile facts and the activation status. */
export function findAreaProfile(db: Db, accountId: string) {
  return db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select([
      'users.fullname as fullname',
      'users.email as email',
      'accounts.role_name as roleName',
      'accounts.status_user as statusUser',
      sql<boolean>`users.email_confirmed_at is not null`.as('emailConfirmed'),
    ])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
}
