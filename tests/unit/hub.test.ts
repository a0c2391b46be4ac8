import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { AccessTokens, Principal } from '../../server/src/platform/accessTokens';
import { HttpError } from '../../server/src/platform/httpError';
import { Hub } from '../../server/src/platform/hub/hub';
import { memoryConnectionSlots, type ConnectionSlots, type Slot } from '../../server/src/platform/hub/connectionSlots';
import type { ClaimToken } from '../../server/src/platform/hub/negotiationTokens';
import type { SessionGuard } from '../../server/src/platform/sessionGuard';

const RS = '\u001e';
const principal = (accountId: string, role: Principal['role'] = 'Trainee', familyId = `fam-${accountId}`): Principal => ({
  accountId,
  userId: `user-${accountId}`,
  role,
  accountType: 1,
  familyId,
});
const ALICE = principal('alice');
const BOB = principal('bob', 'Employer');
const CAROL = principal('carol', 'Employer');

/** A hub with test doubles for tokens (the token is the account id) and sessions, behind a real HTTP server. */
async function hubOnServer(
  options: {
    maxConnectionsPerAccount?: number;
    negotiationTtlMs?: number;
    keepAliveMs?: number;
    negotiationSecret?: string;
    claimToken?: ClaimToken;
    slots?: ConnectionSlots;
    slotLeaseMs?: number;
    clock?: { now: number };
  } = {},
) {
  const clock = options.clock ?? { now: 1_000_000 };
  const ended = new Set<string>();
  let revokedListener: (familyIds: readonly string[]) => void = () => undefined;
  const people = new Map([ALICE, BOB, CAROL].map((p) => [p.accountId, p]));
  const tokens: AccessTokens = {
    verify: async (token: string) => people.get(token) ?? null,
    sign: async () => ({ token: '', expiresAt: new Date(0) }),
  } as unknown as AccessTokens;
  const sessions: SessionGuard = {
    isActive: async (familyId) => !ended.has(familyId),
    revoked: async () => undefined,
    onRevoked: (listener) => void (revokedListener = listener),
  };
  const hub = new Hub({
    tokens,
    sessions,
    // The sweep runs every third of the keep-alive (at most every second): a short one makes it run often.
    keepAliveMs: options.keepAliveMs ?? 15_000,
    clientTimeoutMs: 30_000,
    maxConnectionsPerAccount: options.maxConnectionsPerAccount ?? 3,
    negotiationTtlMs: options.negotiationTtlMs,
    negotiationSecret: options.negotiationSecret,
    claimToken: options.claimToken,
    slots: options.slots,
    slotLeaseMs: options.slotLeaseMs,
    now: () => clock.now,
  });
  const server: Server = createServer();
  server.on('upgrade', (request, socket, head) => void hub.upgrade(request, socket, head, new URL(request.url!, 'http://hub.test').searchParams));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/hub`;
  cleanups.push(async () => {
    await hub.close();
    await new Promise((resolve) => server.close(resolve));
  });
  return { hub, url, clock, ended, revoke: (ids: string[]) => revokedListener(ids) };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The HTTP status an upgrade attempt ends with: 101 when the socket opens. */
function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers });
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('open', () => {
      resolve(101);
      socket.close();
    });
    socket.on('error', () => undefined);
  });
}

/** A client that connected and finished the handshake, collecting the frames it receives. */
async function connect(url: string, id: string, accessToken: string) {
  const socket = new WebSocket(`${url}?id=${id}&access_token=${accessToken}`);
  const frames: string[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data) => frames.push(data.toString()));
  await new Promise((resolve) => socket.on('open', resolve));
  socket.send(`{"protocol":"json","version":1}${RS}`);
  await vi.waitFor(() => expect(frames).toEqual([`{}${RS}`]));
  return { socket, frames, closed };
}

describe('the notification hub', () => {
  it('negotiates a one-use URL-safe token for WebSockets, JSON version 1', async () => {
    const { hub } = await hubOnServer();
    const answer = await hub.negotiate(ALICE);
    expect(answer).toEqual({
      connectionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      connectionToken: expect.stringMatching(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/),
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
    expect((await hub.negotiate(ALICE)).connectionToken).not.toBe(answer.connectionToken);
  });

  it('refuses a negotiation beyond the cap with 429 and a Retry-After of the negotiation lifetime', async () => {
    const { hub } = await hubOnServer({ maxConnectionsPerAccount: 2, negotiationTtlMs: 90_500 });
    await hub.negotiate(ALICE);
    await hub.negotiate(ALICE);
    let refused: unknown;
    try {
      await hub.negotiate(ALICE);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(429);
    expect((refused as HttpError).headers).toEqual({ 'retry-after': '91' });
    // Another account has its own cap.
    expect((await hub.negotiate(BOB)).negotiateVersion).toBe(1);
  });

  it('says 60 seconds when no negotiation lifetime is configured', async () => {
    const { hub } = await hubOnServer({ maxConnectionsPerAccount: 1 });
    await hub.negotiate(ALICE);
    await expect(hub.negotiate(ALICE)).rejects.toThrow(expect.objectContaining({ headers: { 'retry-after': '60' } }));
  });

  it('connects with the token, then refuses it again (409), refuses unknown ids (404) and bad access tokens (401)', async () => {
    const { hub, url } = await hubOnServer();
    const { connectionToken } = await hub.negotiate(ALICE);
    expect(await upgradeStatus(`${url}?id=nope&access_token=alice`)).toBe(404);
    expect(await upgradeStatus(`${url}?id=${connectionToken}&access_token=forged`)).toBe(401);
    // Another person's access token cannot use Alice's negotiation.
    expect(await upgradeStatus(`${url}?id=${connectionToken}&access_token=bob`)).toBe(401);
    const alice = await connect(url, connectionToken, 'alice');
    expect(hub.size).toBe(1);
    expect(await upgradeStatus(`${url}?id=${connectionToken}&access_token=alice`)).toBe(409);
    alice.socket.close();
    await alice.closed;
    await vi.waitFor(() => expect(hub.size).toBe(0));
  });

  it('accepts a token negotiated on another instance with the same secret, not one signed with another (404)', async () => {
    const here = await hubOnServer({ negotiationSecret: 'shared secret' });
    const there = await hubOnServer({ negotiationSecret: 'shared secret' });
    const stranger = await hubOnServer({ negotiationSecret: 'another secret' });
    const alice = await connect(here.url, (await there.hub.negotiate(ALICE)).connectionToken, 'alice');
    expect(here.hub.size).toBe(1);
    alice.socket.close();
    expect(await upgradeStatus(`${here.url}?id=${(await stranger.hub.negotiate(ALICE)).connectionToken}&access_token=alice`)).toBe(404);
    // A token altered by a byte no longer verifies.
    const token = (await there.hub.negotiate(ALICE)).connectionToken;
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await upgradeStatus(`${here.url}?id=${altered}&access_token=alice`)).toBe(404);
  });

  it('refuses a token another instance claimed first (409), and a used token after its connection closed (409)', async () => {
    const claimed = new Set<string>();
    const claimToken: ClaimToken = async (token) => !claimed.has(token) && Boolean(claimed.add(token));
    const here = await hubOnServer({ negotiationSecret: 'shared secret', claimToken });
    const there = await hubOnServer({ negotiationSecret: 'shared secret', claimToken });
    const { connectionToken } = await here.hub.negotiate(ALICE);
    const alice = await connect(there.url, connectionToken, 'alice');
    expect(await upgradeStatus(`${here.url}?id=${connectionToken}&access_token=alice`)).toBe(409);
    alice.socket.close();
    await alice.closed;
    await vi.waitFor(() => expect(there.hub.size).toBe(0));
    expect(await upgradeStatus(`${there.url}?id=${connectionToken}&access_token=alice`)).toBe(409);
  });

  it('takes the access token from an Authorization header too', async () => {
    const { hub, url } = await hubOnServer();
    const { connectionToken } = await hub.negotiate(ALICE);
    expect(await upgradeStatus(`${url}?id=${connectionToken}`, { authorization: 'bearer alice' })).toBe(101);
    expect(await upgradeStatus(`${url}?id=${(await hub.negotiate(BOB)).connectionToken}`, { authorization: 'Basic bob' })).toBe(401);
    expect(await upgradeStatus(`${url}?id=${(await hub.negotiate(BOB)).connectionToken}`, { authorization: 'NotBearer bob' })).toBe(401);
  });

  it('refuses an access token whose session ended', async () => {
    const { hub, url, ended } = await hubOnServer();
    ended.add(ALICE.familyId);
    expect(await upgradeStatus(`${url}?id=${(await hub.negotiate(ALICE)).connectionToken}&access_token=alice`)).toBe(401);
  });

  it('forgets a negotiation not used within its lifetime (404), and frees its slot', async () => {
    const { hub, url, clock } = await hubOnServer({ maxConnectionsPerAccount: 1, negotiationTtlMs: 5_000, keepAliveMs: 150 });
    const { connectionToken } = await hub.negotiate(ALICE);
    clock.now += 5_000;
    await expect(hub.negotiate(ALICE)).rejects.toThrow(HttpError);
    clock.now += 1;
    expect(await upgradeStatus(`${url}?id=${connectionToken}&access_token=alice`)).toBe(404);
    // The lapsed negotiation's slot is free for the next one.
    expect((await hub.negotiate(ALICE)).negotiateVersion).toBe(1);
  });

  it('counts open connections against the cap, and a closed one frees its slot', async () => {
    const { hub, url } = await hubOnServer({ maxConnectionsPerAccount: 1 });
    const alice = await connect(url, (await hub.negotiate(ALICE)).connectionToken, 'alice');
    await expect(hub.negotiate(ALICE)).rejects.toThrow(HttpError);
    alice.socket.close();
    await alice.closed;
    await vi.waitFor(async () => expect((await hub.negotiate(ALICE)).negotiateVersion).toBe(1));
  });

  it('counts pending negotiations and open connections together against the cap', async () => {
    const { hub, url } = await hubOnServer({ maxConnectionsPerAccount: 2 });
    const first = (await hub.negotiate(ALICE)).connectionToken;
    const second = (await hub.negotiate(ALICE)).connectionToken;
    const one = await connect(url, first, 'alice');
    // One open, one negotiated: the cap of two is reached.
    await expect(hub.negotiate(ALICE)).rejects.toThrow(HttpError);
    const two = await connect(url, second, 'alice');
    await expect(hub.negotiate(ALICE)).rejects.toThrow(HttpError);
    expect(hub.size).toBe(2);
    one.socket.close();
    await one.closed;
    await vi.waitFor(() => expect(hub.size).toBe(1));
    // The other connection of the account is still reached after one closed.
    expect(hub.push({ kind: 'accounts', ids: ['alice'] }, 'X', [])).toBe(1);
    expect((await hub.negotiate(ALICE)).negotiateVersion).toBe(1);
    two.socket.close();
  });

  it('pushes to accounts, to a role and to everyone, serialised as an invocation without id', async () => {
    const { hub, url } = await hubOnServer();
    const alice = await connect(url, (await hub.negotiate(ALICE)).connectionToken, 'alice');
    const bob = await connect(url, (await hub.negotiate(BOB)).connectionToken, 'bob');
    const carol = await connect(url, (await hub.negotiate(CAROL)).connectionToken, 'carol');
    expect(hub.push({ kind: 'accounts', ids: ['alice', 'nobody'] }, 'ReceiveNotification', [{ n: 1 }])).toBe(1);
    expect(hub.push({ kind: 'role', role: 'Employer' }, 'ReceiveNotification', [{ n: 2 }])).toBe(2);
    expect(hub.push({ kind: 'all' }, 'ReceiveNotification', [{ n: 3 }])).toBe(3);
    const invocation = (n: number) => `{"type":1,"target":"ReceiveNotification","arguments":[{"n":${n}}]}${RS}`;
    await vi.waitFor(() => expect(alice.frames).toEqual([`{}${RS}`, invocation(1), invocation(3)]));
    await vi.waitFor(() => expect(bob.frames).toEqual([`{}${RS}`, invocation(2), invocation(3)]));
    await vi.waitFor(() => expect(carol.frames).toEqual([`{}${RS}`, invocation(2), invocation(3)]));
  });

  it('counts the cap across instances that share their slots (as Redis shares them), open and pending alike', async () => {
    const slots = memoryConnectionSlots();
    const clock = { now: 1_000_000 };
    const secret = 'a secret shared by both instances';
    const a = await hubOnServer({ maxConnectionsPerAccount: 2, slots, clock, negotiationSecret: secret });
    const b = await hubOnServer({ maxConnectionsPerAccount: 2, slots, clock, negotiationSecret: secret });
    // Negotiated on A, opened on B: still one slot.
    const open = await connect(b.url, (await a.hub.negotiate(ALICE)).connectionToken, 'alice');
    await b.hub.negotiate(ALICE);
    await expect(a.hub.negotiate(ALICE)).rejects.toThrow(HttpError);
    await expect(b.hub.negotiate(ALICE)).rejects.toThrow(HttpError);
    expect((await a.hub.negotiate(BOB)).negotiateVersion).toBe(1);
    // Closing the connection on B frees its slot for a negotiation on A.
    open.socket.close();
    await open.closed;
    await vi.waitFor(async () => expect((await a.hub.negotiate(ALICE)).negotiateVersion).toBe(1));
  });

  it('lets the slots of an instance that stopped renewing them (crashed) lapse after one lease, and renews its own', async () => {
    const shared = memoryConnectionSlots();
    const renewals: number[] = [];
    const slots: ConnectionSlots = {
      ...shared,
      renew: async (held: readonly Slot[], now: number, until: number) => {
        await shared.renew(held, now, until);
        if (held.length > 0) renewals.push(now);
      },
    };
    const clock = { now: 1_000_000 };
    const { hub, url } = await hubOnServer({ maxConnectionsPerAccount: 2, slots, clock, slotLeaseMs: 300 });
    // A crashed instance's open connection: its slot was taken and is never renewed or released.
    await shared.take({ accountId: 'alice', slotId: 'on-a-dead-instance' }, clock.now, clock.now + 300, 2);
    const open = await connect(url, (await hub.negotiate(ALICE)).connectionToken, 'alice');
    await expect(hub.negotiate(ALICE)).rejects.toThrow(HttpError);

    // Past the lease: this instance's heartbeat renews its open connection, the dead instance's slot lapses.
    clock.now += 1_000;
    await vi.waitFor(() => expect(renewals.at(-1)).toBe(clock.now));
    expect((await hub.negotiate(ALICE)).negotiateVersion).toBe(1);
    await expect(hub.negotiate(ALICE)).rejects.toThrow(HttpError);
    open.socket.close();
  });

  it('does not count a connection that has not finished its handshake', async () => {
    const { hub, url } = await hubOnServer();
    const socket = new WebSocket(`${url}?id=${(await hub.negotiate(ALICE)).connectionToken}&access_token=alice`);
    await new Promise((resolve) => socket.on('open', resolve));
    await vi.waitFor(() => expect(hub.size).toBe(1));
    expect(hub.push({ kind: 'all' }, 'X', [])).toBe(0);
    socket.close();
  });

  it('closes the connections of revoked sessions only, with Session ended', async () => {
    const { hub, url, revoke } = await hubOnServer();
    const alice = await connect(url, (await hub.negotiate(ALICE)).connectionToken, 'alice');
    const bob = await connect(url, (await hub.negotiate(BOB)).connectionToken, 'bob');
    expect(hub.closeSessions(['fam-nobody'])).toBe(0);
    revoke([ALICE.familyId]);
    expect(await alice.closed).toBe(1008);
    expect(alice.frames.at(-1)).toBe(`{"type":7,"error":"Session ended","allowReconnect":false}${RS}`);
    expect(bob.socket.readyState).toBe(WebSocket.OPEN);
    expect(hub.closeSessions([BOB.familyId])).toBe(1);
    expect(await bob.closed).toBe(1008);
  });

  it('on close tells every client to reconnect elsewhere and refuses new upgrades with 503', async () => {
    const { hub, url } = await hubOnServer();
    const alice = await connect(url, (await hub.negotiate(ALICE)).connectionToken, 'alice');
    const pending = (await hub.negotiate(BOB)).connectionToken;
    await hub.close();
    expect(await alice.closed).toBe(1001);
    expect(alice.frames.at(-1)).toBe(`{"type":7,"allowReconnect":true}${RS}`);
    expect(await upgradeStatus(`${url}?id=${pending}&access_token=bob`)).toBe(503);
  });
});
