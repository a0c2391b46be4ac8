import type WebSocket from 'ws';
import type { Principal } from '../accessTokens';
import {
  CLOSE_RECONNECT,
  CLOSE_SESSION_ENDED,
  frame,
  handshakeResponse,
  MessageType,
  parseRecord,
  PING,
  splitRecords,
  type HubMessage,
} from './protocol';

export interface Timing {
  /** Send a ping when nothing was sent for this long (SignalR's default keep-alive: 15 s). */
  keepAliveMs: number;
  /** Drop a client that sent nothing for this long (SignalR's default server timeout: 30 s). */
  clientTimeoutMs: number;
}

/** Largest unterminated record we keep waiting for: a client that never sends a separator is cut off. */
const MAX_BUFFERED_CHARS = 64 * 1024;

/** One client connection: the handshake, incoming messages, keep-alive bookkeeping, and what it is sent. */
export class HubConnection {
  private handshaken = false;
  private buffer = '';
  private lastSent: number;
  private lastReceived: number;
  readonly openedAt: number;

  constructor(
    readonly id: string,
    readonly principal: Principal,
    private readonly socket: WebSocket,
    private readonly now: () => number,
    private readonly onClosed: (connection: HubConnection) => void,
  ) {
    this.openedAt = this.lastSent = this.lastReceived = now();
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('close', () => this.onClosed(this));
    socket.on('error', () => socket.terminate());
  }

  get ready(): boolean {
    return this.handshaken && this.socket.readyState === this.socket.OPEN;
  }

  /** Sends an already framed message (the hub serialises a push once for all its recipients). */
  sendFramed(text: string): void {
    if (this.ready) this.send(text);
  }

  /** Called periodically: ping when idle, drop when the client went silent or never finished the handshake. */
  tick(timing: Timing): void {
    const time = this.now();
    if (time - this.lastReceived >= timing.clientTimeoutMs) {
      this.socket.terminate();
      return;
    }
    if (this.handshaken && time - this.lastSent >= timing.keepAliveMs) this.send(PING);
  }

  /** Shutdown: Close with allowReconnect, so the client comes back through a fresh negotiate (to another instance). */
  closeForShutdown(): void {
    if (this.socket.readyState === this.socket.OPEN) {
      if (this.handshaken) this.socket.send(CLOSE_RECONNECT);
      this.socket.close(1001, 'server shutting down');
    }
  }

  /** The session ended (logout, password change, revoked family): Close without reconnect, the client must log in again. */
  closeForEndedSession(): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.handshaken) this.socket.send(CLOSE_SESSION_ENDED);
    this.socket.close(1008, 'session ended');
  }

  private send(text: string): void {
    this.lastSent = this.now();
    this.socket.send(text);
  }

  private receive(data: WebSocket.RawData, isBinary: boolean): void {
    this.lastReceived = this.now();
    if (isBinary) {
      // The JSON protocol is text only (NOTES.md).
      this.fail('Binary frames are not supported by the JSON hub protocol');
      return;
    }
    const { records, rest } = splitRecords(this.buffer + data.toString());
    this.buffer = rest;
    if (this.buffer.length > MAX_BUFFERED_CHARS) {
      this.fail('Message too large');
      return;
    }
    for (const record of records) {
      if (!this.handshaken) {
        if (!this.handshake(record)) return;
        continue;
      }
      this.handle(parseRecord(record));
    }
  }

  private handshake(record: string): boolean {
    const answer = handshakeResponse(parseRecord(record));
    this.send(frame(answer.message));
    if (!answer.ok) {
      this.socket.close(1002, 'unsupported protocol');
      return false;
    }
    this.handshaken = true;
    return true;
  }

  private handle(message: HubMessage | null): void {
    if (!message) {
      this.fail('Invalid message');
      return;
    }
    switch (message.type) {
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        // The hub exposes no client-callable methods yet; a caller waiting for an answer gets one.
        if (typeof message.invocationId === 'string') {
          this.send(
            frame({ type: MessageType.Completion, invocationId: message.invocationId, error: `Unknown hub method '${String(message.target)}'` }),
          );
        }
        return;
      case MessageType.Close:
        this.socket.close(1000);
        return;
      default:
        // Pings only refresh lastReceived; cancellations and stream items have nothing to act on.
        return;
    }
  }

  private fail(error: string): void {
    if (this.handshaken) this.socket.send(frame({ type: MessageType.Close, error, allowReconnect: false }));
    this.socket.close(1003, error.slice(0, 100));
  }
}
