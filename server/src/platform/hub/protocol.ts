/**
 * The parts of SignalR's JSON hub protocol the gateway speaks (NOTES.md): every message is JSON followed by
 * the record separator 0x1E; several may share one frame.
 */
export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export interface HubMessage {
  type?: number;
  invocationId?: string;
  target?: string;
  arguments?: unknown[];
  protocol?: string;
  version?: number;
}

export function frame(message: object): string {
  return `${JSON.stringify(message)}${RECORD_SEPARATOR}`;
}

/** Splits buffered text into complete records; the unterminated rest waits for the next frame. */
export function splitRecords(buffer: string): { records: string[]; rest: string } {
  const parts = buffer.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts.filter((part) => part.length > 0), rest };
}

export function parseRecord(record: string): HubMessage | null {
  try {
    const value: unknown = JSON.parse(record);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as HubMessage) : null;
  } catch {
    return null;
  }
}

/** The handshake answer: {} when the client asks for JSON version 1, an error otherwise. */
export function handshakeResponse(request: HubMessage | null): { ok: boolean; message: object } {
  if (request?.protocol === 'json' && request.version === 1) return { ok: true, message: {} };
  const asked = request?.protocol ? `'${request.protocol}' version ${String(request.version)}` : 'an invalid handshake';
  return { ok: false, message: { error: `Requested protocol ${asked} is not available: only 'json' version 1 is` } };
}

export const PING = frame({ type: MessageType.Ping });
export const CLOSE_RECONNECT = frame({ type: MessageType.Close, allowReconnect: true });
export const CLOSE_SESSION_ENDED = frame({ type: MessageType.Close, error: 'Session ended', allowReconnect: false });
