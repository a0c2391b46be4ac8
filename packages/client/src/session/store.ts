import type { CookieJar } from '@core/session/cookies';
import { SESSION_COOKIES, STORAGE_KEYS } from '@core/session/names';
import type { Profile, TokenSet } from '@core/session/contract';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStore {
  getAccessToken(): string | undefined;
  getRefreshToken(): string | undefined;
  /** When the access token stops working (the expiredToken cookie), or null when unknown. */
  getAccessTokenExpiry(): Date | null;
  isLoggedIn(): boolean;
  saveTokens(tokens: TokenSet): void;
  getProfile(): Profile | null;
  saveProfile(profile: Profile): void;
  /** SPEC 4 (account switch): keep the old profile aside and clear the stored one. */
  backupProfile(): void;
  clear(): void;
}

function expiry(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function createSessionStore(cookies: CookieJar, storage: KeyValueStorage): SessionStore {
  const store: SessionStore = {
    getAccessToken: () => cookies.get(SESSION_COOKIES.token) || storage.getItem(STORAGE_KEYS.token) || undefined,
    getRefreshToken: () => cookies.get(SESSION_COOKIES.refreshToken) || undefined,
    getAccessTokenExpiry: () => {
      const value = cookies.get(SESSION_COOKIES.expiredToken);
      return value ? (expiry(value) ?? null) : null;
    },
    isLoggedIn: () => Boolean(store.getAccessToken()),
    saveTokens(tokens) {
      // The cookies live as long as the refresh token: an expired access token is still needed to refresh.
      const options = { expires: expiry(tokens.refreshTokenExpired) };
      cookies.set(SESSION_COOKIES.token, tokens.token, options);
      cookies.set(SESSION_COOKIES.expiredToken, tokens.tokenExpired, options);
      cookies.set(SESSION_COOKIES.refreshToken, tokens.refreshToken, options);
      cookies.set(SESSION_COOKIES.refreshTokenExpired, tokens.refreshTokenExpired, options);
      storage.setItem(STORAGE_KEYS.token, tokens.token);
    },
    getProfile() {
      const raw = storage.getItem(STORAGE_KEYS.profile);
      if (!raw) return null;
      try {
        return JSON.parse(raw) as Profile;
      } catch {
        return null;
      }
    },
    saveProfile(profile) {
      storage.setItem(STORAGE_KEYS.profile, JSON.stringify(profile));
      storage.setItem(STORAGE_KEYS.accountType, String(profile.accountType));
      storage.setItem(STORAGE_KEYS.fullname, profile.fullname);
      storage.setItem(STORAGE_KEYS.email, profile.email);
      if (profile.photo) storage.setItem(STORAGE_KEYS.photo, profile.photo);
      else storage.removeItem(STORAGE_KEYS.photo);
    },
    backupProfile() {
      const raw = storage.getItem(STORAGE_KEYS.profile);
      if (raw) storage.setItem(STORAGE_KEYS.profileBackup, raw);
      storage.removeItem(STORAGE_KEYS.profile);
    },
    clear() {
      for (const name of Object.values(SESSION_COOKIES)) cookies.remove(name);
      for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
    },
  };
  return store;
}

/** A Storage-shaped map, for tests and for browsers where localStorage is blocked. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}
