import type { PhotoSaved, ProfileDetails } from '@core/account/profileApi';
import { emptyEnvelope, envelopeOf } from '../../platform/typeProvider';

/** Shapes only; SPEC 5's rules are checked by the handlers with the shared core (as in the accounts feature). */
const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

// Long enough for any password a person types, short enough that hashing it costs nothing extra.
const password = { type: 'string', minLength: 1, maxLength: 256 } as const;

export const detailsBody = object({ fullname: { type: 'string', minLength: 1, maxLength: 200 }, phone: { type: 'string', maxLength: 30 } }, [
  'fullname',
]);
export const changePasswordBody = object({ currentPassword: password, newPassword: password }, ['currentPassword', 'newPassword']);

const nullableText = { type: ['string', 'null'] } as const;

/** The profile page's details (src/core/account/profileApi.ts ProfileDetails): GET and PUT answer them. */
const details = object({ fullname: { type: 'string' }, phone: nullableText, photo: nullableText }, ['fullname', 'phone', 'photo']);
/** The new photo's URL (profileApi.ts PhotoSaved). */
const photoSaved = object({ photo: { type: 'string' } }, ['photo']);

// Each answer names every field of its core type: the serialiser would drop one a schema forgot.
void (details.properties satisfies Record<keyof ProfileDetails, object>);
void (photoSaved.properties satisfies Record<keyof PhotoSaved, object>);

export const detailsAnswer = { 200: envelopeOf(details) } as const;
export const emptyAnswer = { 200: emptyEnvelope } as const;
export const photoAnswer = { 200: envelopeOf(photoSaved) } as const;
