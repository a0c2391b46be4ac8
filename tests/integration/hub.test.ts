import type { AddressInfo } from 'node:net';
import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../server/src/app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { confirmedUser, login } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { hubClient } from './support/hubClient';
import { client, createTestApp, type TestApp } from './support/testApp';

const FAST_HUB = { HUB_KEEPALIVE_MS: '200', HUB_CLIENT_TIMEOUT_MS: '1000' };
const PING_FRAME = '{"type":6}\u001e';
/** Waits for a condition, not for a time: the generous bound only turns a hang into a failure with a message. */
const eventually = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 20_000, interval: 20 });

describeOnDatabase('notification hub', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let baseUrl: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind, FAST_HUB);
    await seedDemo(t.db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    api = client(t.app);
    adminToken = (await login(api, DEMO_ACCOUNTS.find((a) => a.role === 'Admin')!.email, DEMO_PASSWORD)).token;
  });
  afterAll(() => t.close());

  const send = (body: Record<string, unknown>) =>
    api.post<{ id: string; recipients: number }>(
      '/api/cm/notification/send',
      { title: { id: 'Pengumuman', en: 'Announcement' }, body: { id: 'Isi', en: 'Body' }, ...body },
      { token: adminToken },
    );
  const negotiateToken = async (token: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/cm/notification/negotiate?negotiateVersion=1',
        headers: { 'x-api-key': t.config.apiKey, authorization: `Bearer ${token}` },
      })
    ).json<{ connectionToken: string }>().connectionToken;
  const unread = async (token: string) =>
    (await api.get<{ data: { totalUnread: number } }>('/api/cm/notification', { token })).body.data.data.totalUnread;

  it('negotiates WebSockets only with a URL-safe one-use token', async () => {
    const { tokens } = await confirmedUser(api);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cm/notification/negotiate?negotiateVersion=1',
      headers: { 'x-api-key': t.config.apiKey, authorization: `Bearer ${tokens.token}` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      connectionId: expect.any(String),
      connectionToken: expect.stringMatching(/^[A-Za-z0-9_.-]{20,}$/), // base64url payload and signature joined by a dot
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
    expect(body).not.toHaveProperty('useStatefulReconnect');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/cm/notification/negotiate?negotiateVersion=1',
      headers: { 'x-api-key': t.config.apiKey },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('delivers a notification sent through the API to every tab of the user', async () => {
    const { email, tokens } = await confirmedUser(api);
    // The welcome notification of the confirmation is already stored.
    await eventually(async () => expect(await unread(tokens.token)).toBe(1));
    const tabs = [hubClient(baseUrl, () => tokens.token), hubClient(baseUrl, () => tokens.token)];
    await Promise.all(tabs.map((tab) => tab.connection.start()));
    try {
      const sent = await send({ audience: 'user', email });
      expect(sent.status).toBe(201);
      expect(sent.body.data.recipients).toBe(1);
      const [first, second] = await Promise.all(tabs.map((tab) => tab.nth(1)));
      expect(first).toMatchObject({ id: sent.body.data.id, category: 'announcement', title: { id: 'Pengumuman', en: 'Announcement' } });
      expect(second!.id).toBe(first!.id);
      expect(await unread(tokens.token)).toBe(2);

      const read = await api.post<{ totalUnread: number }>(`/api/cm/notification/${first!.id}/read`, undefined, { token: tokens.token });
      expect(read.body.data.totalUnread).toBe(1);
    } finally {
      await Promise.all(tabs.map((tab) => tab.connection.stop()));
    }
  });

  it('reaches a role and everyone, but not other roles', async () => {
    const trainee = await confirmedUser(api);
    const employer = await confirmedUser(api, { accountType: 'employer' });
    const [traineeHub, employerHub] = [hubClient(baseUrl, () => trainee.tokens.token), hubClient(baseUrl, () => employer.tokens.token)];
    await Promise.all([traineeHub.connection.start(), employerHub.connection.start()]);
    try {
      await send({ audience: 'role', role: 'Employer' });
      await employerHub.nth(1);
      await send({ audience: 'all' });
      await traineeHub.nth(1);
      await employerHub.nth(2);
      expect(traineeHub.received).toHaveLength(1);
    } finally {
      await Promise.all([traineeHub.connection.stop(), employerHub.connection.stop()]);
    }
  });

  it('keeps an idle connection open past the client timeout thanks to pings', async () => {
    const { tokens } = await confirmedUser(api);
    const hub = hubClient(baseUrl, () => tokens.token, { serverTimeoutMs: 800, keepAliveMs: 200 });
    await hub.connection.start();
    // A second, raw connection counts the gateway's pings (it answers each with one of its own, as a client
    // does). The gateway pings after 200 ms of silence, so 8 pings span at least 1.4 s: past its 1 s client
    // timeout and the client's 800 ms server timeout. Waiting for them is waiting for the condition, not a sleep.
    const socket = new WebSocket(
      `${baseUrl.replace('http', 'ws')}/api/cm/notification?id=${await negotiateToken(tokens.token)}&access_token=${tokens.token}`,
    );
    const frames: string[] = [];
    socket.on('message', (data) => {
      const frame = data.toString();
      frames.push(frame);
      if (frame === PING_FRAME) socket.send(PING_FRAME);
    });
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send('{"protocol":"json","version":1}\u001e');
    await eventually(() => expect(frames.filter((frame) => frame === PING_FRAME).length).toBeGreaterThanOrEqual(8));
    expect(hub.connection.state).toBe(HubConnectionState.Connected);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    expect(frames.filter((frame) => frame !== PING_FRAME)).toEqual(['{}\u001e']);
    socket.close();
    await hub.connection.stop();
  });

  it('refuses bad tokens, unknown ids and reused ids, and non-admins cannot broadcast', async () => {
    const { tokens } = await confirmedUser(api);
    const wsUrl = baseUrl.replace('http', 'ws');
    const status = (url: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url);
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('open', () => {
          resolve(101);
          socket.close();
        });
        socket.on('error', () => undefined);
      });
    const negotiate = () => negotiateToken(tokens.token);

    expect(await status(`${wsUrl}/api/cm/notification?id=nope&access_token=${tokens.token}`)).toBe(404);
    expect(await status(`${wsUrl}/api/cm/notification?id=${await negotiate()}&access_token=forged`)).toBe(401);

    const id = await negotiate();
    const first = new WebSocket(`${wsUrl}/api/cm/notification?id=${id}&access_token=${tokens.token}`);
    await new Promise((resolve) => first.on('open', resolve));
    expect(await status(`${wsUrl}/api/cm/notification?id=${id}&access_token=${tokens.token}`)).toBe(409);
    first.close();

    const other = await confirmedUser(api);
    expect(await status(`${wsUrl}/api/cm/notification?id=${await negotiate()}&access_token=${other.tokens.token}`)).toBe(401);

    const notAdmin = await api.post(
      '/api/cm/notification/send',
      { audience: 'all', title: { id: 'a', en: 'a' }, body: { id: 'b', en: 'b' } },
      { token: tokens.token },
    );
    expect(notAdmin.status).toBe(403);
  });

  it('answers the handshake, refuses other protocols, and completes client invocations', async () => {
    const { tokens } = await confirmedUser(api);
    const id = await negotiateToken(tokens.token);
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/cm/notification?id=${id}&access_token=${tokens.token}`);
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(data.toString()));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send('{"protocol":"json","version":1}\u001e');
    await eventually(() => expect(frames[0]).toBe('{}\u001e'));
    socket.send('{"type":1,"invocationId":"0","target":"Echo","arguments":[]}\u001e');
    await eventually(() =>
      expect(frames.map((f) => JSON.parse(f.slice(0, -1)))).toContainEqual({ type: 3, invocationId: '0', error: "Unknown hub method 'Echo'" }),
    );
    socket.close();

    const id2 = await negotiateToken(tokens.token);
    const msgpack = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/cm/notification?id=${id2}&access_token=${tokens.token}`);
    const answers: string[] = [];
    msgpack.on('message', (data) => answers.push(data.toString()));
    const closed = new Promise((resolve) => msgpack.on('close', resolve));
    await new Promise((resolve) => msgpack.on('open', resolve));
    msgpack.send('{"protocol":"messagepack","version":1}\u001e');
    await closed;
    expect(JSON.parse(answers[0]!.slice(0, -1)).error).toMatch(/not available/);
  });

  it('sends Close with allowReconnect on shutdown; the client comes back to the restarted gateway', async () => {
    const { tokens } = await confirmedUser(api);
    const port = (t.app.server.address() as AddressInfo).port;
    const hub = hubClient(baseUrl, () => tokens.token, { reconnectDelays: [100, 200, 400, 800, 1600] });
    const reconnected = new Promise<void>((resolve) => hub.connection.onreconnected(() => resolve()));
    await hub.connection.start();
    const raw = new WebSocket(
      `${baseUrl.replace('http', 'ws')}/api/cm/notification?id=${await negotiateToken(tokens.token)}&access_token=${tokens.token}`,
    );
    const rawFrames: string[] = [];
    raw.on('message', (data) => rawFrames.push(data.toString()));
    await new Promise((resolve) => raw.on('open', resolve));
    raw.send('{"protocol":"json","version":1}\u001e');
    // Close only after the handshake was answered, so the Close frame below is the gateway's answer to shutdown.
    await eventually(() => expect(rawFrames).toEqual(['{}\u001e']));
    await t.app.close();
    expect(rawFrames).toContain('{"type":7,"allowReconnect":true}\u001e');
    const restarted = await buildApp({ config: t.config, db: t.db });
    await restarted.listen({ port, host: '127.0.0.1' });
    t.app = restarted;
    api = client(restarted);
    await reconnected;
    expect(hub.connection.state).toBe(HubConnectionState.Connected);
    await send({
      audience: 'user',
      userId: (await api.get<{ profile: { userId: string } }>('/api/cm/account-user/get-profile', { token: tokens.token })).body.data.profile.userId,
    });
    expect((await hub.nth(1)).category).toBe('announcement');
    await hub.connection.stop();
  });
});
