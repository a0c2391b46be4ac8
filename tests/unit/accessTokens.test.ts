import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens, type Principal } from '../../server/src/platform/accessTokens';

const SECRET = 'unit-test-secret-that-is-long-enough-123';
const principal: Principal = { accountId: 'acc-1', userId: 'user-1', role: 'Trainee', accountType: 1, familyId: 'fam-1' };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (input: string, secret = SECRET) => createHmac('sha256', secret).update(input).digest('base64url');

describe('access tokens', () => {
  it('round-trips a principal and expires after 15 minutes', async () => {
    let clock = new Date('2026-11-22T10:00:00Z');
    const tokens = createAccessTokens(SECRET, () => clock);
    const { token, expiresAt } = await tokens.sign(principal);
    expect(expiresAt.toISOString()).toBe('2026-11-22T10:15:00.000Z');
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(await tokens.verify(token)).toEqual(principal);
    clock = new Date('2026-11-22T10:15:00Z');
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token, { allowExpired: true })).toEqual(principal);
  });

  it('refuses a token signed with another secret, a changed payload or a truncated signature', async () => {
    const tokens = createAccessTokens(SECRET);
    const other = createAccessTokens(`${SECRET}-other`);
    const { token } = await other.sign(principal);
    expect(await tokens.verify(token)).toBeNull();

    const [header, payload, signature] = (await tokens.sign(principal)).token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    expect(await tokens.verify(`${header}.${b64({ ...claims, role: 'Admin' })}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.${signature.slice(0, -2)}`)).toBeNull();
    expect(await tokens.verify('not-a-token')).toBeNull();
    expect(await tokens.verify('')).toBeNull();
  });

  it('refuses other algorithms even when the signature matches their claim', async () => {
    const tokens = createAccessTokens(SECRET);
    const claims = { sub: 'acc-1', uid: 'user-1', role: 'Admin', accountType: 8, fam: 'f', iss: 'bisa-gateway', exp: 4_000_000_000 };
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expect(await tokens.verify(none)).toBeNull();
    const hs512Header = b64({ alg: 'HS512', typ: 'JWT' });
    const input = `${hs512Header}.${b64(claims)}`;
    expect(await tokens.verify(`${input}.${sign(input)}`)).toBeNull();
  });

  it('refuses well-signed tokens with a wrong issuer or shape', async () => {
    const tokens = createAccessTokens(SECRET);
    const header = b64({ alg: 'HS256', typ: 'JWT' });
    const good = { sub: 'acc-1', uid: 'user-1', role: 'Trainee', accountType: 1, fam: 'f', iss: 'bisa-gateway', exp: 4_000_000_000 };
    const signed = (claims: unknown) => {
      const input = `${header}.${b64(claims)}`;
      return `${input}.${sign(input)}`;
    };
    expect(await tokens.verify(signed(good))).not.toBeNull();
    expect(await tokens.verify(signed({ ...good, iss: 'someone-else' }))).toBeNull();
    expect(await tokens.verify(signed({ ...good, role: 'Emperor' }))).toBeNull();
    expect(await tokens.verify(signed({ ...good, exp: 'never' }))).toBeNull();
    expect(await tokens.verify(signed('just a string'))).toBeNull();
  });
});
