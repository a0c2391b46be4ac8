import type { AlternateAccount, ProfileResponse, Registered } from '@core/account/api';
import { PARTNER_KINDS, type PartnerRegistered, type PartnerRegistration } from '@core/organisations/partnerRegistration';
import type { Profile } from '@core/session/store';
import type { TokenSet } from '@core/session/tokens';
import { emptyEnvelope, envelopeOf } from '../../platform/typeProvider';

/**
 * JSON schemas check the shape (types, required fields, sane lengths) before a handler runs; the product's
 * rules (SPEC 5) are checked by the handlers with the shared core so the messages match the apps'.
 * The response schemas name every field the clients read (src/core/account/api.ts, src/core/session/): the
 * serialiser drops any other.
 */
const email = { type: 'string', minLength: 1, maxLength: 254 } as const;
// Long enough for any password a person types, short enough that hashing it costs nothing extra.
const password = { type: 'string', minLength: 1, maxLength: 256 } as const;
const token = { type: 'string', minLength: 1, maxLength: 2048 } as const;

const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

const closed = <const P extends Record<string, object>>(properties: P) => object(properties, Object.keys(properties) as (keyof P & string)[]);

export const registerBody = object(
  {
    email,
    password,
    fullname: { type: 'string', minLength: 1, maxLength: 200 },
    accountType: { type: 'string', maxLength: 50 },
    phone: { type: 'string', maxLength: 30 },
  },
  ['email', 'password', 'fullname'],
);
/** SPEC 1's partner registration: the shape only; the rules (NPWP, areas, lengths) are the shared core's, by field. */
const field = (maxLength: number) => ({ type: 'string', maxLength }) as const;
export const partnerRegistrationBody = object(
  {
    kind: { type: 'string', enum: PARTNER_KINDS },
    legalName: field(1000),
    npwp: field(100),
    industry: field(1000),
    size: field(20),
    website: field(1000),
    address: field(2000),
    provinceCode: field(20),
    regencyCode: field(20),
    districtCode: field(20),
    villageCode: field(20),
    fullname: field(1000),
    position: field(1000),
    email,
    phone: field(100),
    password,
    acceptTerms: { type: 'boolean' },
  },
  [
    'kind',
    'legalName',
    'npwp',
    'industry',
    'size',
    'address',
    'provinceCode',
    'regencyCode',
    'districtCode',
    'villageCode',
    'fullname',
    'position',
    'email',
    'phone',
    'password',
    'acceptTerms',
  ],
);
void (partnerRegistrationBody.properties satisfies Record<keyof PartnerRegistration, object>);
export const emailBody = object({ email }, ['email']);
export const tokenBody = object({ token }, ['token']);
export const loginBody = object({ email, password }, ['email', 'password']);
export const refreshBody = object({ accessToken: token, refreshToken: token }, ['accessToken', 'refreshToken']);
export const logoutBody = { ...object({ refreshToken: token }, []), nullable: true } as const;
export const resetBody = object({ token, password }, ['token', 'password']);
export const alternateBody = object({ uid: { type: 'string', minLength: 1, maxLength: 100 }, email }, ['uid', 'email']);

const text = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const boolean = { type: 'boolean' } as const;
const nullableText = { type: ['string', 'null'] } as const;

/** The token set of login, refresh and switch (src/core/session/tokens.ts TokenSet). */
const tokenSet = closed({ token: text, tokenExpired: text, refreshToken: text, refreshTokenExpired: text });

/** The stored profile (src/core/session/store.ts Profile). */
const profile = closed({
  userId: text,
  email: text,
  fullname: text,
  roleName: text,
  accountType: integer,
  photo: nullableText,
  emailConfirmed: boolean,
});

/** SPEC 3's get-profile (src/core/account/api.ts ProfileResponse). */
const profileAnswer = closed({
  account: closed({ emailConfirmed: boolean, loginType: integer, fileProfile: nullableText, roleName: text }),
  profile,
  myProfile: closed({ statusUser: integer }),
});

/** src/core/account/api.ts AlternateAccount. */
const alternateAccount = closed({ userId: text, roleName: text, accountType: integer });

const registered = closed({ userId: text });

// Each answer names every field of its core type: the serialiser would drop one a schema forgot.
void (tokenSet.properties satisfies Record<keyof TokenSet, object>);
void (profile.properties satisfies Record<keyof Profile, object>);
void (profileAnswer.properties satisfies Record<keyof ProfileResponse, object>);
void (profileAnswer.properties.account.properties satisfies Record<keyof ProfileResponse['account'], object>);
void (profileAnswer.properties.myProfile.properties satisfies Record<keyof ProfileResponse['myProfile'], object>);
void (alternateAccount.properties satisfies Record<keyof AlternateAccount, object>);
void (registered.properties satisfies Record<keyof Registered, object>);

export const registeredAnswer = { 201: envelopeOf(registered) } as const;
const partnerRegistered = closed({ userId: text, organisationId: text });
void (partnerRegistered.properties satisfies Record<keyof PartnerRegistered, object>);
export const partnerRegisteredAnswer = { 201: envelopeOf(partnerRegistered) } as const;
export const emptyAnswer = { 200: emptyEnvelope } as const;
export const tokenSetAnswer = { 200: envelopeOf(tokenSet) } as const;
export const profileAnswers = { 200: envelopeOf(profileAnswer) } as const;
export const alternateAnswer = { 200: envelopeOf(alternateAccount) } as const;
export const alternateCreatedAnswer = { 201: envelopeOf({ anyOf: [alternateAccount, { type: 'null' }] }) } as const;
/** src/core/account/api.ts SwitchResponse (the gateway always sends the new profile). */
export const switchAnswer = { 200: envelopeOf(closed({ token: tokenSet, profile })) } as const;
