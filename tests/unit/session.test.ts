import { describe, expect, it } from 'vitest';
import { memoryCookieJar, parseCookieHeader, serializeCookie } from '@core/session/cookies';
import { createSessionStore, memoryStorage } from '@client/session/store';
import { SESSION_COOKIES, STORAGE_KEYS } from '@core/session/names';
import type { Profile, TokenSet } from '@core/session/contract';
import { isTokenSet } from '@core/session/tokens';

const TOKENS: TokenSet = {
  token: 'access-1',
  tokenExpired: '2099-01-01T00:15:00.000Z',
  refreshToken: 'refresh-1',
  refreshTokenExpired: '2099-01-08T00:00:00.000Z',
};

const PROFILE: Profile = {
  userId: 'u-1',
  email: 'trainee@demo.local',
  fullname: 'Demo Trainee',
  roleName: 'Trainee',
  accountType: 1,
  photo: '/uploads/photo.png',
  emailConfirmed: true,
};

function setup() {
  const cookies = memoryCookieJar();
  const storage = memoryStorage();
  return { cookies, storage, session: createSessionStore(cookies, storage) };
}

describe('session names (SPEC 3)', () => {
  it('uses the exact cookie names and localStorage keys', () => {
    expect(Object.values(SESSION_COOKIES)).toEqual(['token', 'expiredToken', 'refreshToken', 'refreshTokenExpired']);
    expect(Object.values(STORAGE_KEYS)).toEqual(['profile', 'profile_backup', 'accountType', 'fullname', 'email', 'token', 'fotoProfile']);
  });
});

describe('createSessionStore', () => {
  it('stores a token set in the four cookies and the token in localStorage', () => {
    const { cookies, storage, session } = setup();
    expect(session.isLoggedIn()).toBe(false);
    session.saveTokens(TOKENS);
    expect(cookies.get('token')).toBe('access-1');
    expect(cookies.get('expiredToken')).toBe(TOKENS.tokenExpired);
    expect(cookies.get('refreshToken')).toBe('refresh-1');
    expect(cookies.get('refreshTokenExpired')).toBe(TOKENS.refreshTokenExpired);
    expect(storage.getItem('token')).toBe('access-1');
    expect(session.getAccessToken()).toBe('access-1');
    expect(session.getRefreshToken()).toBe('refresh-1');
    expect(session.isLoggedIn()).toBe(true);
  });

  it('falls back to the localStorage token when the cookie is gone', () => {
    const { storage, session } = setup();
    storage.setItem('token', 'stored-access');
    expect(session.getAccessToken()).toBe('stored-access');
  });

  it('stores the profile and its parts under their own keys', () => {
    const { storage, session } = setup();
    session.saveProfile(PROFILE);
    expect(JSON.parse(storage.getItem('profile') ?? 'null')).toEqual(PROFILE);
    expect(storage.getItem('accountType')).toBe('1');
    expect(storage.getItem('fullname')).toBe('Demo Trainee');
    expect(storage.getItem('email')).toBe('trainee@demo.local');
    expect(storage.getItem('fotoProfile')).toBe('/uploads/photo.png');
    expect(session.getProfile()).toEqual(PROFILE);
  });

  it('removes the stored photo when the profile has none', () => {
    const { storage, session } = setup();
    session.saveProfile(PROFILE);
    session.saveProfile({ ...PROFILE, photo: null });
    expect(storage.getItem('fotoProfile')).toBeNull();
  });

  it('reads a missing or corrupt profile as null', () => {
    const { storage, session } = setup();
    expect(session.getProfile()).toBeNull();
    storage.setItem('profile', '{not json');
    expect(session.getProfile()).toBeNull();
  });

  it('backupProfile moves the profile to profile_backup', () => {
    const { storage, session } = setup();
    session.saveProfile(PROFILE);
    session.backupProfile();
    expect(storage.getItem('profile')).toBeNull();
    expect(JSON.parse(storage.getItem('profile_backup') ?? 'null')).toEqual(PROFILE);
  });

  it('clear removes every session cookie and key', () => {
    const { cookies, storage, session } = setup();
    session.saveTokens(TOKENS);
    session.saveProfile(PROFILE);
    session.backupProfile();
    session.clear();
    for (const name of Object.values(SESSION_COOKIES)) expect(cookies.get(name)).toBeUndefined();
    for (const key of Object.values(STORAGE_KEYS)) expect(storage.getItem(key)).toBeNull();
    expect(session.isLoggedIn()).toBe(false);
  });
});

describe('cookies', () => {
  it('serialises a session cookie with path=/ and SameSite=Lax, never Secure', () => {
    const text = serializeCookie('token', 'a b;c');
    expect(text).toBe('token=a%20b%3Bc; path=/; SameSite=Lax');
    expect(text).not.toMatch(/secure/i);
  });

  it('adds the expiry when given', () => {
    expect(serializeCookie('token', 'x', { expires: new Date(Date.UTC(2030, 0, 2, 3, 4, 5)) })).toBe(
      'token=x; path=/; SameSite=Lax; expires=Wed, 02 Jan 2030 03:04:05 GMT',
    );
  });

  it('parses a Cookie header, decoding values and keeping the first duplicate', () => {
    expect(parseCookieHeader('token=a%20b; refreshToken=r=1 ;junk; token=second; bad=%E0%A4%A')).toEqual({
      token: 'a b',
      refreshToken: 'r=1',
      bad: '%E0%A4%A',
    });
    expect(parseCookieHeader('')).toEqual({});
  });

  it('memoryCookieJar drops a cookie set with a past expiry', () => {
    const jar = memoryCookieJar({ token: 'x' });
    jar.set('token', '', { expires: new Date(0) });
    expect(jar.get('token')).toBeUndefined();
  });
});

describe('isTokenSet', () => {
  it('requires all four string fields', () => {
    expect(isTokenSet(TOKENS)).toBe(true);
    expect(isTokenSet({ ...TOKENS, refreshToken: undefined })).toBe(false);
    expect(isTokenSet({ ...TOKENS, tokenExpired: 123 })).toBe(false);
    expect(isTokenSet(null)).toBe(false);
  });
});
