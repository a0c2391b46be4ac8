import { EventEmitter } from 'node:events';
import type WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../server/src/platform/accessTokens';
import { HubConnection } from '../../server/src/platform/hub/connection';
import { frame, handshakeResponse, parseRecord, splitRecords } from '../../server/src/platform/hub/protocol';

const RS = '\u001e';
const PRINCIPAL: Principal = { accountId: 'a1', userId: 'u1', role: 'Trainee', accountType: 1, familyId: 'f1' };
const TIMING = { keepAliveMs: 15_000, clientTimeoutMs: 30_000 };

describe('the SignalR JSON hub protocol', () => {
  it('frames a message as JSON followed by the record separator 0x1E', () => {
    expect(frame({ type: 6 })).toBe('{"type":6}\u001e');
    expect(frame({})).toBe('{}\u001e');
  });

  it('splits complete records and keeps the unterminated rest for the next frame', () => {
    expect(splitRecords(`{"type":6}${RS}{"type":1}${RS}{"ty`)).toEqual({ records: ['{"type":6}', '{"type":1}'], rest: '{"ty' });
    expect(splitRecords(`{"type":6}${RS}`)).toEqual({ records: ['{"type":6}'], rest: '' });
    expect(splitRecords('{"type":6}')).toEqual({ records: [], rest: '{"type":6}' });
    // Empty records (two separators in a row) are dropped.
    expect(splitRecords(`${RS}${RS}{}${RS}`)).toEqual({ records: ['{}'], rest: '' });
  });

  it('parses a record only when it is a JSON object', () => {
    expect(parseRecord('{"type":1,"target":"x"}')).toEqual({ type: 1, target: 'x' });
    expect(parseRecord('[1,2]')).toBeNull();
    expect(parseRecord('null')).toBeNull();
    expect(parseRecord('42')).toBeNull();
    expect(parseRecord('{not json')).toBeNull();
  });

  it('accepts the JSON protocol version 1 only, naming what was asked otherwise', () => {
    expect(handshakeResponse({ protocol: 'json', version: 1 })).toEqual({ ok: true, message: {} });
    expect(handshakeResponse({ protocol: 'json', version: 2 })).toEqual({
      ok: false,
      message: { error: "Requested protocol 'json' version 2 is not available: only 'json' version 1 is" },
    });
    expect(handshakeResponse({ protocol: 'messagepack', version: 1 })).toEqual({
      ok: false,
      message: { error: "Requested protocol 'messagepack' version 1 is not available: only 'json' version 1 is" },
    });
    expect(handshakeResponse(null)).toEqual({
      ok: false,
      message: { error: "Requested protocol an invalid handshake is not available: only 'json' version 1 is" },
    });
  });
});

/** A WebSocket double: records what the connection sends and how it closes. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  sent: string[] = [];
  closed: { code?: number; reason?: string } | null = null;
  terminated = false;
  send(text: string) {
    this.sent.push(text);
  }
  close(code?: number, reason?: string) {
    this.closed = { code, reason };
    this.readyState = 3;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
  /** What the client sends: text frames as the ws library hands them over (a Buffer). */
  receive(text: string, isBinary = false) {
    this.emit('message', Buffer.from(text), isBinary);
  }
}

function open(clock = { now: 1_000 }) {
  const socket = new FakeSocket();
  const closedWith: HubConnection[] = [];
  const connection = new HubConnection(
    'c1',
    PRINCIPAL,
    socket as unknown as WebSocket,
    () => clock.now,
    (c) => closedWith.push(c),
  );
  return { socket, connection, clock, closedWith };
}

function handshaken() {
  const opened = open();
  opened.socket.receive(`{"protocol":"json","version":1}${RS}`);
  opened.socket.sent.length = 0;
  return opened;
}

describe('a hub connection', () => {
  it('answers the JSON handshake with {} and is then ready', () => {
    const { socket, connection } = open();
    expect(connection.ready).toBe(false);
    socket.receive(`{"protocol":"json","version":1}${RS}`);
    expect(socket.sent).toEqual([`{}${RS}`]);
    expect(connection.ready).toBe(true);
    expect(socket.closed).toBeNull();
  });

  it('refuses another protocol with an error and closes with 1002', () => {
    const { socket, connection } = open();
    socket.receive(`{"protocol":"messagepack","version":1}${RS}{"type":6}${RS}`);
    expect(socket.sent).toEqual([frame({ error: "Requested protocol 'messagepack' version 1 is not available: only 'json' version 1 is" })]);
    expect(socket.closed).toEqual({ code: 1002, reason: 'unsupported protocol' });
    expect(connection.ready).toBe(false);
  });

  it('waits for the rest of a record split over two frames', () => {
    const { socket, connection } = open();
    socket.receive('{"protocol":"json",');
    expect(socket.sent).toEqual([]);
    socket.receive(`"version":1}${RS}`);
    expect(socket.sent).toEqual([`{}${RS}`]);
    expect(connection.ready).toBe(true);
  });

  it('answers an invocation of an unknown method with a completion error, and ignores one without an id', () => {
    const { socket } = handshaken();
    socket.receive(`{"type":1,"invocationId":"7","target":"Echo","arguments":[]}${RS}`);
    socket.receive(`{"type":4,"invocationId":"8","target":"Stream","arguments":[]}${RS}`);
    socket.receive(`{"type":1,"target":"FireAndForget","arguments":[]}${RS}`);
    expect(socket.sent).toEqual([
      frame({ type: 3, invocationId: '7', error: "Unknown hub method 'Echo'" }),
      frame({ type: 3, invocationId: '8', error: "Unknown hub method 'Stream'" }),
    ]);
    expect(socket.closed).toBeNull();
  });

  it('takes pings, cancellations and stream items without answering', () => {
    const { socket } = handshaken();
    socket.receive(`{"type":6}${RS}{"type":5,"invocationId":"1"}${RS}{"type":2,"invocationId":"1","item":1}${RS}`);
    expect(socket.sent).toEqual([]);
    expect(socket.closed).toBeNull();
  });

  it("closes normally on the client's Close message", () => {
    const { socket } = handshaken();
    socket.receive(`{"type":7}${RS}`);
    expect(socket.closed).toEqual({ code: 1000, reason: undefined });
  });

  it('refuses an invalid message with a Close frame and 1003', () => {
    const { socket } = handshaken();
    socket.receive(`[1]${RS}`);
    expect(socket.sent).toEqual([frame({ type: 7, error: 'Invalid message', allowReconnect: false })]);
    expect(socket.closed).toEqual({ code: 1003, reason: 'Invalid message' });
  });

  it('refuses binary frames, with a Close frame once handshaken and without one before', () => {
    const after = handshaken();
    after.socket.receive('{}', true);
    expect(after.socket.sent).toEqual([frame({ type: 7, error: 'Binary frames are not supported by the JSON hub protocol', allowReconnect: false })]);
    expect(after.socket.closed).toEqual({ code: 1003, reason: 'Binary frames are not supported by the JSON hub protocol' });

    const before = open();
    before.socket.receive('{}', true);
    expect(before.socket.sent).toEqual([]);
    expect(before.socket.closed?.code).toBe(1003);
  });

  it('cuts off a client that buffers more than 64 KiB without a separator, and not one that stays under', () => {
    const under = handshaken();
    under.socket.receive('x'.repeat(64 * 1024));
    expect(under.socket.closed).toBeNull();
    const over = handshaken();
    over.socket.receive('x'.repeat(64 * 1024 + 1));
    expect(over.socket.closed).toEqual({ code: 1003, reason: 'Message too large' });
  });

  it('pings after the keep-alive interval of silence, and only then', () => {
    const { socket, connection, clock } = handshaken();
    clock.now += 14_999;
    connection.tick(TIMING);
    expect(socket.sent).toEqual([]);
    clock.now += 1;
    connection.tick(TIMING);
    expect(socket.sent).toEqual([`{"type":6}${RS}`]);
    // The ping counts as sending: the next one is due a whole interval later.
    clock.now += 14_999;
    connection.tick(TIMING);
    expect(socket.sent).toHaveLength(1);
  });

  it('does not ping before the handshake', () => {
    const { socket, connection, clock } = open();
    clock.now += 20_000;
    connection.tick(TIMING);
    expect(socket.sent).toEqual([]);
    expect(socket.terminated).toBe(false);
  });

  it('drops a client silent for the client timeout; anything it sends resets the count', () => {
    const { socket, connection, clock } = handshaken();
    clock.now += 29_999;
    socket.receive(`{"type":6}${RS}`);
    clock.now += 29_999;
    connection.tick(TIMING);
    expect(socket.terminated).toBe(false);
    clock.now += 1;
    connection.tick(TIMING);
    expect(socket.terminated).toBe(true);
  });

  it('sends framed pushes only when ready', () => {
    const { socket, connection } = open();
    connection.sendFramed('early');
    expect(socket.sent).toEqual([]);
    socket.receive(`{"protocol":"json","version":1}${RS}`);
    connection.sendFramed('pushed');
    expect(socket.sent).toEqual([`{}${RS}`, 'pushed']);
    socket.readyState = 2;
    connection.sendFramed('closing');
    expect(socket.sent).toEqual([`{}${RS}`, 'pushed']);
  });

  it('on shutdown sends Close with allowReconnect and closes with 1001', () => {
    const { socket, connection } = handshaken();
    connection.closeForShutdown();
    expect(socket.sent).toEqual([`{"type":7,"allowReconnect":true}${RS}`]);
    expect(socket.closed).toEqual({ code: 1001, reason: 'server shutting down' });
  });

  it('on shutdown before the handshake closes without a Close message, and does nothing once closed', () => {
    const { socket, connection } = open();
    connection.closeForShutdown();
    expect(socket.sent).toEqual([]);
    expect(socket.closed).toEqual({ code: 1001, reason: 'server shutting down' });
    socket.closed = null;
    connection.closeForShutdown();
    expect(socket.closed).toBeNull();
  });

  it('when the session ends sends Close without reconnect and closes with 1008', () => {
    const { socket, connection } = handshaken();
    connection.closeForEndedSession();
    expect(socket.sent).toEqual([`{"type":7,"error":"Session ended","allowReconnect":false}${RS}`]);
    expect(socket.closed).toEqual({ code: 1008, reason: 'session ended' });
    socket.closed = null;
    connection.closeForEndedSession();
    expect(socket.closed).toBeNull();
    expect(socket.sent).toHaveLength(1);
  });

  it('when the session ends before the handshake closes without a Close message', () => {
    const { socket, connection } = open();
    connection.closeForEndedSession();
    expect(socket.sent).toEqual([]);
    expect(socket.closed).toEqual({ code: 1008, reason: 'session ended' });
  });

  it('reports its closing once the socket closes, and terminates the socket on an error', () => {
    const { socket, connection, closedWith } = open();
    socket.emit('close');
    expect(closedWith).toEqual([connection]);
    socket.emit('error', new Error('reset'));
    expect(socket.terminated).toBe(true);
  });

  it('keeps its id, principal and opening time', () => {
    const { connection } = open({ now: 42 });
    expect([connection.id, connection.principal, connection.openedAt]).toEqual(['c1', PRINCIPAL, 42]);
  });
});
