import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A learning file's address for the browser's own loaders (a <video>, the SCORM frame, pdf.js' range requests),
 * which send no bearer token: `/learning-media/<ticket>/...`. The ticket names the file and the account and ends
 * after a few hours; it is an HMAC with a key derived from the gateway's secret, so it cannot be made or altered
 * elsewhere, and the gateway still checks on every request that the account reaches the file's course.
 */
export const MEDIA_TICKET_TTL_MS = 6 * 3_600_000;

export interface MediaTicket {
  fileId: string;
  accountId: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const keyOf = (secret: string) => createHmac('sha256', secret).update('learning-media-ticket').digest();

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', keyOf(secret)).update(payload).digest();
}

/** A ticket for the account to load the file until now + ttl. URL-safe. */
export function issueMediaTicket(secret: string, ticket: Omit<MediaTicket, 'expiresAt'>, now = Date.now(), ttlMs = MEDIA_TICKET_TTL_MS): string {
  const payload = Buffer.from(JSON.stringify({ f: ticket.fileId, a: ticket.accountId, e: now + ttlMs })).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The ticket's contents when it is ours, intact and not expired; null otherwise. */
export function readMediaTicket(secret: string, ticket: string, now = Date.now()): MediaTicket | null {
  const [payload, given, ...rest] = ticket.split('.');
  if (!payload || !given || rest.length) return null;
  const expected = signature(secret, payload);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { f?: unknown; a?: unknown; e?: unknown };
    if (typeof parsed.f !== 'string' || typeof parsed.a !== 'string' || typeof parsed.e !== 'number') return null;
    if (parsed.e <= now) return null;
    return { fileId: parsed.f, accountId: parsed.a, expiresAt: parsed.e };
  } catch {
    return null;
  }
}
