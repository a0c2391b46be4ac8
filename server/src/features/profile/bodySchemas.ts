/** Shapes only; SPEC 5's rules are checked by the handlers with the shared core (as in the accounts feature). */
const object = <P extends Record<string, object>, R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

// Long enough for any password a person types, short enough that hashing it costs nothing extra.
const password = { type: 'string', minLength: 1, maxLength: 256 } as const;

export const detailsBody = object(
  { fullname: { type: 'string', minLength: 1, maxLength: 200 }, phone: { type: 'string', maxLength: 30 } },
  ['fullname'],
);
export const changePasswordBody = object({ currentPassword: password, newPassword: password }, ['currentPassword', 'newPassword']);

export interface DetailsBody {
  fullname: string;
  phone?: string;
}

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}
