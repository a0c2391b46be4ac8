import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProfileResponse } from '@core/account/contract';
import type { ProfileDetails } from '@core/account/profile.contract';
import type { TokenSet } from '@core/session/contract';
import { confirmedUser, login, PASSWORD } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

const NEW_PASSWORD = 'Baru#Sandi2026';

describeOnDatabase('profile: details and password', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_LOGIN_PER_EMAIL: '50', RATE_LIMIT_LOGIN_PER_IP: '1000' });
    api = client(t.app);
  });
  afterAll(() => t.close());

  const details = (token: string) => api.get<ProfileDetails>('/api/cm/account-user/profile', { token });
  const refresh = (tokens: TokenSet) =>
    api.post<TokenSet>('/api/cm/account-user/refresh-token', { accessToken: tokens.token, refreshToken: tokens.refreshToken });
  const changePassword = (token: string, currentPassword: string, newPassword: string) =>
    api.post('/api/cm/account-user/change-password', { currentPassword, newPassword }, { token, lang: 'en' });

  it('reads and updates the caller’s own name and phone; get-profile shows the new name', async () => {
    const { tokens } = await confirmedUser(api, { fullname: 'Ani Wulandari' });
    expect((await details(tokens.token)).body.data).toEqual({ fullname: 'Ani Wulandari', phone: null, photo: null, locale: 'id' });

    const saved = await api.put<ProfileDetails>(
      '/api/cm/account-user/profile',
      { fullname: '  Ani W. Putri ', phone: '+62 812-3456-7890' },
      { token: tokens.token, lang: 'en' },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Your profile has been saved');
    expect(saved.body.data).toEqual({ fullname: 'Ani W. Putri', phone: '+62 812-3456-7890', photo: null, locale: 'id' });
    const profile = await api.get<ProfileResponse>('/api/cm/account-user/get-profile', { token: tokens.token });
    expect(profile.body.data.profile.fullname).toBe('Ani W. Putri');

    // An absent phone stays; an empty one is cleared.
    await api.put('/api/cm/account-user/profile', { fullname: 'Ani Putri' }, { token: tokens.token });
    expect((await details(tokens.token)).body.data.phone).toBe('+62 812-3456-7890');
    await api.put('/api/cm/account-user/profile', { fullname: 'Ani Putri', phone: '' }, { token: tokens.token });
    expect((await details(tokens.token)).body.data).toEqual({ fullname: 'Ani Putri', phone: null, photo: null, locale: 'id' });
  });

  it('remembers the language the person chooses, for their mails; only id or en', async () => {
    const { tokens } = await confirmedUser(api, { fullname: 'Citra Lestari' });
    const choose = (locale: unknown, token?: string) => api.put('/api/cm/account-user/locale', { locale }, { token });
    expect((await choose('en', tokens.token)).status).toBe(200);
    expect((await details(tokens.token)).body.data.locale).toBe('en');
    expect((await choose('fr', tokens.token)).status).toBe(400);
    expect((await choose('en')).status).toBe(401);
    expect((await details(tokens.token)).body.data.locale).toBe('en');
    expect((await choose('id', tokens.token)).status).toBe(200);
    expect((await details(tokens.token)).body.data.locale).toBe('id');
  });

  it('refuses invalid details with field errors and changes nothing', async () => {
    const { tokens } = await confirmedUser(api, { fullname: 'Budi Hartono', phone: '081234567890' });
    const before = (await details(tokens.token)).body.data;

    const invalid = await api.put('/api/cm/account-user/profile', { fullname: '   ', phone: '12ab' }, { token: tokens.token, lang: 'en' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      fullname: 'Enter your full name (at most 100 characters)',
      phone: 'Enter a valid phone number (8 to 15 digits)',
    });
    const tooLong = await api.put('/api/cm/account-user/profile', { fullname: 'x'.repeat(101) }, { token: tokens.token });
    expect(tooLong.status).toBe(400);
    // Whose profile it is comes from the token: a body naming an account is refused, not obeyed.
    const foreign = await api.put('/api/cm/account-user/profile', { fullname: 'Mallory', userId: 'someone-else' }, { token: tokens.token });
    expect(foreign.status).toBe(400);
    expect((await details(tokens.token)).body.data).toEqual(before);
  });

  it('leaves other people untouched and needs a login', async () => {
    const alice = await confirmedUser(api, { fullname: 'Alice Siregar', phone: '081111111111' });
    const bob = await confirmedUser(api, { fullname: 'Bob Simanjuntak', phone: '082222222222' });
    await api.put('/api/cm/account-user/profile', { fullname: 'Alice Baru', phone: '083333333333' }, { token: alice.tokens.token });
    expect((await details(bob.tokens.token)).body.data).toEqual({ fullname: 'Bob Simanjuntak', phone: '082222222222', photo: null, locale: 'id' });
    expect((await api.put('/api/cm/account-user/profile', { fullname: 'Nobody' })).status).toBe(401);
    expect((await api.get('/api/cm/account-user/profile')).status).toBe(401);
  });

  it('refuses a wrong current password, a weak new one and an unchanged one, and keeps the old password', async () => {
    const { email, tokens } = await confirmedUser(api);
    const wrong = await changePassword(tokens.token, 'Salah#Sandi1', NEW_PASSWORD);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The current password is wrong');
    expect(wrong.body.errors).toEqual({ currentPassword: 'The current password is wrong' });

    const weak = await changePassword(tokens.token, PASSWORD, 'lemah');
    expect(weak.status).toBe(400);
    expect(Object.keys(weak.body.errors ?? {})).toEqual(['newPassword']);

    const same = await changePassword(tokens.token, PASSWORD, PASSWORD);
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual({ newPassword: 'The new password must differ from the current one' });

    await login(api, email, PASSWORD);
  });

  it('changes the password, ends the person’s other logins and keeps the current one', async () => {
    const { email, tokens: current } = await confirmedUser(api);
    const other = await login(api, email);

    const changed = await changePassword(current.token, PASSWORD, NEW_PASSWORD);
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Your password has been changed. Your other devices have been logged out');

    expect((await refresh(other)).status).toBe(401);
    const renewed = await refresh(current);
    expect(renewed.status).toBe(200);
    expect((await api.post('/api/cm/account-user/login', { email, password: PASSWORD })).status).toBe(401);
    await login(api, email, NEW_PASSWORD);
  });

  it('limits guesses of the current password per person', async () => {
    const limited = await createTestApp(kind, { RATE_LIMIT_PASSWORD_CHECKS: '2', RATE_LIMIT_LOGIN_PER_IP: '1000' });
    try {
      const limitedApi = client(limited.app);
      const { tokens } = await confirmedUser(limitedApi);
      const attempt = () =>
        limitedApi.post(
          '/api/cm/account-user/change-password',
          { currentPassword: 'Salah#Sandi1', newPassword: NEW_PASSWORD },
          { token: tokens.token },
        );
      expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(400);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      // The window is a minute from the first guess: 60 s less the moment the two guesses took.
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(30);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    } finally {
      await limited.close();
    }
  });
});
