import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../../server/src/platform/dates';
import { envelope } from '../../server/src/platform/envelope';
import { decoyHash, hashPassword, verifyPassword } from '../../server/src/platform/passwords';

describe('the response envelope', () => {
  it('wraps data as {statusCode, message, data} in the caller language, 200 and OK by default', async () => {
    const app = Fastify({ logger: false });
    app.get('/default', (request, reply) => envelope(request, reply, { id: 1 }));
    app.get('/created', (request, reply) => envelope(request, reply, null, 'orders.created', 201));
    const plain = await app.inject({ method: 'GET', url: '/default', headers: { 'accept-language': 'en' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual({ statusCode: 200, message: 'OK', data: { id: 1 } });
    const created = await app.inject({ method: 'GET', url: '/created', headers: { 'accept-language': 'en' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ statusCode: 201, message: 'Order created. Please pay it before it expires', data: null });
    await app.close();
  });
});

describe('toIsoDate', () => {
  it('keeps the date of a string as it is', () => {
    expect(toIsoDate('2026-02-28')).toBe('2026-02-28');
    expect(toIsoDate('2026-02-28T23:59:59.000Z')).toBe('2026-02-28');
  });

  it("gives a Date's local calendar day, whatever the time zone", () => {
    expect(toIsoDate(new Date(2026, 0, 31, 0, 30))).toBe('2026-01-31');
    expect(toIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});

describe('passwords', () => {
  it('verifies the password a hash was made from, and no other', async () => {
    const hash = await hashPassword('Rahasia#2026');
    // argon2id with OWASP's minimum: 19 MiB, one lane, two passes.
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'Rahasia#2026')).toBe(true);
    expect(await verifyPassword(hash, 'rahasia#2026')).toBe(false);
  });

  it('answers false, not an error, for a stored value that is no hash', async () => {
    expect(await verifyPassword('not-a-hash', 'Rahasia#2026')).toBe(false);
  });

  it('makes the decoy hash once, and nothing verifies against it but its own secret', async () => {
    const decoy = await decoyHash();
    expect(await decoyHash()).toBe(decoy);
    expect(await verifyPassword(decoy, 'Rahasia#2026')).toBe(false);
    expect(await verifyPassword(decoy, 'decoy-password-never-matches')).toBe(true);
  });
});
