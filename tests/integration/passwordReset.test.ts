import { afterAll, beforeAll, expect, it } from 'vitest';
import { confirmedUser, lastMailTo, login, PASSWORD, tokenFromMail, uniqueEmail } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

describeOnDatabase('forgotten password', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
  });
  afterAll(() => t.close());

  const mailCount = async () => ((await api.get('/dev/mailbox.json')).body as unknown as { messages: unknown[] }).messages.length;

  it('answers 200 for an unknown address without sending anything', async () => {
    const before = await mailCount();
    const response = await api.post('/api/cm/account-user/forgot-password', { email: uniqueEmail('ghost') });
    expect(response.status).toBe(200);
    expect(await mailCount()).toBe(before);
  });

  it('mails a single-use reset link; the new password works, the old one and old sessions do not', async () => {
    const { email, tokens } = await confirmedUser(api);
    const forgot = await api.post('/api/cm/account-user/forgot-password', { email });
    expect(forgot.status).toBe(200);
    const mail = await lastMailTo(api, email);
    expect(mail.text).toContain('30');
    const token = tokenFromMail(mail, '/reset-password');

    const weak = await api.post('/api/cm/account-user/reset-password', { token, password: 'weak' });
    expect(weak.status).toBe(400);

    const reset = await api.post('/api/cm/account-user/reset-password', { token, password: 'Baru#Sekali9' });
    expect(reset.status).toBe(200);
    expect((await api.post('/api/cm/account-user/reset-password', { token, password: 'Lagi#Sekali9' })).status).toBe(400);

    expect((await api.post('/api/cm/account-user/login', { email, password: PASSWORD })).status).toBe(401);
    await login(api, email, 'Baru#Sekali9');
    const staleRefresh = await api.post('/api/cm/account-user/refresh-token', { accessToken: tokens.token, refreshToken: tokens.refreshToken });
    expect(staleRefresh.status).toBe(401);
  });

  it('refuses an expired reset link', async () => {
    const { email } = await confirmedUser(api);
    await api.post('/api/cm/account-user/forgot-password', { email });
    const token = tokenFromMail(await lastMailTo(api, email), '/reset-password');
    await t.db
      .updateTable('one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'reset-password')
      .execute();
    expect((await api.post('/api/cm/account-user/reset-password', { token, password: 'Baru#Sekali9' })).status).toBe(400);
  });
});
