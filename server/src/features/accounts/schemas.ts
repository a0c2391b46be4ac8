import { Type, type Static } from 'typebox';
import { AlternateAccount, ProfileResponse, Registered } from '@core/account/contract';
import { EmptyEnvelope, Envelope } from '@core/contract/common';
import { PartnerRegistered, PartnerRegistrationBody } from '@core/organisations/partnerRegistration.contract';
import { Profile, TokenSet } from '@core/session/contract';

/**
 * Schemas check the shape (types, required fields, sane lengths) before a handler runs; the product's rules
 * (SPEC 5) are checked by the handlers with the shared core so the messages match the apps'. The answers are the
 * core's contracts (packages/core/src/account/contract.ts, packages/core/src/session/contract.ts): the serialiser drops any other field.
 */
const email = Type.String({ minLength: 1, maxLength: 254 });
// Long enough for any password a person types, short enough that hashing it costs nothing extra.
const password = Type.String({ minLength: 1, maxLength: 256 });
const token = Type.String({ minLength: 1, maxLength: 2048 });
const closed = { additionalProperties: false } as const;

export const registerBody = Type.Object(
  {
    email,
    password,
    fullname: Type.String({ minLength: 1, maxLength: 200 }),
    accountType: Type.Optional(Type.String({ maxLength: 50 })),
    phone: Type.Optional(Type.String({ maxLength: 30 })),
  },
  closed,
);
/** SPEC 1's partner registration: the shape only; the rules (NPWP, areas, lengths) are the shared core's, by field. */
export const partnerRegistrationBody = PartnerRegistrationBody;
export const emailBody = Type.Object({ email }, closed);
export const tokenBody = Type.Object({ token }, closed);
export const loginBody = Type.Object({ email, password }, closed);
export const refreshBody = Type.Object({ accessToken: token, refreshToken: token }, closed);
/** Logout's body may be null (nothing sent): the refresh token, when given, is ended too. */
const logoutToken = Type.Object({ refreshToken: Type.Optional(token) }, closed);
export const logoutBody = Type.Unsafe<Static<typeof logoutToken> | null>({ ...logoutToken, nullable: true });
export const resetBody = Type.Object({ token, password }, closed);
export const alternateBody = Type.Object({ uid: Type.String({ minLength: 1, maxLength: 100 }), email }, closed);

export const registeredAnswer = { 201: Envelope(Registered) } as const;
export const partnerRegisteredAnswer = { 201: Envelope(PartnerRegistered) } as const;
export const emptyAnswer = { 200: EmptyEnvelope } as const;
export const tokenSetAnswer = { 200: Envelope(TokenSet) } as const;
export const profileAnswers = { 200: Envelope(ProfileResponse) } as const;
export const alternateAnswer = { 200: Envelope(AlternateAccount) } as const;
export const alternateCreatedAnswer = { 201: Envelope(Type.Union([AlternateAccount, Type.Null()])) } as const;
/** packages/client/src/account/api.ts SwitchResponse (the gateway always sends the new profile). */
export const switchAnswer = { 200: Envelope(Type.Object({ token: TokenSet, profile: Profile }, closed)) } as const;
