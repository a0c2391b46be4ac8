import { Type, type Static } from 'typebox';
import { Nullable } from '../contract/common';

/** The profile page's details, as GET and PUT /account-user/profile answer them. */
export const ProfileDetails = Type.Object(
  {
    fullname: Type.String(),
    phone: Nullable(Type.String()),
    /** A URL on the gateway (/uploads/<name>), or null. */
    photo: Nullable(Type.String()),
    /** The person's language: mails and notifications to them use it (DESIGN 8). */
    locale: Type.Union([Type.Literal('id'), Type.Literal('en')]),
  },
  { additionalProperties: false },
);
export type ProfileDetails = Static<typeof ProfileDetails>;

/**
 * What a member edits: the person's name and phone (shapes only; SPEC 5's rules are checked by the handler with the
 * shared core). An empty phone clears the number.
 */
export const ProfileDetailsInput = Type.Object(
  { fullname: Type.String({ minLength: 1, maxLength: 200 }), phone: Type.Optional(Type.String({ maxLength: 30 })) },
  { additionalProperties: false },
);
export type ProfileDetailsInput = Static<typeof ProfileDetailsInput>;

/** PUT /account-user/locale: the language the person chose (a toggle while logged in, or the profile's setting). */
export const LocaleChoice = Type.Object({ locale: Type.Union([Type.Literal('id'), Type.Literal('en')]) }, { additionalProperties: false });
export type LocaleChoice = Static<typeof LocaleChoice>;

// Long enough for any password a person types, short enough that hashing it costs nothing extra.
const Password = Type.String({ minLength: 1, maxLength: 256 });

/** POST /account-user/change-password. */
export const PasswordChange = Type.Object({ currentPassword: Password, newPassword: Password }, { additionalProperties: false });
export type PasswordChange = Static<typeof PasswordChange>;

/** POST /account-user/photo's data: the account's new photo URL. */
export const PhotoSaved = Type.Object({ photo: Type.String() }, { additionalProperties: false });
export type PhotoSaved = Static<typeof PhotoSaved>;
