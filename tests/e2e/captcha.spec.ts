import { expect, test, type Request } from '@playwright/test';
import { logInThroughForm, registerThroughApi, uniqueEmail } from './support/accounts';
import { texts } from './support/texts';

const PASSWORD = 'Rahasia#2024';
/** The gateway's answers to a used solution, written out (not read from the catalog) so a wrong translation fails. */
const ALREADY_USED = {
  en: 'The check that you are not a robot has expired or was already used. Please try again',
  id: 'Pemeriksaan bahwa Anda bukan robot sudah kedaluwarsa atau sudah dipakai. Silakan coba lagi',
};

const isCall = (path: string) => (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === path;

/**
 * The X-Captcha header the browser sent: base64 of ALTCHA's payload, the gateway's signed SHA-256 challenge for the
 * form's action and the solution the browser worked out (its counter is found by the proof of work, so only its shape
 * is known; the derived key starts with the challenge's key prefix, which is what solving means).
 */
function expectSolvedCaptcha(header: string | null | undefined, action: 'register' | 'login') {
  expect(header).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
  const payload = JSON.parse(Buffer.from(header!, 'base64').toString('utf8')) as {
    challenge: { parameters: { keyPrefix: string } };
    solution: { counter: number; derivedKey: string };
  };
  expect(payload).toMatchObject({
    challenge: {
      parameters: { algorithm: 'SHA-256', data: { action }, keyPrefix: expect.stringMatching(/^[0-9a-f]+$/) },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    },
    solution: { counter: expect.any(Number), derivedKey: expect.stringMatching(/^[0-9a-f]{64}$/) },
  });
  expect(Number.isInteger(payload.solution.counter) && payload.solution.counter >= 0).toBe(true);
  expect(payload.solution.derivedKey.startsWith(payload.challenge.parameters.keyPrefix)).toBe(true);
}

test('registration solves the captcha in the browser; the same solution sent again is refused in the language asked', async ({ page }) => {
  const t = texts.en;
  await page.goto('/en/register');
  await page.waitForLoadState('load');
  await page.getByLabel(t.fullname).fill('Jane Walker');
  await page.getByLabel(t.email, { exact: true }).fill(uniqueEmail('captcha-en'));
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(t.confirmPassword).fill(PASSWORD);
  const challenge = page.waitForRequest((request) => request.url().includes('/api/main/captcha/challenge?action=register'));
  const registration = page.waitForRequest(isCall('/api/cm/account-user/register'));
  await page.getByRole('button', { name: t.registerButton }).click();
  await challenge;
  const sent = await registration;
  await expect(page.getByRole('heading', { level: 1, name: t.registeredHeading })).toBeVisible();
  expect((await sent.response())?.status()).toBe(201);

  // The solution the browser found, sent again for another registration with everything else as the page sent it.
  const headers = await sent.allHeaders();
  const solution = headers['x-captcha'];
  expectSolvedCaptcha(solution, 'register');
  for (const language of ['en', 'id'] as const) {
    const replayed = await page.request.post('/api/cm/account-user/register', {
      headers: { 'x-api-key': headers['x-api-key'] ?? '', 'x-captcha': solution ?? '', 'accept-language': language },
      data: { email: uniqueEmail(`captcha-replay-${language}`), password: PASSWORD, fullname: 'Jane Walker', accountType: 'trainee' },
    });
    expect(replayed.status()).toBe(400);
    expect(((await replayed.json()) as { message: string }).message).toBe(ALREADY_USED[language]);
  }
});

test('after failed logins the login form solves the captcha the gateway asks for and lets the person in', async ({ page, request }) => {
  const t = texts.id;
  const user = { email: uniqueEmail('captcha-login'), password: PASSWORD, fullname: 'Putri Ayu Lestari' };
  await registerThroughApi(request, user);

  await page.goto('/login');
  // The gateway's default: from the third failure on, the login asks for a captcha (CAPTCHA_LOGIN_AFTER_FAILURES).
  for (let attempt = 0; attempt < 3; attempt++) {
    await logInThroughForm(page, 'id', user.email, 'Salah#12345');
    await expect(page.getByRole('alert')).toHaveText(t.wrongCredentials);
    await expect(page.getByRole('button', { name: t.loginButton })).toBeEnabled();
  }

  const logins: Request[] = [];
  page.on('request', (sent) => {
    if (isCall('/api/cm/account-user/login')(sent)) logins.push(sent);
  });
  const challenge = page.waitForRequest((sent) => sent.url().includes('/api/main/captcha/challenge?action=login'));
  await logInThroughForm(page, 'id', user.email, user.password);
  await challenge;
  await page.waitForURL(/\/member/);
  // Asked (400 without a captcha), solved and sent again with it.
  expect(logins).toHaveLength(2);
  expect((await logins[0]!.response())?.status()).toBe(400);
  expect(await logins[0]!.headerValue('x-captcha')).toBeNull();
  expect((await logins[1]!.response())?.status()).toBe(200);
  expectSolvedCaptcha(await logins[1]!.headerValue('x-captcha'), 'login');
});
