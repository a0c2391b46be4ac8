import { errorReasonOf, GatewayError } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { CAPTCHA_REQUIRED_REASON, type CaptchaAction } from '@core/site/captcha';
import type { Gateway } from '../gateway/client';
import type { SessionStore } from '../session/store';
import type { Profile, TokenSet } from '@core/session/contract';
import type { AccountType } from '@core/rules/roles';
import type { AlternateAccount, ProfileResponse, Registered } from '@core/account/contract';

export interface RegisterInput {
  email: string;
  password: string;
  fullname: string;
  accountType: AccountType;
  phone?: string;
}

/**
 * The switch's answer as SPEC 4 reads it: a profile may not come back (the old one is then backed up). This gateway
 * always sends it (its response schema requires it).
 */
export interface SwitchResponse {
  token: TokenSet;
  profile: Profile | null;
}

/** The account calls of SPEC 7 over the cm family. */
export function accountApi(gateway: Gateway) {
  const cm = gateway.cm;
  return {
    /** `headers`: the solved captcha (public-site/src/forms/captcha.ts). */
    register: (input: RegisterInput, headers?: Record<string, string>) =>
      cm.post<Envelope<Registered>>('/account-user/register', input, { skipRefresh: true, headers }),
    confirmEmail: (token: string) => cm.post<Envelope<null>>('/account-user/confirm-email', { token }, { skipRefresh: true }),
    resendConfirmation: (email: string) => cm.post<Envelope<null>>('/account-user/resend-confirmation', { email }, { skipRefresh: true }),
    login: (email: string, password: string, headers?: Record<string, string>) =>
      cm.post<Envelope<TokenSet>>('/account-user/login', { email, password }, { skipRefresh: true, headers }),
    getProfile: () => cm.get<Envelope<ProfileResponse>>('/account-user/get-profile'),
    logout: (refreshToken: string | undefined) => cm.post<Envelope<null>>('/account-user/logout', { refreshToken }),
    forgotPassword: (email: string, headers?: Record<string, string>) =>
      cm.post<Envelope<null>>('/account-user/forgot-password', { email }, { skipRefresh: true, headers }),
    resetPassword: (token: string, password: string) =>
      cm.post<Envelope<null>>('/account-user/reset-password', { token, password }, { skipRefresh: true }),
    getAlternateAccount: (uid: string, email: string) => cm.post<Envelope<AlternateAccount>>('/account-user/get-alternate-account', { uid, email }),
    registerAlternateAccount: (uid: string, email: string) =>
      cm.post<Envelope<AlternateAccount>>('/account-user/register-alternate-account', { uid, email }),
    switchAlternateAccount: (uid: string, email: string) =>
      cm.post<Envelope<SwitchResponse>>('/account-user/switch-alternate-account', { uid, email }),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;

/** Executes the captcha for an action and answers the headers its request carries (the public site's forms/captcha.ts). */
export type CaptchaSolver = (action: CaptchaAction) => Promise<Record<string, string>>;

/** The gateway's 400 asking for a solved captcha (a login after failed attempts). */
const asksForCaptcha = (error: unknown) => error instanceof GatewayError && error.status === 400 && errorReasonOf(error) === CAPTCHA_REQUIRED_REASON;

/**
 * Login as SPEC 4 describes it: store the token set, then fetch and store the profile. After failed attempts the
 * gateway asks for a captcha: with a solver, it is solved and the login sent once more (no solver: the message shows).
 */
export async function logIn(api: AccountApi, session: SessionStore, email: string, password: string, solveCaptcha?: CaptchaSolver): Promise<Profile> {
  const send = async () => {
    try {
      return await api.login(email, password);
    } catch (error) {
      if (!solveCaptcha || !asksForCaptcha(error)) throw error;
      return api.login(email, password, await solveCaptcha('login'));
    }
  };
  const { data: tokens } = await send();
  session.saveTokens(tokens);
  const { data } = await api.getProfile();
  session.saveProfile(data.profile);
  return data.profile;
}

/** Logout as SPEC 4 describes it: revoke on the server (best effort), then clear local storage and cookies. */
export async function logOut(api: AccountApi, session: SessionStore): Promise<void> {
  try {
    if (session.getAccessToken()) await api.logout(session.getRefreshToken());
  } catch {
    // The local session is cleared whatever the server said: the user asked to leave.
  } finally {
    session.clear();
  }
}

/**
 * SPEC 4's account switch: check the alternate account (create it if the check fails), switch, store the
 * new token set, and back the old profile up when no profile comes back. Returns where to reload to.
 */
export async function switchAccount(api: AccountApi, session: SessionStore, current: Profile): Promise<string> {
  try {
    await api.getAlternateAccount(current.userId, current.email);
  } catch {
    await api.registerAlternateAccount(current.userId, current.email);
  }
  const { data } = await api.switchAlternateAccount(current.userId, current.email);
  session.saveTokens(data.token);
  if (data.profile) session.saveProfile(data.profile);
  else session.backupProfile();
  return data.profile?.roleName === 'Job Seeker' ? '/job-seeker/profile' : '/member';
}
