import type { AddressInfo } from 'node:net';
import { HubConnectionState } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TokenSet } from '@core/session/contract';
import { buildApp } from '../../server/src/app';
import { createLocalFanout } from '../../server/src/platform/fanout';
import { confirmedUser, login } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { hubClient } from './support/hubClient';
import { client, createTestApp, type TestApp } from './support/testApp';

/**
 * ASVS 7.4.1 and 7.4.3: an access token ends with its session. Logout, a password change in
 * another session and the revocation of a refresh-token family each refuse the access token on the very next
 * request (not 15 minutes later) and close the session's hub connections, on this gateway and on another one
 * sharing the fan-out.
 */
describeOnDatabase('access tokens end with their session', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let baseUrl: string;
  let other: FastifyInstance;
  let otherApi: ReturnType<typeof client>;
  let otherBaseUrl: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { HUB_KEEPALIVE_MS: '200', HUB_CLIENT_TIMEOUT_MS: '2000' });
    // Two gateways on one database and one fan-out (in-process here; Redis in tests/integration/hubCluster.test.ts).
    const fanout = createLocalFanout();
    await t.app.close();
    t.app = await buildApp({ config: t.config, db: t.db, fanout });
    other = await buildApp({ config: t.config, db: t.db, fanout });
    for (const app of [t.app, other]) await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    otherBaseUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
    api = client(t.app);
    otherApi = client(other);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const profileStatus = async (token: string, via = api) => (await via.get('/api/cm/account-user/get-profile', { token })).status;
  const negotiateStatus = async (token: string, app = t.app) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/cm/notification/negotiate?negotiateVersion=1',
        headers: { 'x-api-key': t.config.apiKey, authorization: `Bearer ${token}` },
      })
    ).statusCode;

  /** A live hub connection of the session, and a promise of the error it was closed with. */
  async function connectedHub(url: string, tokens: TokenSet) {
    const hub = hubClient(url, () => tokens.token);
    const closed = new Promise<Error | undefined>((resolve) => hub.connection.onclose(resolve));
    await hub.connection.start();
    expect(hub.connection.state).toBe(HubConnectionState.Connected);
    return { hub, closed };
  }

  it('logout ends the access token at once, on both gateways, and closes the hub connections of the session', async () => {
    const { tokens } = await confirmedUser(api);
    expect(await profileStatus(tokens.token)).toBe(200);
    // The other gateway has seen the session active (and remembers it for a while).
    expect(await profileStatus(tokens.token, otherApi)).toBe(200);
    const here = await connectedHub(baseUrl, tokens);
    const there = await connectedHub(otherBaseUrl, tokens);

    const logout = await api.post('/api/cm/account-user/logout', { refreshToken: tokens.refreshToken }, { token: tokens.token });
    expect(logout.status).toBe(200);

    expect(await profileStatus(tokens.token)).toBe(401);
    expect(await profileStatus(tokens.token, otherApi)).toBe(401);
    expect(await negotiateStatus(tokens.token)).toBe(401);
    expect(await negotiateStatus(tokens.token, other)).toBe(401);
    expect((await here.closed)?.message).toMatch(/Session ended/);
    expect((await there.closed)?.message).toMatch(/Session ended/);
    expect(here.hub.connection.state).toBe(HubConnectionState.Disconnected);
  });

  it('a password change ends the other sessions of the person at once; the one asking stays', async () => {
    const { email, tokens: current } = await confirmedUser(api);
    const elsewhere = await login(otherApi, email);
    expect(await profileStatus(elsewhere.token, otherApi)).toBe(200);
    const hubElsewhere = await connectedHub(otherBaseUrl, elsewhere);
    const hubCurrent = await connectedHub(baseUrl, current);

    const changed = await api.post(
      '/api/cm/account-user/change-password',
      { currentPassword: 'Rahasia#2026', newPassword: 'Baru#Sandi2027' },
      { token: current.token },
    );
    expect(changed.status).toBe(200);

    expect(await profileStatus(elsewhere.token)).toBe(401);
    expect(await profileStatus(elsewhere.token, otherApi)).toBe(401);
    expect((await hubElsewhere.closed)?.message).toMatch(/Session ended/);
    expect(await profileStatus(current.token)).toBe(200);
    expect(hubCurrent.hub.connection.state).toBe(HubConnectionState.Connected);
    await hubCurrent.hub.connection.stop();
  });

  it('reuse of a rotated refresh token revokes the family: every access token of it ends at once', async () => {
    const { tokens: first } = await confirmedUser(api);
    const rotated = await api.post<TokenSet>('/api/cm/account-user/refresh-token', { accessToken: first.token, refreshToken: first.refreshToken });
    expect(rotated.status).toBe(200);
    const second = rotated.body.data;
    expect(await profileStatus(second.token, otherApi)).toBe(200);
    const hub = await connectedHub(otherBaseUrl, second);

    // The old refresh token again: it leaked, so the whole family is revoked.
    const reused = await api.post('/api/cm/account-user/refresh-token', { accessToken: first.token, refreshToken: first.refreshToken });
    expect(reused.status).toBe(401);

    for (const token of [first.token, second.token]) {
      expect(await profileStatus(token)).toBe(401);
      expect(await profileStatus(token, otherApi)).toBe(401);
      expect(await negotiateStatus(token, other)).toBe(401);
    }
    expect((await hub.closed)?.message).toMatch(/Session ended/);
  });

  it('a password reset ends every session of the person', async () => {
    const { email, tokens } = await confirmedUser(api);
    expect(await profileStatus(tokens.token, otherApi)).toBe(200);
    const hub = await connectedHub(otherBaseUrl, tokens);
    expect((await api.post('/api/cm/account-user/forgot-password', { email })).status).toBe(200);
    const mailbox = (await api.get('/dev/mailbox.json')).body as unknown as { messages: { to: string; text: string }[] };
    const mail = mailbox.messages.find((message) => message.to === email && /reset-password\?token=/.test(message.text));
    const resetToken = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(mail!.text)![1]!);
    expect((await api.post('/api/cm/account-user/reset-password', { token: resetToken, password: 'Baru#Sandi2027' })).status).toBe(200);
    expect(await profileStatus(tokens.token)).toBe(401);
    expect(await profileStatus(tokens.token, otherApi)).toBe(401);
    expect((await hub.closed)?.message).toMatch(/Session ended/);
  });
});
