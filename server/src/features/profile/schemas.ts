import { emptyEnvelope, envelopeOf } from '../../platform/typeProvider';

/** Shapes only; SPEC 5's rules are checked by the handlers with the shared core (as in the accounts feature). */
const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

// Long enough for any password a person types, short enough that hashing it costs nothing extra.
const password = { type: 'string', minLength: 1, maxLength: 256 } as const;

export const detailsBody = object(
  { fullname: { type: 'string', minLength: 1, maxLength: 200 }, phone: { type: 'string', maxLength: 30 } },
  ['fullname'],
);
export const changePasswordBody = object({ currentPassword: password, newPassword: password }, ['currentPassword', 'newPassword']);

const nullableText = { type: ['string', 'null'] } as const;

/** The profile page's details (src/core/account/profileApi.ts ProfileDetails): GET and PUT answer them. */
export const detailsAnswer = {
  200: envelopeOf(object({ fullname: { type: 'string' }, phone: nullableText, photo: nullableText }, ['fullname', 'phone', 'photo'])),
} as const;
export const emptyAnswer = { 200: emptyEnvelope } as const;
/** The new photo's URL (profileApi.ts uploadPhoto). */
export const photoAnswer = { 200: envelopeOf(object({ photo: { type: 'string' } }, ['photo'])) } as const;
