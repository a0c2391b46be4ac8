import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';

/** What a negotiation promises: this connection id, for this account, until then. */
export interface Negotiation {
  connectionId: string;
  accountId: string;
  expiresAt: number;
}

/**
 * Connection tokens that carry their negotiation, signed: a client may negotiate on one gateway instance and open its
 * WebSocket on another (the proxy sends each request anywhere), with nothing shared but the secret. A token is
 * `<payload>.<signature>`, both base64url, so it stays URL-safe for the `id` parameter.
 */
export interface NegotiationTokens {
  issue(negotiation: Omit<Negotiation, 'connectionId'>): { token: string; negotiation: Negotiation };
  /** The negotiation a token carries, if it was signed here and is well formed (expiry is the caller's to check). */
  read(token: string): Negotiation | null;
}

export function createNegotiationTokens(secret: string | Buffer = randomBytes(32)): NegotiationTokens {
  // A key of its own: a connection token is never accepted as anything else signed with the JWT secret.
  const key = createHmac('sha256', secret).update('bisa hub negotiation').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue({ accountId, expiresAt }) {
      const negotiation = { connectionId: randomUUID(), accountId, expiresAt };
      const payload = Buffer.from(JSON.stringify([negotiation.connectionId, accountId, expiresAt])).toString('base64url');
      return { token: `${payload}.${sign(payload)}`, negotiation };
    },
    read(token) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      if (!Array.isArray(value) || value.length !== 3) return null;
      const [connectionId, accountId, expiresAt] = value as unknown[];
      if (typeof connectionId !== 'string' || typeof accountId !== 'string' || typeof expiresAt !== 'number') return null;
      return { connectionId, accountId, expiresAt };
    },
  };
}

/** Marks a connection token used; false when it was used already (on any instance sharing the store). */
export type ClaimToken = (token: string, ttlMs: number) => Promise<boolean>;

/** One use per token across every instance on one Redis: SET NX with the token's remaining lifetime. */
export function redisTokenClaims(redis: Redis, prefix: string): ClaimToken {
  return async (token, ttlMs) => {
    const digest = createHmac('sha256', 'bisa hub token').update(token).digest('base64url');
    return (await redis.set(`${prefix}hub:used:${digest}`, '1', 'PX', Math.max(1, ttlMs), 'NX')) === 'OK';
  };
}
