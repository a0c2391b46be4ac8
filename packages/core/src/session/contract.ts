import { Type, type Static } from 'typebox';
import { Nullable } from '../contract/common';

/** The token set the gateway returns on login, refresh and account switch (SPEC 3, 7). */
export const TokenSet = Type.Object(
  {
    token: Type.String(),
    /** ISO 8601 instant when the access token stops working. */
    tokenExpired: Type.String(),
    refreshToken: Type.String(),
    refreshTokenExpired: Type.String(),
  },
  { additionalProperties: false },
);
export type TokenSet = Static<typeof TokenSet>;

/** The signed-in account's profile, as the gateway answers it and the session store keeps it. */
export const Profile = Type.Object(
  {
    userId: Type.String(),
    email: Type.String(),
    fullname: Type.String(),
    roleName: Type.String(),
    accountType: Type.Integer(),
    photo: Nullable(Type.String()),
    emailConfirmed: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type Profile = Static<typeof Profile>;
