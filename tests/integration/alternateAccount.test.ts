import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SwitchResponse } from '@client/account/api';
import type { AlternateAccount, ProfileResponse } from '@core/account/contract';
import { confirmedUser, login, register } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

describeOnDatabase('alternate accounts', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
  });
  afterAll(() => t.close());

  const profileOf = async (token: string) => (await api.get<ProfileResponse>('/api/cm/account-user/get-profile', { token })).body.data.profile;

  it('lets a trainee create a linked job-seeker account, switch to it and back', async () => {
    const { email, tokens } = await confirmedUser(api);
    const trainee = await profileOf(tokens.token);
    const body = { uid: trainee.userId, email };

    const check = await api.post('/api/cm/account-user/get-alternate-account', body, { token: tokens.token });
    expect(check.status).toBe(404);
    const created = await api.post<AlternateAccount>('/api/cm/account-user/register-alternate-account', body, { token: tokens.token });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ roleName: 'Job Seeker', accountType: 5 });
    expect((await api.post('/api/cm/account-user/register-alternate-account', body, { token: tokens.token })).status).toBe(409);

    const switched = await api.post<SwitchResponse>('/api/cm/account-user/switch-alternate-account', body, { token: tokens.token });
    expect(switched.status).toBe(200);
    const { token, profile } = switched.body.data;
    expect(Object.keys(token).sort()).toEqual(['refreshToken', 'refreshTokenExpired', 'token', 'tokenExpired']);
    expect(profile).toMatchObject({ roleName: 'Job Seeker', accountType: 5, email });
    expect((await profileOf(token.token)).roleName).toBe('Job Seeker');

    // The next login opens the account used last.
    expect((await profileOf((await login(api, email)).token)).roleName).toBe('Job Seeker');

    const back = await api.post<SwitchResponse>(
      '/api/cm/account-user/switch-alternate-account',
      { uid: profile!.userId, email },
      { token: token.token },
    );
    expect(back.status).toBe(200);
    expect(back.body.data.profile).toMatchObject({ roleName: 'Trainee', userId: trainee.userId });
  });

  it('requires a confirmed e-mail', async () => {
    const { email } = await register(api);
    const tokens = await login(api, email);
    const profile = await profileOf(tokens.token);
    const response = await api.post('/api/cm/account-user/register-alternate-account', { uid: profile.userId, email }, { token: tokens.token });
    expect(response.status).toBe(403);
  });

  it('is refused to roles other than Trainee, Trainee Staff and Job Seeker', async () => {
    const { email, tokens } = await confirmedUser(api, { accountType: 'employer' });
    const profile = await profileOf(tokens.token);
    const response = await api.post('/api/cm/account-user/get-alternate-account', { uid: profile.userId, email }, { token: tokens.token });
    expect(response.status).toBe(403);
  });

  it("answers 404 for another person's account", async () => {
    const alice = await confirmedUser(api);
    const bob = await confirmedUser(api);
    const bobProfile = await profileOf(bob.tokens.token);
    const response = await api.post(
      '/api/cm/account-user/register-alternate-account',
      { uid: bobProfile.userId, email: bob.email },
      { token: alice.tokens.token },
    );
    expect(response.status).toBe(404);
    const rows = await t.db.selectFrom('accounts').select('id').where('role_name', '=', 'Job Seeker').execute();
    expect(rows.map((row) => row.id)).not.toContain(bobProfile.userId);
  });
});
