import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { RoleName } from '@core/rules/roles';
import type { AccessTokens, Principal } from '../accessTokens';
import { tooManyRequests } from '../httpError';
import type { SessionGuard } from '../sessionGuard';
import { HubConnection, type Timing } from './connection';
import { memoryConnectionSlots, type ConnectionSlots } from './connectionSlots';
import { createNegotiationTokens, type ClaimToken } from './negotiationTokens';
import { frame, MessageType } from './protocol';

/** Who a push goes to: given accounts, everyone in a role, or everyone connected. */
export type Audience = { kind: 'accounts'; ids: string[] } | { kind: 'role'; role: RoleName } | { kind: 'all' };

export interface HubOptions extends Timing {
  tokens: AccessTokens;
  /** Sessions that end close their connections at once, and an ended session cannot open one. */
  sessions: SessionGuard;
  /** Open plus negotiated-but-unused connections one account may hold (tabs, devices); more are refused with 429. */
  maxConnectionsPerAccount: number;
  now?: () => number;
  /** A negotiated token not used within this time is forgotten. */
  negotiationTtlMs?: number;
  /** Signs connection tokens; every instance given the same secret accepts the others' tokens (random when not given: this instance only). */
  negotiationSecret?: string;
  /** Makes a token one-use across instances (Redis); without it, one use per instance. */
  claimToken?: ClaimToken;
  /** Counts the per-account cap across instances (Redis); without it, this instance's own memory. */
  slots?: ConnectionSlots;
  /** An open connection's slot lasts this long unless renewed (every third of it): a crashed instance's lapse. */
  slotLeaseMs?: number;
  /** A renewal or a release that failed (the store unreachable): logged, the connection itself is not affected. */
  onError?: (error: unknown, what: string) => void;
}

const DEFAULT_SLOT_LEASE_MS = 60_000;

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * A SignalR-compatible hub (DESIGN 5): negotiate hands out a one-use, URL-safe connection token; the WebSocket
 * presents it with the access token; then the JSON hub protocol runs over the socket. The token carries its
 * negotiation, signed, so the WebSocket may open on another instance than the negotiate (negotiationTokens.ts).
 */
export class Hub {
  private readonly negotiationTokens: ReturnType<typeof createNegotiationTokens>;
  /** Tokens used here, until they expire (a signed token stays valid that long, so its use must be remembered that long). */
  private readonly usedTokens = new Map<string, number>();
  private readonly byAccount = new Map<string, Set<HubConnection>>();
  private readonly slots: ConnectionSlots;
  private readonly slotLeaseMs: number;
  private readonly renewal: NodeJS.Timeout;
  private readonly connections = new Set<HubConnection>();
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly timer: NodeJS.Timeout;
  private readonly now: () => number;
  private closing = false;
  /** Messages pushed to connections since the start (a metric). */
  private sent = 0;

  constructor(private readonly options: HubOptions) {
    this.now = options.now ?? Date.now;
    this.negotiationTokens = createNegotiationTokens(options.negotiationSecret);
    const sweepEvery = Math.max(50, Math.min(1000, Math.floor(Math.min(options.keepAliveMs, options.clientTimeoutMs) / 3)));
    this.timer = setInterval(() => this.sweep(), sweepEvery);
    this.timer.unref();
    this.slots = options.slots ?? memoryConnectionSlots();
    this.slotLeaseMs = options.slotLeaseMs ?? DEFAULT_SLOT_LEASE_MS;
    this.renewal = setInterval(() => this.renewSlots(), Math.max(50, Math.floor(this.slotLeaseMs / 3)));
    this.renewal.unref();
    options.sessions.onRevoked((familyIds) => this.closeSessions(familyIds));
  }

  get size(): number {
    return this.connections.size;
  }

  get messagesSent(): number {
    return this.sent;
  }

  /**
   * Hands out a connection token; 429 when the account already holds its cap of connections (open, or negotiated
   * and not used yet, on any instance sharing the slots).
   */
  async negotiate(principal: Principal) {
    const ttlMs = this.options.negotiationTtlMs ?? 60_000;
    const now = this.now();
    const { token: connectionToken, negotiation } = this.negotiationTokens.issue({ accountId: principal.accountId, expiresAt: now + ttlMs });
    const slot = { accountId: principal.accountId, slotId: negotiation.connectionId };
    if (!(await this.slots.take(slot, now, negotiation.expiresAt, this.options.maxConnectionsPerAccount))) {
      // The oldest negotiation lapses within the negotiation TTL; a closed tab frees its slot at once.
      throw tooManyRequests(Math.max(1, Math.ceil(ttlMs / 1000)));
    }
    return {
      connectionId: negotiation.connectionId,
      connectionToken,
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    };
  }

  /** Handles an HTTP upgrade to the hub path: unknown id 404, reused id 409, bad token 401. */
  async upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, query: URLSearchParams): Promise<void> {
    if (this.closing) return refuse(socket, 503, 'Service Unavailable');
    const id = query.get('id') ?? '';
    if (this.usedTokens.has(id)) return refuse(socket, 409, 'Conflict');
    const negotiation = this.negotiationTokens.read(id);
    if (!negotiation || negotiation.expiresAt < this.now()) return refuse(socket, 404, 'Not Found');
    // Browsers pass the token as access_token (a WebSocket cannot carry headers there); Node clients send the header.
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const verified = await this.options.tokens.verify(query.get('access_token') ?? bearer ?? '');
    const principal = verified && (await this.options.sessions.isActive(verified.familyId)) ? verified : null;
    if (!principal || principal.accountId !== negotiation.accountId) return refuse(socket, 401, 'Unauthorized');
    // Claimed after the awaits above: of two upgrades racing for one id (here or on another instance), one wins.
    if (this.usedTokens.has(id)) return refuse(socket, 409, 'Conflict');
    this.usedTokens.set(id, negotiation.expiresAt);
    const claimed = this.options.claimToken ? await this.options.claimToken(id, negotiation.expiresAt - this.now()) : true;
    if (!claimed) {
      this.usedTokens.delete(id);
      return refuse(socket, 409, 'Conflict');
    }
    // The negotiation's slot becomes the connection's, leased and renewed while it is open (here or elsewhere).
    await this.slots.renew([{ accountId: negotiation.accountId, slotId: negotiation.connectionId }], this.now(), this.now() + this.slotLeaseMs);
    this.server.handleUpgrade(request, socket, head, (ws) => {
      const connection = new HubConnection(negotiation.connectionId, principal, ws, this.now, (closed) => this.forget(closed));
      this.connections.add(connection);
      let own = this.byAccount.get(principal.accountId);
      if (!own) this.byAccount.set(principal.accountId, (own = new Set()));
      own.add(connection);
    });
  }

  /** Invokes `target` on every live connection of the audience. Returns how many connections it reached. */
  push(audience: Audience, target: string, args: unknown[]): number {
    // A server-to-client call: an Invocation without invocationId, so the client does not answer it.
    // Serialised once: a broadcast to thousands of connections costs one JSON.stringify.
    const text = frame({ type: MessageType.Invocation, target, arguments: args });
    let reached = 0;
    const send = (connection: HubConnection) => {
      if (!connection.ready) return;
      connection.sendFramed(text);
      reached += 1;
      this.sent += 1;
    };
    if (audience.kind === 'accounts') {
      for (const accountId of audience.ids) this.byAccount.get(accountId)?.forEach(send);
    } else {
      for (const connection of this.connections) if (audience.kind === 'all' || connection.principal.role === audience.role) send(connection);
    }
    return reached;
  }

  /** Closes every connection of the given sessions (refresh-token families) with a Close message. Returns how many. */
  closeSessions(familyIds: readonly string[]): number {
    const ended = new Set(familyIds);
    let closed = 0;
    for (const connection of this.connections) {
      if (!ended.has(connection.principal.familyId)) continue;
      connection.closeForEndedSession();
      closed += 1;
    }
    return closed;
  }

  /** Graceful shutdown: every client gets Close with allowReconnect, then the sockets drain. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    clearInterval(this.renewal);
    for (const connection of this.connections) connection.closeForShutdown();
    const deadline = this.now() + 2000;
    while (this.connections.size > 0 && this.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    for (const client of this.server.clients) client.terminate();
    this.server.close();
  }

  private forget(connection: HubConnection): void {
    this.connections.delete(connection);
    const own = this.byAccount.get(connection.principal.accountId);
    own?.delete(connection);
    if (own?.size === 0) this.byAccount.delete(connection.principal.accountId);
    this.slots
      .release({ accountId: connection.principal.accountId, slotId: connection.id })
      .catch((error: unknown) => this.options.onError?.(error, 'releasing a hub slot'));
  }

  /** The heartbeat of this instance's open connections: their slots outlive them by at most one lease. */
  private renewSlots(): void {
    const open = [...this.connections].map((connection) => ({ accountId: connection.principal.accountId, slotId: connection.id }));
    const now = this.now();
    this.slots.renew(open, now, now + this.slotLeaseMs).catch((error: unknown) => this.options.onError?.(error, 'renewing hub slots'));
  }

  private sweep(): void {
    const time = this.now();
    for (const [token, expiresAt] of this.usedTokens) if (expiresAt < time) this.usedTokens.delete(token);
    for (const connection of this.connections) connection.tick(this.options);
  }
}
