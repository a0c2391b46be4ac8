import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccessTokens, type Principal } from '../../server/src/platform/accessTokens';

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
    expect(await tokens.verify(token)).toEqual(principal);
    // Five seconds of clock tolerance between instances (fast-jwt's clockTolerance), not more.
    clock = new Date('2026-11-22T10:15:04Z');
    expect(await tokens.verify(token)).toEqual(principal);
    clock = new Date('2026-11-22T10:15:06Z');
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
    // Each claim the gateway reads must have its type: a well-signed token with one of them wrong is refused.
    for (const wrong of [{ sub: 1 }, { uid: null }, { role: 7 }, { accountType: '1' }, { fam: ['f'] }]) {
      expect(await tokens.verify(signed({ ...good, ...wrong })), JSON.stringify(wrong)).toBeNull();
    }
    expect(await tokens.verify(signed(null))).toBeNull();
    expect(await tokens.verify(signed('just a string'))).toBeNull();
  });

  describe('attacks on the token (ASVS 9.1)', () => {
    const tokens = createAccessTokens(SECRET);
    const now = () => Math.floor(Date.now() / 1000);
    const claims = () => ({
      sub: 'acc-1',
      uid: 'user-1',
      role: 'Admin',
      accountType: 8,
      fam: 'f',
      iss: 'bisa-gateway',
      iat: now(),
      exp: now() + 600,
    });
    const signedWith = (header: object, body: unknown, secret = SECRET) => {
      const input = `${b64(header)}.${b64(body)}`;
      return `${input}.${sign(input, secret)}`;
    };

    it('accepts a well-formed HS256 token (the control case)', async () => {
      expect(await tokens.verify(signedWith({ alg: 'HS256', typ: 'JWT' }, claims()))).toMatchObject({ accountId: 'acc-1', role: 'Admin' });
    });

    it('refuses alg none, with or without a signature part', async () => {
      expect(await tokens.verify(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`)).toBeNull();
      expect(await tokens.verify(`${b64({ alg: 'none' })}.${b64(claims())}`)).toBeNull();
      expect(await tokens.verify(signedWith({ alg: 'none', typ: 'JWT' }, claims()))).toBeNull();
      expect(await tokens.verify(signedWith({ alg: 'NONE', typ: 'JWT' }, claims()))).toBeNull();
    });

    it('refuses other algorithms: HS384/HS512 signed with our secret, RS256 claiming the secret as a public key', async () => {
      for (const alg of ['HS384', 'HS512', 'RS256', 'ES256', 'PS256']) {
        expect(await tokens.verify(signedWith({ alg, typ: 'JWT' }, claims()))).toBeNull();
      }
    });

    it('refuses an expired token beyond the clock tolerance', async () => {
      const expired = signedWith({ alg: 'HS256', typ: 'JWT' }, { ...claims(), iat: now() - 1000, exp: now() - 7 });
      expect(await tokens.verify(expired)).toBeNull();
      expect(await tokens.verify(expired, { allowExpired: true })).not.toBeNull();
    });

    it('refuses a wrong or missing issuer and missing required claims', async () => {
      expect(await tokens.verify(signedWith({ alg: 'HS256', typ: 'JWT' }, { ...claims(), iss: 'evil' }))).toBeNull();
      for (const claim of ['iss', 'exp', 'sub', 'uid', 'role', 'accountType', 'fam']) {
        const body: Record<string, unknown> = claims();
        delete body[claim];
        expect(await tokens.verify(signedWith({ alg: 'HS256', typ: 'JWT' }, body)), claim).toBeNull();
      }
    });

    it('refuses a tampered header, payload or signature', async () => {
      const { token } = await tokens.sign(principal);
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const body = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      expect(await tokens.verify(`${header}.${b64({ ...body, sub: 'acc-2' })}.${signature}`)).toBeNull();
      expect(await tokens.verify(`${header}.${b64({ ...body, exp: (body.exp as number) + 3600 })}.${signature}`)).toBeNull();
      expect(await tokens.verify(`${b64({ alg: 'HS256', typ: 'JWT', kid: 'x' })}.${payload}.${signature}`)).toBeNull();
      const flipped = `${signature.slice(0, 5)}${signature[5] === 'A' ? 'B' : 'A'}${signature.slice(6)}`;
      expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
      expect(await tokens.verify(`${header}.${payload}`)).toBeNull();
      expect(await tokens.verify(signedWith({ alg: 'HS256', typ: 'JWT' }, claims(), `${SECRET}x`))).toBeNull();
    });
  });
});
