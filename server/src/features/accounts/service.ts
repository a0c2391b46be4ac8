import type { AlternateAccount, ProfileResponse } from '@core/account/contract';
import { normalizeAccountType, REGISTRATION_ROLE, ROLE_ACCOUNT_TYPE, type RoleName } from '@core/rules/roles';
import type { Locale } from '@core/i18n/locales';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { conflict } from '../../platform/httpError';
import { consumeOneTimeToken, createOneTimeToken } from './oneTimeTokens';
import type { AccountRow } from './queries';
import { revokeAllSessions } from './sessions';

/** SPEC 3's get-profile shape. profile.userId is the account id: rows a member owns belong to that account. */
export function profileResponse(account: AccountRow): ProfileResponse {
  return {
    account: {
      emailConfirmed: account.emailConfirmed,
      loginType: account.accountType,
      fileProfile: account.photo,
      roleName: account.roleName,
    },
    profile: {
      userId: account.accountId,
      email: account.email,
      fullname: account.fullname,
      roleName: account.roleName,
      accountType: account.accountType,
      photo: account.photo,
      emailConfirmed: account.emailConfirmed,
    },
    myProfile: { statusUser: account.statusUser },
  };
}

/** An alternate account as SPEC 7's alternate-account calls answer it. */
export function describeAlternate(account: AccountRow): AlternateAccount {
  return { userId: account.accountId, roleName: account.roleName, accountType: account.accountType };
}

/** The roles whose account a given role switches to: a job seeker goes back to whichever trainee account it has. */
export function alternateRoles(role: RoleName): RoleName[] {
  return role === 'Job Seeker' ? ['Trainee', 'Trainee Staff'] : ['Job Seeker'];
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  fullname: string;
  phone: string | null;
  accountType?: string;
  locale: Locale;
}

/** The person, their first account (the role of the chosen account type) and the confirmation code, in one transaction. */
export async function registerAccount(db: Db, input: NewAccount) {
  return registerPerson(db, input, REGISTRATION_ROLE[normalizeAccountType(input.accountType)], async () => ({}));
}

/**
 * The person, their account of the role, what the caller adds in the same transaction (a partner's organisation) and
 * the e-mail confirmation code: a refused step leaves nothing behind, and a second registration of the address
 * answers 409.
 */
export async function registerPerson<Added extends object>(
  db: Db,
  person: Omit<NewAccount, 'accountType'>,
  role: RoleName,
  add: (trx: Transaction<Database>, accountId: string) => Promise<Added>,
) {
  return db
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({ email: person.email, password_hash: person.passwordHash, fullname: person.fullname, phone: person.phone, locale: person.locale })
        .returning(['id', 'email', 'fullname', 'locale'])
        .executeTakeFirstOrThrow();
      const account = await trx
        .insertInto('accounts')
        // SPEC 5's employer menu rule: statusUser 1 is the employer's company verified (DESIGN 4a), none yet here.
        .values({ user_id: user.id, role_name: role, account_type: ROLE_ACCOUNT_TYPE[role], status_user: role === 'Employer' ? 0 : 1, photo: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const added = await add(trx, account.id);
      const token = await createOneTimeToken(trx, user.id, 'confirm-email');
      return { ...added, user, accountId: account.id, token };
    })
    .catch((error: unknown) => {
      // Two registrations of one address racing past the check before: the unique index decides.
      if (isUniqueViolation(error)) throw conflict('errors.emailTaken');
      throw error;
    });
}

/** Uses the confirmation code up; returns the user when this confirmed the address (not when it already was). */
export async function confirmEmail(db: Db, token: string): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const userId = await consumeOneTimeToken(trx, token, 'confirm-email');
    const updated = await trx
      .updateTable('users')
      .set({ email_confirmed_at: new Date() })
      .where('id', '=', userId)
      .where('email_confirmed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return updated?.id;
  });
}

/**
 * Uses the reset code up and sets the new password. Whoever knew the old password may hold a session: they all
 * end (returned, to announce after the commit: access tokens and hub connections included).
 */
export async function resetPassword(db: Db, token: string, passwordHash: string): Promise<{ userId: string; ended: string[] }> {
  return db.transaction().execute(async (trx) => {
    const userId = await consumeOneTimeToken(trx, token, 'reset-password');
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    return { userId, ended: await revokeAllSessions(trx, userId) };
  });
}
