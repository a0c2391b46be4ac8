import { describe, expect, it } from 'vitest';
import { accountApi } from '@client/account/api';
import { GatewayError } from '@core/errors/parseError';
import { createGateway } from '@client/gateway/client';
import type { Locale } from '@core/i18n/locales';
import { canAccess } from '@core/rules/access';
import { PAGES_FOR_EVERY_ROLE } from '@core/rules/menus';
import { createAuthProvider } from '@client/session/authProvider';
import { memoryCookieJar } from '@core/session/cookies';
import { createSessionStore, memoryStorage } from '@client/session/store';
import type { Profile } from '@core/session/contract';

const ORIGIN = 'http://bisa.test';
const FAR_FUTURE = '2099-01-01T00:00:00.000Z';
const PASSWORD = 'Demo@12345';

const trainee: Profile = {
  userId: 'u-1',
  email: 'trainee@demo.local',
  fullname: 'Tia Trainee',
  roleName: 'Trainee',
  accountType: 1,
  photo: null,
  emailConfirmed: true,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A small stand-in for the gateway's account routes, with one user and a set of live access tokens. */
function fakeGateway(profile: Profile) {
  const liveTokens = new Set<string>();
  const revokedRefreshTokens: string[] = [];
  let issued = 0;
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const path = new URL(String(input), ORIGIN).pathname;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : {};
    const bearer = new Headers(init.headers).get('authorization')?.replace('Bearer ', '');
    if (path === '/api/cm/account-user/login') {
      if (body.email !== profile.email || body.password !== PASSWORD) return json(401, { message: 'The e-mail or password is wrong' });
      issued += 1;
      liveTokens.add(`access-${issued}`);
      const data = { token: `access-${issued}`, tokenExpired: FAR_FUTURE, refreshToken: `refresh-${issued}`, refreshTokenExpired: FAR_FUTURE };
      return json(200, { statusCode: 200, message: 'OK', data });
    }
    if (path === '/api/cm/account-user/refresh-token') return json(401, { message: 'Refresh token revoked' });
    if (!bearer || !liveTokens.has(bearer)) return json(401, { message: 'Token expired' });
    if (path === '/api/cm/account-user/get-profile') {
      const data = {
        account: { emailConfirmed: profile.emailConfirmed, loginType: 1, fileProfile: null, roleName: profile.roleName },
        profile,
        myProfile: { statusUser: 1 },
      };
      return json(200, { statusCode: 200, message: 'OK', data });
    }
    if (path === '/api/cm/account-user/logout') {
      liveTokens.delete(bearer);
      revokedRefreshTokens.push(body.refreshToken ?? '');
      return json(200, { statusCode: 200, message: 'OK', data: null });
    }
    return json(404, { message: 'Not found' });
  };
  return { fetch, liveTokens, revokedRefreshTokens };
}

function setup({ profile = trainee, locale = 'id' as Locale, currentPage = undefined as string | undefined } = {}) {
  const server = fakeGateway(profile);
  const cookies = memoryCookieJar();
  const storage = memoryStorage();
  const session = createSessionStore(cookies, storage);
  const account = accountApi(createGateway({ apiKey: 'test-key', session, fetch: server.fetch }));
  const authProvider = createAuthProvider({
    session,
    account,
    locale,
    origin: ORIGIN,
    currentPage: currentPage === undefined ? undefined : () => currentPage,
  });
  return { server, cookies, storage, session, authProvider };
}

async function loggedIn(options?: Parameters<typeof setup>[0]) {
  const context = setup(options);
  await context.authProvider.login({ username: trainee.email, password: PASSWORD });
  return context;
}

describe('authProvider.login and checkAuth', () => {
  it('rejects checkAuth with a redirect to the public login page when there is no session', async () => {
    const { authProvider } = setup();
    await expect(authProvider.checkAuth()).rejects.toEqual({ redirectTo: `${ORIGIN}/login`, message: false });
  });

  it('keeps the page asked for, so the login brings the member back to it', async () => {
    const { authProvider } = setup({ currentPage: '/member/sertifikat/7?tab=2#top' });
    await expect(authProvider.checkAuth()).rejects.toEqual({
      redirectTo: `${ORIGIN}/login?redirect=%2Fmember%2Fsertifikat%2F7%3Ftab%3D2%23top`,
      message: false,
    });
    const english = setup({ locale: 'en', currentPage: '/en/member/profile' }).authProvider;
    await expect(english.checkError(new GatewayError(401, 'Unauthorized', null))).rejects.toMatchObject({
      redirectTo: `${ORIGIN}/en/login?redirect=%2Fen%2Fmember%2Fprofile`,
    });
  });

  it('never carries another site as the return address', async () => {
    for (const page of ['//evil.example/member', 'https://evil.example/member', '/\\evil.example']) {
      const { authProvider } = setup({ currentPage: page });
      await expect(authProvider.checkAuth(), page).rejects.toEqual({ redirectTo: `${ORIGIN}/login`, message: false });
    }
  });

  it('sends English pages to the English login page', async () => {
    const { authProvider } = setup({ locale: 'en' });
    await expect(authProvider.checkAuth()).rejects.toMatchObject({ redirectTo: `${ORIGIN}/en/login` });
  });

  it('stores the token cookies and the profile on login, after which checkAuth passes', async () => {
    const { authProvider, cookies, session } = setup();
    await authProvider.login({ username: trainee.email, password: PASSWORD });
    expect(cookies.get('token')).toBe('access-1');
    expect(cookies.get('refreshToken')).toBe('refresh-1');
    expect(session.getProfile()).toEqual(trainee);
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
  });

  it('rejects a wrong password with the server message and stores nothing', async () => {
    const { authProvider, session } = setup();
    await expect(authProvider.login({ email: trainee.email, password: 'Wrong@12345' })).rejects.toThrow('The e-mail or password is wrong');
    expect(session.isLoggedIn()).toBe(false);
  });
});

describe('authProvider.checkError', () => {
  it('logs out only for 401', async () => {
    const { authProvider } = await loggedIn();
    await expect(authProvider.checkError(new GatewayError(401, 'Unauthorized', null))).rejects.toMatchObject({ redirectTo: `${ORIGIN}/login` });
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ message: false });
  });

  it('keeps the user logged in on 403 and other errors', async () => {
    const { authProvider } = await loggedIn();
    await expect(authProvider.checkError(new GatewayError(403, 'Forbidden', null))).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(authProvider.checkError(new Error('network'))).resolves.toBeUndefined();
  });
});

describe('authProvider.logout', () => {
  it('revokes the session on the server, clears cookies and storage, and points to the login page', async () => {
    const { authProvider, server, cookies, storage } = await loggedIn();
    await expect(authProvider.logout()).resolves.toBe(`${ORIGIN}/login`);
    expect(server.liveTokens.size).toBe(0);
    expect(server.revokedRefreshTokens).toEqual(['refresh-1']);
    for (const name of ['token', 'expiredToken', 'refreshToken', 'refreshTokenExpired']) expect(cookies.get(name)).toBeUndefined();
    expect(storage.getItem('profile')).toBeNull();
    await expect(authProvider.checkAuth()).rejects.toMatchObject({ redirectTo: `${ORIGIN}/login` });
  });

  it('closes what holds the session (the hub connection) before the session is revoked', async () => {
    const server = fakeGateway(trainee);
    const session = createSessionStore(memoryCookieJar(), memoryStorage());
    const account = accountApi(createGateway({ apiKey: 'test-key', session, fetch: server.fetch }));
    const seen: string[] = [];
    const authProvider = createAuthProvider({
      session,
      account,
      locale: 'id',
      origin: ORIGIN,
      beforeLogout: async () => {
        seen.push(`closed with ${server.revokedRefreshTokens.length} revoked`);
      },
    });
    await authProvider.login({ username: trainee.email, password: PASSWORD });
    await authProvider.logout();
    expect(seen).toEqual(['closed with 0 revoked']);
    expect(server.revokedRefreshTokens).toEqual(['refresh-1']);
  });

  it('points English pages to /en/login', async () => {
    const { authProvider } = await loggedIn({ locale: 'en' });
    await expect(authProvider.logout()).resolves.toBe(`${ORIGIN}/en/login`);
  });

  it('still clears the local session when the server no longer knows the token', async () => {
    const { authProvider, server, session } = await loggedIn();
    server.liveTokens.clear();
    await expect(authProvider.logout()).resolves.toBe(`${ORIGIN}/login`);
    expect(session.isLoggedIn()).toBe(false);
  });
});

describe('authProvider.getIdentity and getPermissions', () => {
  it('fetches the profile, stores it and maps it to react-admin identity fields', async () => {
    const withPhoto = { ...trainee, photo: '/uploads/tia.jpg' };
    const { authProvider, storage } = await loggedIn({ profile: withPhoto });
    storage.removeItem('profile');
    const identity = await authProvider.getIdentity();
    expect(identity).toEqual({ id: 'u-1', fullName: 'Tia Trainee', avatar: '/uploads/tia.jpg', profile: withPhoto, statusUser: 1 });
    expect(storage.getItem('fullname')).toBe('Tia Trainee');
    expect(storage.getItem('fotoProfile')).toBe('/uploads/tia.jpg');
  });

  it('leaves the avatar out when the profile has no photo', async () => {
    const { authProvider } = await loggedIn();
    expect((await authProvider.getIdentity()).avatar).toBeUndefined();
  });

  it('returns the role name as permissions, fetching the profile when none is stored', async () => {
    const { authProvider, storage } = await loggedIn({ profile: { ...trainee, roleName: 'Employer', accountType: 6 } });
    storage.removeItem('profile');
    await expect(authProvider.getPermissions()).resolves.toBe('Employer');
  });

  it('rejects with the 401 when the session has expired on the server', async () => {
    const { authProvider, server } = await loggedIn();
    server.liveTokens.clear();
    await expect(authProvider.getIdentity()).rejects.toMatchObject({ status: 401 });
  });
});

describe('authProvider.canAccess', () => {
  it('lets every role open the dashboard and its profile', async () => {
    const { authProvider } = await loggedIn({ profile: { ...trainee, roleName: 'LSP', accountType: 4 } });
    await expect(authProvider.canAccess({ action: 'list', resource: 'dashboard' })).resolves.toBe(true);
    await expect(authProvider.canAccess({ action: 'show', resource: 'profile' })).resolves.toBe(true);
    await expect(authProvider.canAccess({ action: 'list', resource: 'order-cart' })).resolves.toBe(false);
  });

  it("answers for the area pages of the signed-in account's role", async () => {
    const { authProvider } = await loggedIn();
    await expect(authProvider.canAccess({ action: 'show', resource: 'member/transaksi' })).resolves.toBe(true);
    await expect(authProvider.canAccess({ action: 'show', resource: 'employer/job-vacancy' })).resolves.toBe(false);
  });
});

describe('canAccess (pure rule)', () => {
  it('refuses unknown or missing roles everything', () => {
    for (const resource of PAGES_FOR_EVERY_ROLE) {
      expect(canAccess({ role: 'Superuser', resource, action: 'list' })).toBe(false);
      expect(canAccess({ role: null, resource, action: 'list' })).toBe(false);
    }
  });

  it('grants the shared pages to each role', () => {
    for (const role of ['Trainee', 'Trainer Staff', 'Assessor SPV', 'Job Seeker', 'Admin']) {
      expect(canAccess({ role, resource: 'dashboard', action: 'list' })).toBe(true);
    }
  });

  it("reads 'area/segment' resources as pages of that area and bare ones as pages of the role's own area", () => {
    expect(canAccess({ role: 'Employer', resource: 'employer/candidate', action: 'show' })).toBe(true);
    expect(canAccess({ role: 'Employer', resource: 'member/dashboard', action: 'show' })).toBe(false);
    expect(canAccess({ role: 'Employer', resource: 'candidate', action: 'show' })).toBe(true);
    expect(canAccess({ role: 'Trainee', resource: 'candidate', action: 'show' })).toBe(false);
  });

  it("applies the profile's account type (SPEC 2's Trainer Staff rule)", () => {
    expect(canAccess({ role: 'Trainer Staff', accountType: 2, resource: 'member/trainer-transaction', action: 'show' })).toBe(false);
    expect(canAccess({ role: 'Trainer', accountType: 2, resource: 'member/trainer-transaction', action: 'show' })).toBe(true);
  });
});
