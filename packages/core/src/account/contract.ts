import { Type, type Static } from 'typebox';
import { Nullable } from '../contract/common';
import { Profile } from '../session/contract';

/** GET /account-user/get-profile (SPEC 3). */
export const ProfileResponse = Type.Object(
  {
    account: Type.Object(
      { emailConfirmed: Type.Boolean(), loginType: Type.Integer(), fileProfile: Nullable(Type.String()), roleName: Type.String() },
      { additionalProperties: false },
    ),
    profile: Profile,
    myProfile: Type.Object({ statusUser: Type.Integer() }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type ProfileResponse = Static<typeof ProfileResponse>;

/** POST /account-user/register's data: the new account's id. */
export const Registered = Type.Object({ userId: Type.String() }, { additionalProperties: false });
export type Registered = Static<typeof Registered>;

export const AlternateAccount = Type.Object(
  { userId: Type.String(), roleName: Type.String(), accountType: Type.Integer() },
  { additionalProperties: false },
);
export type AlternateAccount = Static<typeof AlternateAccount>;
