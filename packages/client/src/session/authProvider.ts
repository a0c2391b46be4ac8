import { logIn, logOut, type AccountApi } from '../account/api';
import type { ProfileResponse } from '@core/account/contract';
import { normalizeError } from '@core/errors/parseError';
import { localizePath, type Locale } from '@core/i18n/locales';
import { canAccess } from '@core/rules/access';
import { loginPathFor, sameSiteTarget } from '@core/rules/redirect';
import type { SessionStore } from './store';
import type { Profile } from '@core/session/contract';

/** react-admin's UserIdentity, plus the whole profile so member pages need no second profile call. */
export type MemberIdentity = {
  id: string;
  fullName: string;
  avatar?: string;
  profile: Profile;
  /** SPEC 3's myProfile.statusUser (1 = active): SPEC 5's employer menu items need it. */
  statusUser: number;
};

/**
 * What react-admin reads from a rejected checkAuth or checkError: where to go, and `message: false` so it
 * shows no toast on a page it is about to leave.
 */
export type AuthRejection = { redirectTo: string; message: false };

/**
 * react-admin 5's AuthProvider contract, typed here because the core imports no framework code.
 * Type aliases (not interfaces) so it is assignable to react-admin's index-signature type.
 */
export type MemberAuthProvider = {
  login(params: { username?: string; email?: string; password: string }): Promise<void>;
  /** Resolves to the absolute URL of the public login page (see loginUrl below). */
  logout(params?: unknown): Promise<string>;
  checkAuth(params?: unknown): Promise<void>;
  checkError(error: unknown): Promise<void>;
  getIdentity(): Promise<MemberIdentity>;
  /** The role name (SPEC 6). */
  getPermissions(params?: unknown): Promise<string>;
  canAccess(params: { action: string; resource: string; record?: unknown }): Promise<boolean>;
};

export interface AuthProviderOptions {
  session: SessionStore;
  account: AccountApi;
  /** The locale of the page, fixed by its path: it picks /login or /en/login. */
  locale: Locale;
  /** The site's origin (window.location.origin in the browser). */
  origin: string;
  /**
   * The page the member is on (path, query and hash), read when the session is found missing: the login brings them
   * back to it. Without it the login leads to its default page.
   */
  currentPage?: () => string;
  /**
   * Run before the session is revoked on logout: what holds the session open (the notification hub's connection) is
   * closed first, so the server's "session ended" never reaches it as an error.
   */
  beforeLogout?: () => Promise<void>;
}

function identityOf({ profile, myProfile }: ProfileResponse): MemberIdentity {
  return { id: profile.userId, fullName: profile.fullname, avatar: profile.photo ?? undefined, profile, statusUser: myProfile.statusUser };
}

export function createAuthProvider({ session, account, locale, origin, currentPage, beforeLogout }: AuthProviderOptions): MemberAuthProvider {
  /*
   * The login page belongs to the public site, outside the member app's router. react-admin navigates
   * inside its router for a path but does a full page load for an absolute URL, so we hand it one.
   */
  const loginUrl = new URL(localizePath('/login', locale), origin).href;
  /** To the login and, when the page is known and of this site, back to it afterwards (the login checks it again). */
  const toLogin = (): AuthRejection => {
    const back = sameSiteTarget(currentPage?.());
    return { redirectTo: back ? loginPathFor(loginUrl, back) : loginUrl, message: false };
  };

  async function fetchProfile(): Promise<ProfileResponse> {
    const { data } = await account.getProfile();
    session.saveProfile(data.profile);
    return data;
  }

  async function storedProfile(): Promise<Profile> {
    return session.getProfile() ?? (await fetchProfile()).profile;
  }

  return {
    async login({ username, email, password }) {
      await logIn(account, session, email ?? username ?? '', password);
    },
    async logout() {
      // Logging out goes on even if closing what holds the session fails: the person asked to leave.
      await beforeLogout?.().catch(() => undefined);
      await logOut(account, session);
      return loginUrl;
    },
    async checkAuth() {
      if (!session.isLoggedIn()) throw toLogin();
    },
    async checkError(error) {
      // 403 means "not allowed", not "not logged in": the user stays logged in.
      if (normalizeError(error).status === 401) throw toLogin();
    },
    async getIdentity() {
      return identityOf(await fetchProfile());
    },
    async getPermissions() {
      return (await storedProfile()).roleName;
    },
    async canAccess({ action, resource }) {
      const { roleName, accountType } = await storedProfile();
      return canAccess({ role: roleName, accountType, resource, action });
    },
  };
}
