import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

/** Solves a challenge for `action` the way the browser's widget does, and answers the X-Captcha header value. */
async function solved(api: ReturnType<typeof client>, action: string): Promise<string> {
  const response = await api.get(`/api/main/captcha/challenge?action=${action}`);
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const challenge = response.body as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describeOnDatabase('captcha (ALTCHA proof of work)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    // A tiny counter keeps each solve to a few hashes.
    t = await createTestApp(kind, { CAPTCHA: 'on', CAPTCHA_MAX_COUNTER: '20', CAPTCHA_LOGIN_AFTER_FAILURES: '2' });
    api = client(t.app);
  });
  afterAll(() => t.close());

  const registration = () => ({ email: uniqueEmail('captcha'), password: PASSWORD, fullname: 'Ani Wulandari' });
  const userCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('users')
          .select(({ fn }) => fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('registers with a solved challenge, and refuses the same solution again with 400 in the caller language', async () => {
    const captcha = await solved(api, 'register');
    const first = await api.post('/api/cm/account-user/register', registration(), { headers: { 'x-captcha': captcha } });
    expect(first.status).toBe(201);
    const before = await userCount();
    const replayed = await api.post('/api/cm/account-user/register', registration(), { headers: { 'x-captcha': captcha }, lang: 'en' });
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe('The check that you are not a robot has expired or was already used. Please try again');
    const replayedId = await api.post('/api/cm/account-user/register', registration(), { headers: { 'x-captcha': captcha }, lang: 'id' });
    expect(replayedId.body.message).toBe('Pemeriksaan bahwa Anda bukan robot sudah kedaluwarsa atau sudah dipakai. Silakan coba lagi');
    expect(await userCount()).toBe(before);
  });

  it('refuses a registration without a solution with 400 and creates nothing', async () => {
    const before = await userCount();
    const missing = await api.post('/api/cm/account-user/register', registration(), { lang: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please complete the check that you are not a robot, then try again');
    const missingId = await api.post('/api/cm/account-user/register', registration(), { lang: 'id' });
    expect(missingId.body.message).toBe('Selesaikan dulu pemeriksaan bahwa Anda bukan robot, lalu coba lagi');
    expect(await userCount()).toBe(before);
  });

  it('refuses a solution made for another action, a tampered one and garbage', async () => {
    const forContact = await solved(api, 'contact');
    expect((await api.post('/api/cm/account-user/register', registration(), { headers: { 'x-captcha': forContact } })).status).toBe(400);
    const payload = JSON.parse(Buffer.from(await solved(api, 'register'), 'base64').toString()) as { challenge: Challenge };
    payload.challenge.parameters.data = { action: 'register', extra: 'x' };
    const tampered = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect((await api.post('/api/cm/account-user/register', registration(), { headers: { 'x-captcha': tampered } })).status).toBe(400);
    expect((await api.post('/api/cm/account-user/register', registration(), { headers: { 'x-captcha': 'not base64 json' } })).status).toBe(400);
  });

  it('refuses an unknown action for a challenge with 400', async () => {
    expect((await api.get('/api/main/captcha/challenge?action=anything')).status).toBe(400);
    expect((await api.get('/api/main/captcha/challenge')).status).toBe(400);
  });

  it('guards forgot password, the contact form and the company requests', async () => {
    const forgot = { email: uniqueEmail('forgot') };
    expect((await api.post('/api/cm/account-user/forgot-password', forgot)).status).toBe(400);
    const forgotOk = await api.post('/api/cm/account-user/forgot-password', forgot, {
      headers: { 'x-captcha': await solved(api, 'forgot-password') },
    });
    expect(forgotOk.status).toBe(200);

    const message = { name: 'Budi', email: 'budi@example.id', affiliation: 'PT Maju', messages: 'Halo' };
    const messages = async () =>
      Number(
        (
          await t.db
            .selectFrom('contact_messages')
            .select(({ fn }) => fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await messages();
    expect((await api.post('/api/v2/api/contact-us', message)).status).toBe(400);
    expect(await messages()).toBe(before);
    expect((await api.post('/api/v2/api/contact-us', message, { headers: { 'x-captcha': await solved(api, 'contact') } })).status).toBeLessThan(300);
    expect(await messages()).toBe(before + 1);

    const companyRequest = await api.post('/api/main/public-site/request-link-and-match', {});
    expect(companyRequest.status).toBe(400);
  });

  it('asks for a captcha at login only after failed attempts', async () => {
    const email = uniqueEmail('login');
    await api.post(
      '/api/cm/account-user/register',
      { email, password: PASSWORD, fullname: 'Ani' },
      { headers: { 'x-captcha': await solved(api, 'register') } },
    );
    for (let i = 0; i < 2; i++) expect((await api.post('/api/cm/account-user/login', { email, password: 'Wrong#12345' })).status).toBe(401);
    const without = await api.post('/api/cm/account-user/login', { email, password: PASSWORD }, { lang: 'en' });
    expect(without.status).toBe(400);
    expect(without.body.message).toBe('Please complete the check that you are not a robot, then try again');
    // The reason the login form reads to solve one and send again (packages/client/src/account/api.ts).
    expect(without.body.data).toEqual({ reason: 'captcha-required' });
    const withCaptcha = await api.post(
      '/api/cm/account-user/login',
      { email, password: PASSWORD },
      { headers: { 'x-captcha': await solved(api, 'login') } },
    );
    expect(withCaptcha.status).toBe(200);
    // A success starts the count over.
    expect((await api.post('/api/cm/account-user/login', { email, password: PASSWORD })).status).toBe(200);
  });
});
