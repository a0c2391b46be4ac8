import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProfileResponse } from '@core/account/contract';
import { confirmedUser, lastMailTo, login, PASSWORD, register, tokenFromMail, uniqueEmail } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

describeOnDatabase('registration and e-mail confirmation', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
  });
  afterAll(() => t.close());

  const userCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('users')
          .select(({ fn }) => fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('registers an account and mails a confirmation link to /email-confirm', async () => {
    const { response, email } = await register(api, { accountType: 'employer', phone: '+62 812 3456 7890' });
    expect(response.status).toBe(201);
    expect(response.body.statusCode).toBe(201);
    expect(typeof response.body.data.userId).toBe('string');
    const mail = await lastMailTo(api, email);
    expect(mail.text).toContain('http://bisa.test/email-confirm?token=');
    const tokens = await login(api, email);
    const profile = await api.get<ProfileResponse>('/api/cm/account-user/get-profile', { token: tokens.token });
    expect(profile.body.data.profile).toMatchObject({ email, roleName: 'Employer', accountType: 6, emailConfirmed: false });
  });

  it('sends English links and mail to a person who registered in English', async () => {
    const email = uniqueEmail('en');
    await api.post('/api/cm/account-user/register', { email, password: PASSWORD, fullname: 'Jane Doe' }, { lang: 'en' });
    const mail = await lastMailTo(api, email);
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.text).toContain('http://bisa.test/en/email-confirm?token=');
  });

  it('falls back to trainee for an unknown or missing account type', async () => {
    for (const accountType of ['admin', 'Trainer', undefined]) {
      const { email } = await register(api, { accountType });
      const tokens = await login(api, email);
      const profile = await api.get<ProfileResponse>('/api/cm/account-user/get-profile', { token: tokens.token });
      expect(profile.body.data.profile.roleName).toBe('Trainee');
      expect(profile.body.data.profile.accountType).toBe(1);
    }
  });

  it('refuses a second account with the same e-mail (any case) with 409', async () => {
    const { email } = await register(api);
    const before = await userCount();
    const again = await register(api, { email: email.toUpperCase() });
    expect(again.response.status).toBe(409);
    expect(again.response.body.message).toBe('Akun dengan e-mail ini sudah ada');
    expect(await userCount()).toBe(before);
  });

  it('refuses invalid e-mails, passwords, names and phones with 400 naming each field, saving nothing', async () => {
    const before = await userCount();
    const bad = await api.post(
      '/api/cm/account-user/register',
      { email: 'no-at-sign.id', password: 'short', fullname: '   ', phone: 'abc' },
      { lang: 'en' },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['email', 'fullname', 'password', 'phone']);
    expect(bad.body.errors?.password).toContain('8 to 30 characters');
    for (const password of ['nodigits#Aa', 'NOLOWER1#', 'noupper1#', 'NoSpecial12', 'Has space1#', 'Aa1#'.repeat(8)]) {
      const response = await api.post('/api/cm/account-user/register', { email: uniqueEmail(), password, fullname: 'X' });
      expect(response.status, password).toBe(400);
    }
    expect(await userCount()).toBe(before);
  });

  it('confirms the e-mail once; the link cannot be used twice', async () => {
    const { email } = await register(api);
    const token = tokenFromMail(await lastMailTo(api, email), '/email-confirm');
    const first = await api.post('/api/cm/account-user/confirm-email', { token });
    expect(first.status).toBe(200);
    const second = await api.post('/api/cm/account-user/confirm-email', { token }, { lang: 'en' });
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('This link is invalid or has expired');
    const tokens = await login(api, email);
    const profile = await api.get<ProfileResponse>('/api/cm/account-user/get-profile', { token: tokens.token });
    expect(profile.body.data.account.emailConfirmed).toBe(true);
  });

  it('resends a confirmation only to unconfirmed accounts, answering the same for unknown addresses', async () => {
    const { email } = await register(api);
    const firstToken = tokenFromMail(await lastMailTo(api, email), '/email-confirm');
    expect((await api.post('/api/cm/account-user/resend-confirmation', { email })).status).toBe(200);
    const newToken = tokenFromMail(await lastMailTo(api, email), '/email-confirm');
    expect(newToken).not.toBe(firstToken);
    // Only the newest link works.
    expect((await api.post('/api/cm/account-user/confirm-email', { token: firstToken })).status).toBe(400);
    expect((await api.post('/api/cm/account-user/confirm-email', { token: newToken })).status).toBe(200);
    const unknown = await api.post('/api/cm/account-user/resend-confirmation', { email: uniqueEmail('ghost') });
    expect(unknown.status).toBe(200);
    const confirmed = await confirmedUser(api);
    const mailsBefore = ((await api.get('/dev/mailbox.json')).body as unknown as { messages: unknown[] }).messages.length;
    await api.post('/api/cm/account-user/resend-confirmation', { email: confirmed.email });
    const mailsAfter = ((await api.get('/dev/mailbox.json')).body as unknown as { messages: unknown[] }).messages.length;
    expect(mailsAfter).toBe(mailsBefore);
  });
});
