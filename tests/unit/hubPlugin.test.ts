import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { AccessTokens, Principal } from '../../server/src/platform/accessTokens';
import { errorHandlerPlugin } from '../../server/src/platform/errorHandler';
import { Hub } from '../../server/src/platform/hub/hub';
import { HUB_PATH, hubPlugin } from '../../server/src/platform/hub/plugin';
import { policyPlugin } from '../../server/src/platform/policy';
import { createLocalRateLimits } from '../../server/src/platform/rateLimiter';
import type { SessionGuard } from '../../server/src/platform/sessionGuard';

/**
 * The hub's Fastify plugin: the negotiate route (policy, schema, per-account limit, SignalR's own answer), the
 * WebSocket upgrade on the HTTP server, and the hub closed with the server. The hub is the real one; its access
 * tokens and sessions are test doubles (a token is the account id; the token "explode" makes verification fail).
 */

const RS = '\u001e';
const person = (accountId: string): Principal => ({
  accountId,
  userId: `user-${accountId}`,
  role: 'Trainee',
  accountType: 1,
  familyId: `fam-${accountId}`,
});
const PEOPLE = new Map(['alice', 'bob'].map((id) => [id, person(id)]));

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** A gateway with the error envelope, the route policies and the hub plugin, listening on a free port. */
async function hubApp(options: { negotiationsPerMinute?: number } = {}) {
  const tokens = {
    verify: async (token: string) => {
      if (token === 'explode') throw new Error('the key store is unreachable');
      return PEOPLE.get(token) ?? null;
    },
  } as unknown as AccessTokens;
  const sessions: SessionGuard = { isActive: async () => true, revoked: async () => undefined, onRevoked: () => undefined };
  const hub = new Hub({ tokens, sessions, keepAliveMs: 15_000, clientTimeoutMs: 30_000, maxConnectionsPerAccount: 10, negotiationTtlMs: 5_000 });
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  await app.register(policyPlugin, { tokens, sessions });
  await app.register(hubPlugin, {
    hub,
    negotiatePerAccount: createLocalRateLimits().counter('hub-negotiate', options.negotiationsPerMinute ?? 100, 60_000),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  const negotiate = (token?: string, query = '') =>
    app.inject({
      method: 'POST',
      url: `${HUB_PATH}/negotiate${query}`,
      headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, hub, negotiate, base };
}

/** How an upgrade attempt ends: 'open', the HTTP status it was refused with, or 'destroyed' (no answer at all). */
function upgrade(url: string): Promise<'open' | 'destroyed' | number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('open', () => {
      resolve('open');
      socket.close();
    });
    socket.on('error', () => resolve('destroyed'));
  });
}

describe('the hub plugin', () => {
  it("answers negotiate with SignalR's own fields at the top level, not the envelope", async () => {
    const { negotiate } = await hubApp();
    const response = await negotiate('alice', '?negotiateVersion=1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      connectionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      connectionToken: expect.stringMatching(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/),
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
  });

  it('asks for a login before negotiating, and takes negotiate version 1 only', async () => {
    const { negotiate } = await hubApp();
    const anonymous = await negotiate();
    expect([anonymous.statusCode, anonymous.json().message]).toEqual([401, 'Please log in to continue']);
    expect((await negotiate('alice', '?negotiateVersion=2')).statusCode).toBe(400);
    expect((await negotiate('alice')).statusCode).toBe(200);
  });

  it('limits negotiations per account, whatever address they come from', async () => {
    const { negotiate } = await hubApp({ negotiationsPerMinute: 2 });
    expect((await negotiate('alice')).statusCode).toBe(200);
    expect((await negotiate('alice')).statusCode).toBe(200);
    const refused = await negotiate('alice');
    // The limiter's minute, not the hub's cap (which would say the 5-second negotiation lifetime).
    expect([refused.statusCode, refused.headers['retry-after']]).toEqual([429, '60']);
    expect((await negotiate('bob')).statusCode).toBe(200);
  });

  it('opens the WebSocket on the hub path with a negotiated token, and runs the hub protocol on it', async () => {
    const { negotiate, base, hub } = await hubApp();
    const token = (await negotiate('alice')).json<{ connectionToken: string }>().connectionToken;
    const socket = new WebSocket(`${base}${HUB_PATH}?id=${token}&access_token=alice`);
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(data.toString()));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(`{"protocol":"json","version":1}${RS}`);
    await vi.waitFor(() => expect(frames).toEqual([`{}${RS}`]));
    expect(hub.push({ kind: 'accounts', ids: ['alice'] }, 'ReceiveNotification', [{ n: 1 }])).toBe(1);
    await vi.waitFor(() => expect(frames.at(-1)).toBe(`{"type":1,"target":"ReceiveNotification","arguments":[{"n":1}]}${RS}`));
    socket.close();
  });

  it("leaves the hub's own refusals to it, and drops an upgrade elsewhere or one that fails without an answer", async () => {
    const { negotiate, base } = await hubApp();
    const token = async () => (await negotiate('alice')).json<{ connectionToken: string }>().connectionToken;
    expect(await upgrade(`${base}${HUB_PATH}?id=unknown&access_token=alice`)).toBe(404);
    expect(await upgrade(`${base}${HUB_PATH}?id=${await token()}&access_token=bob`)).toBe(401);
    expect(await upgrade(`${base}/api/cm/elsewhere?id=${await token()}&access_token=alice`)).toBe('destroyed');
    expect(await upgrade(`${base}${HUB_PATH}/negotiate?id=${await token()}&access_token=alice`)).toBe('destroyed');
    expect(await upgrade(`${base}${HUB_PATH}?id=${await token()}&access_token=explode`)).toBe('destroyed');
  });

  it('closes the hub with the server: connected clients are told to reconnect elsewhere', async () => {
    const { app, negotiate, base } = await hubApp();
    const token = (await negotiate('alice')).json<{ connectionToken: string }>().connectionToken;
    const socket = new WebSocket(`${base}${HUB_PATH}?id=${token}&access_token=alice`);
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(data.toString()));
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(`{"protocol":"json","version":1}${RS}`);
    await vi.waitFor(() => expect(frames).toEqual([`{}${RS}`]));
    await app.close();
    expect(await closed).toBe(1001);
    expect(frames.at(-1)).toBe(`{"type":7,"allowReconnect":true}${RS}`);
  });
});
