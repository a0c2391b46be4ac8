import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueMediaTicket, MEDIA_TICKET_TTL_MS, readMediaTicket } from '../../server/src/features/learning/media/mediaTickets';

/** Learning media tickets: HMAC-signed, URL-safe, expiring; anything altered or foreign reads as null. */

const SECRET = 'gateway-secret';
const NOW = Date.UTC(2026, 10, 26, 8, 0, 0);
const ticket = { fileId: '6f1c2a4e-0000-4000-8000-000000000001', accountId: '6f1c2a4e-0000-4000-8000-000000000002' };

describe('media tickets', () => {
  it('reads back what it was issued with, until it expires', () => {
    const issued = issueMediaTicket(SECRET, ticket, NOW);
    expect(issued).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(readMediaTicket(SECRET, issued, NOW + 1000)).toEqual({ ...ticket, expiresAt: NOW + MEDIA_TICKET_TTL_MS });
    expect(readMediaTicket(SECRET, issued, NOW + MEDIA_TICKET_TTL_MS - 1)).not.toBeNull();
    expect(readMediaTicket(SECRET, issued, NOW + MEDIA_TICKET_TTL_MS)).toBeNull();
    expect(readMediaTicket(SECRET, issueMediaTicket(SECRET, ticket, NOW, 60_000), NOW + 60_001)).toBeNull();
  });

  it('refuses a ticket signed with another secret, or with its payload or signature altered', () => {
    const issued = issueMediaTicket(SECRET, ticket, NOW);
    const [payload, signature] = issued.split('.') as [string, string];
    expect(readMediaTicket('other-secret', issued, NOW)).toBeNull();
    const forged = Buffer.from(JSON.stringify({ f: ticket.fileId, a: 'someone-else', e: NOW + 1e9 })).toString('base64url');
    expect(readMediaTicket(SECRET, `${forged}.${signature}`, NOW)).toBeNull();
    expect(readMediaTicket(SECRET, `${payload}.${signature.slice(0, -1)}A`, NOW)).toBeNull();
    expect(readMediaTicket(SECRET, `${payload}.${signature.slice(0, 10)}`, NOW)).toBeNull();
  });

  it('refuses malformed tickets without throwing', () => {
    for (const bad of ['', 'abc', 'a.b.c', '.', 'a.', '.b', '%%%.%%%']) expect(readMediaTicket(SECRET, bad, NOW)).toBeNull();
  });

  it('refuses a well-signed payload of the wrong shape', () => {
    // Signed as the gateway signs (a key derived from its secret): only the shape check stands in the way.
    const key = createHmac('sha256', SECRET).update('learning-media-ticket').digest();
    const signed = (content: unknown) => {
      const payload = Buffer.from(JSON.stringify(content)).toString('base64url');
      return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
    };
    expect(readMediaTicket(SECRET, signed({ f: ticket.fileId, a: ticket.accountId, e: NOW + 1000 }), NOW)).not.toBeNull();
    expect(readMediaTicket(SECRET, signed({ f: ticket.fileId, a: ticket.accountId, e: String(NOW + 1000) }), NOW)).toBeNull();
    expect(readMediaTicket(SECRET, signed({ f: 1, a: ticket.accountId, e: NOW + 1000 }), NOW)).toBeNull();
    expect(readMediaTicket(SECRET, signed('not an object'), NOW)).toBeNull();
    const notJson = Buffer.from('{nope').toString('base64url');
    expect(readMediaTicket(SECRET, `${notJson}.${createHmac('sha256', key).update(notJson).digest('base64url')}`, NOW)).toBeNull();
  });
});
