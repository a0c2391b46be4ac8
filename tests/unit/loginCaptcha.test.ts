import { describe, expect, it } from 'vitest';
import { accountApi, logIn } from '@client/account/api';
import { GatewayError } from '@core/errors/parseError';
import { createGateway } from '@client/gateway/client';
import { memoryCookieJar } from '@core/session/cookies';
import { createSessionStore, memoryStorage } from '@client/session/store';
import { CAPTCHA_HEADER, CAPTCHA_REQUIRED_REASON } from '@core/site/captcha';

const ORIGIN = 'http://bisa.test';
const FAR_FUTURE = '2099-01-01T00:00:00.000Z';
const profile = { userId: 'u-1', email: 'a@b.test', fullname: 'Ani', roleName: 'Trainee', accountType: 1, photo: null, emailConfirmed: true };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A login route that wants a captcha (as the gateway does after failed attempts) and records what it was sent. */
function gatewayAskingForCaptcha() {
  const captchas: (string | null)[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const path = new URL(String(input), ORIGIN).pathname;
    if (path === '/api/cm/account-user/login') {
      const captcha = new Headers(init.headers).get(CAPTCHA_HEADER);
      captchas.push(captcha);
      if (captcha !== 'solved') return json(400, { statusCode: 400, message: 'Solve the check', data: { reason: CAPTCHA_REQUIRED_REASON } });
      const data = { token: 'access', tokenExpired: FAR_FUTURE, refreshToken: 'refresh', refreshTokenExpired: FAR_FUTURE };
      return json(200, { statusCode: 200, message: 'OK', data });
    }
    const data = { account: { emailConfirmed: true, loginType: 1, fileProfile: null, roleName: 'Trainee' }, profile, myProfile: { statusUser: 1 } };
    return json(200, { statusCode: 200, message: 'OK', data });
  };
  const session = createSessionStore(memoryCookieJar(), memoryStorage());
  return { captchas, session, account: accountApi(createGateway({ apiKey: 'k', session, fetch })) };
}

describe('logIn when the gateway asks for a captcha', () => {
  it('solves one for the login action and sends the login once more', async () => {
    const { captchas, session, account } = gatewayAskingForCaptcha();
    const actions: string[] = [];
    const solver = async (action: string) => {
      actions.push(action);
      return { [CAPTCHA_HEADER]: 'solved' };
    };
    expect((await logIn(account, session, profile.email, 'pw', solver)).userId).toBe('u-1');
    expect(actions).toEqual(['login']);
    expect(captchas).toEqual([null, 'solved']);
    expect(session.isLoggedIn()).toBe(true);
  });

  it('without a solver, the gateway message is the error', async () => {
    const { session, account } = gatewayAskingForCaptcha();
    const error = await logIn(account, session, profile.email, 'pw').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).message).toBe('Solve the check');
  });
});
