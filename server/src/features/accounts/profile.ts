import type { ProfileResponse } from '../../../../src/core/account/api';
import type { AccountRow } from './queries';

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
