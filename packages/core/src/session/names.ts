// The names a session is kept under in the browser (SPEC 3): the gateway reads the same cookies on the public
// site's server-rendered pages, so they live in the core.

/** SPEC 3: the exact cookie names of a session. */
export const SESSION_COOKIES = {
  token: 'token',
  expiredToken: 'expiredToken',
  refreshToken: 'refreshToken',
  refreshTokenExpired: 'refreshTokenExpired',
} as const;

/** SPEC 3: the exact localStorage keys. */
export const STORAGE_KEYS = {
  profile: 'profile',
  profileBackup: 'profile_backup',
  accountType: 'accountType',
  fullname: 'fullname',
  email: 'email',
  token: 'token',
  photo: 'fotoProfile',
} as const;

/** The locale cookie of SPEC 3 and 9, kept 365 days. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;
