/**
 * JSON schemas check the shape (types, required fields, sane lengths) before a handler runs; the product's
 * rules (SPEC 5) are checked by the handlers with the shared core so the messages match the apps'.
 */
const email = { type: 'string', minLength: 1, maxLength: 254 } as const;
// Long enough for any password a person types, short enough that hashing it costs nothing extra.
const password = { type: 'string', minLength: 1, maxLength: 256 } as const;
const token = { type: 'string', minLength: 1, maxLength: 2048 } as const;

const object = <P extends Record<string, object>, R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

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
export const emailBody = object({ email }, ['email']);
export const tokenBody = object({ token }, ['token']);
export const loginBody = object({ email, password }, ['email', 'password']);
export const refreshBody = object({ accessToken: token, refreshToken: token }, ['accessToken', 'refreshToken']);
export const logoutBody = { ...object({ refreshToken: token }, []), nullable: true } as const;
export const resetBody = object({ token, password }, ['token', 'password']);
export const alternateBody = object({ uid: { type: 'string', minLength: 1, maxLength: 100 }, email }, ['uid', 'email']);

export interface RegisterBody {
  email: string;
  password: string;
  fullname: string;
  accountType?: string;
  phone?: string;
}
