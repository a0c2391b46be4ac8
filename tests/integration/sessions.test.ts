import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProfileResponse } from '@core/account/contract';
import type { TokenSet } from '@core/session/contract';
import { confirmedUser, login, PASSWORD, uniqueEmail } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

describeOnDatabase('login, refresh, profile and logout', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_LOGIN_PER_EMAIL: '3', RATE_LIMIT_LOGIN_PER_IP: '1000' });
    api = client(t.app);
  });
  afterAll(() => t.close());

  const refresh = (tokens: TokenSet) =>
    api.post<TokenSet>('/api/cm/account-user/refresh-token', { accessToken: tokens.token, refreshToken: tokens.refreshToken });

  it('logs in with a 15-minute access token and a 30-day refresh token', async () => {
    const { email } = await confirmedUser(api);
    const before = Date.now();
    const tokens = await login(api, email);
    const after = Date.now();
    expect(tokens.token.split('.')).toHaveLength(3);
    // Expiry instants are whole seconds of the moment the gateway issued them, somewhere between before and after.
    const accessExpiry = new Date(tokens.tokenExpired).getTime();
    expect(accessExpiry).toBeGreaterThan(before - 1000 + 15 * 60_000);
    expect(accessExpiry).toBeLessThanOrEqual(after + 15 * 60_000);
    const refreshExpiry = new Date(tokens.refreshTokenExpired).getTime();
    expect(refreshExpiry).toBeGreaterThanOrEqual(before + 30 * 24 * 3600_000);
    expect(refreshExpiry).toBeLessThanOrEqual(after + 30 * 24 * 3600_000);
    // The refresh token is stored hashed, never as given.
    const stored = await t.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(tokens.refreshToken);
  });

  it('answers a wrong password and an unknown e-mail with the same 401 message', async () => {
    const { email } = await confirmedUser(api);
    const wrong = await api.post('/api/cm/account-user/login', { email, password: 'Wrong#Pass1' });
    const unknown = await api.post('/api/cm/account-user/login', { email: uniqueEmail('nobody'), password: PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    expect(wrong.body.message).toBe('E-mail atau kata sandi salah');
  });

  it('rate limits logins per e-mail with 429 and Retry-After', async () => {
    // confirmedUser logged in once: with a limit of 3, two more attempts are allowed and the fourth is refused.
    const { email } = await confirmedUser(api);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await api.post('/api/cm/account-user/login', { email, password: 'Wrong#Pass1' })).status).toBe(401);
    }
    const limited = await api.post('/api/cm/account-user/login', { email, password: PASSWORD }, { lang: 'en' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/^Too many attempts/);
  });

  it('returns the profile in SPEC 3 shape', async () => {
    const { email, tokens } = await confirmedUser(api, { fullname: 'Dimas Prakoso', accountType: 'trainer' });
    const response = await api.get<ProfileResponse>('/api/cm/account-user/get-profile', { token: tokens.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ statusCode: 200, message: expect.any(String) });
    const data = response.body.data;
    expect(Object.keys(data).sort()).toEqual(['account', 'myProfile', 'profile']);
    expect(data.account).toEqual({ emailConfirmed: true, loginType: 2, fileProfile: null, roleName: 'Trainer' });
    expect(data.profile).toEqual({
      userId: expect.any(String),
      email,
      fullname: 'Dimas Prakoso',
      roleName: 'Trainer',
      accountType: 2,
      photo: null,
      emailConfirmed: true,
    });
    expect(data.myProfile).toEqual({ statusUser: 1 });
  });

  it('refuses get-profile without a token or with a forged one', async () => {
    expect((await api.get('/api/cm/account-user/get-profile')).status).toBe(401);
    const { tokens } = await confirmedUser(api);
    const [header, payload] = tokens.token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await api.get('/api/cm/account-user/get-profile', { token: forged })).status).toBe(401);
  });

  it('rotates refresh tokens; reusing a rotated one revokes the whole family', async () => {
    const { tokens } = await confirmedUser(api);
    const first = await refresh(tokens);
    expect(first.status).toBe(200);
    expect(first.body.data.refreshToken).not.toBe(tokens.refreshToken);
    const second = await refresh(first.body.data);
    expect(second.status).toBe(200);

    // The first refresh token was already rotated: presenting it again is a theft signal.
    const reuse = await refresh(tokens);
    expect(reuse.status).toBe(401);
    // ...so even the newest token of that family no longer works.
    expect((await refresh(second.body.data)).status).toBe(401);
  });

  it('refuses an expired refresh token with 401 and rotates nothing', async () => {
    const { tokens } = await confirmedUser(api);
    // The access token names its refresh family; a fresh login's family holds exactly one refresh token.
    const familyId = (JSON.parse(Buffer.from(tokens.token.split('.')[1]!, 'base64url').toString()) as { fam: string }).fam;
    const familyRows = () => t.db.selectFrom('refresh_tokens').select(['id', 'used_at', 'revoked_at']).where('family_id', '=', familyId).execute();
    const rows = await familyRows();
    expect(rows).toEqual([
      { id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/), used_at: null, revoked_at: null },
    ]);
    const row = rows[0];
    await t.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', row!.id)
      .execute();

    const expired = await refresh(tokens);
    expect(expired.status).toBe(401);
    expect(expired.body.data).toBeFalsy();
    // Nothing was claimed or issued: still the one token, unused and not revoked.
    expect(await familyRows()).toEqual([{ id: row!.id, used_at: null, revoked_at: null }]);
  });

  it('refuses a refresh whose access token belongs to another account', async () => {
    const alice = await confirmedUser(api);
    const bob = await confirmedUser(api);
    const mixed = await api.post('/api/cm/account-user/refresh-token', { accessToken: bob.tokens.token, refreshToken: alice.tokens.refreshToken });
    expect(mixed.status).toBe(401);
    // Alice's token was not consumed by the refused attempt.
    expect((await refresh(alice.tokens)).status).toBe(200);
  });

  it('logs out by revoking the refresh family', async () => {
    const { tokens } = await confirmedUser(api);
    const out = await api.post('/api/cm/account-user/logout', { refreshToken: tokens.refreshToken }, { token: tokens.token });
    expect(out.status).toBe(200);
    expect((await refresh(tokens)).status).toBe(401);
  });
});
