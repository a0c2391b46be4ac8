import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { ROLE_ACCOUNT_TYPE, type RoleName } from '@core/rules/roles';

export type AccountRow = {
  accountId: string;
  userId: string;
  roleName: string;
  accountType: number;
  statusUser: number;
  photo: string | null;
  email: string;
  fullname: string;
  locale: 'id' | 'en';
  emailConfirmed: boolean;
};

const accountColumns = (db: Db) =>
  db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select([
      'accounts.id as accountId',
      'users.id as userId',
      'accounts.role_name as roleName',
      'accounts.account_type as accountType',
      'accounts.status_user as statusUser',
      'accounts.photo as photo',
      'users.email as email',
      'users.fullname as fullname',
      'users.locale as locale',
      sql<boolean>`users.email_confirmed_at is not null`.as('emailConfirmed'),
    ]);

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findAccount(db: Db, accountId: string): Promise<AccountRow | undefined> {
  return accountColumns(db).where('accounts.id', '=', accountId).executeTakeFirst();
}

/** The account a login opens: the one the person used last. */
export function findLastUsedAccount(db: Db, userId: string): Promise<AccountRow | undefined> {
  return accountColumns(db).where('accounts.user_id', '=', userId).orderBy('accounts.last_used_at', 'desc').executeTakeFirst();
}

export function findAccountWithRole(db: Db, userId: string, roles: readonly string[]): Promise<AccountRow | undefined> {
  return accountColumns(db)
    .where('accounts.user_id', '=', userId)
    .where('accounts.role_name', 'in', [...roles])
    .orderBy('accounts.last_used_at', 'desc')
    .executeTakeFirst();
}

export async function touchAccount(db: Db, accountId: string): Promise<void> {
  await db.updateTable('accounts').set({ last_used_at: new Date() }).where('id', '=', accountId).execute();
}

/** The session (family) and account a refresh token belongs to, whatever its state. */
export function findRefreshTokenOwner(db: Db, tokenHash: string) {
  return db.selectFrom('refresh_tokens').select(['family_id', 'account_id']).where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** A new account of the person in another role, with the photo of the account it comes from. */
export async function createAccount(db: Db, userId: string, role: RoleName, photo: string | null): Promise<string> {
  const created = await db
    .insertInto('accounts')
    .values({ user_id: userId, role_name: role, account_type: ROLE_ACCOUNT_TYPE[role], photo })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}
